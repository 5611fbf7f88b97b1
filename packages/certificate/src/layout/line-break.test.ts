import { describe, expect, it } from 'vitest';
import { cannotEndLine, cannotStartLine, splitBreakUnits } from './line-break.ts';

describe('splitBreakUnits', () => {
  it('keeps CJK characters apart, Latin words whole and spaces on their own', () => {
    expect(splitBreakUnits('荣获一等奖')).toEqual(['荣', '获', '一', '等', '奖']);
    expect(splitBreakUnits('Podium 2025 获奖')).toEqual(['Podium', ' ', '2025', ' ', '获', '奖']);
    expect(splitBreakUnits('a  b')).toEqual(['a', '  ', 'b']);
    expect(splitBreakUnits('张\u3000三')).toEqual(['张', '\u3000', '三']);
    expect(splitBreakUnits('A\u00a0B')).toEqual(['A\u00a0B']);
  });

  it('knows the kinsoku characters', () => {
    expect(cannotStartLine('，')).toBe(true);
    expect(cannotStartLine('》')).toBe(true);
    expect(cannotStartLine('奖')).toBe(false);
    expect(cannotEndLine('《')).toBe(true);
    expect(cannotEndLine('“')).toBe(true);
    expect(cannotEndLine('奖')).toBe(false);
  });
});
