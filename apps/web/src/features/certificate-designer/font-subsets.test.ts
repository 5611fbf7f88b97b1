import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASIC_CHARS, createSubsetLoader, unicodeRangeOf, webFontFamily } from './font-subsets.ts';
import { fontStackOf } from './font-stacks.ts';

describe('unicodeRangeOf', () => {
  it('names exactly the characters, merging consecutive code points', () => {
    expect(unicodeRangeOf(['B', 'A', 'C', '一', 'Z'])).toBe('U+41-43, U+5A, U+4E00');
    expect(unicodeRangeOf(['𠀀'])).toBe('U+20000');
  });
});

describe('fontStackOf', () => {
  it('puts the PDF’s own font first and keeps the system fallbacks after it', () => {
    expect(fontStackOf('KaiTi')).toMatch(/^"Podium KaiTi", KaiTi, STKaiti, .*serif$/);
    expect(fontStackOf('微软雅黑').startsWith(`"${webFontFamily('微软雅黑')}", "Microsoft YaHei"`)).toBe(
      true,
    );
    expect(fontStackOf('Unknown')).toBe('"Unknown", sans-serif');
  });
});

describe('createSubsetLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (options: { fail?: boolean; chunkSize?: number } = {}) => {
    const calls: { family: string; chars: string[] }[] = [];
    const load = vi.fn(async (family: string, chars: string[]) => {
      calls.push({ family, chars });
      if (options.fail) throw new Error('offline');
    });
    return { calls, load, loader: createSubsetLoader({ load, delayMs: 250, chunkSize: options.chunkSize }) };
  };

  it('asks once per pause, with the basic set on a family’s first request, sorted', async () => {
    const { calls, loader } = setup();
    loader.note('KaiTi', '一等奖');
    vi.advanceTimersByTime(200);
    loader.note('KaiTi', '一等奖 A1');
    loader.note('SimSun', '证书');
    vi.advanceTimersByTime(249);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.family)).toEqual(['KaiTi', 'SimSun']);
    const kai = calls[0]!.chars;
    expect(kai).toEqual(expect.arrayContaining([...BASIC_CHARS, '一', '等', '奖']));
    expect(kai.length).toBe(BASIC_CHARS.length + 3);
    expect(kai).toEqual([...kai].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!));
  });

  it('asks later only for characters not asked before, and not at all for known ones', async () => {
    const { calls, loader } = setup();
    loader.note('KaiTi', '一等奖');
    vi.runAllTimers();
    loader.note('KaiTi', '一等奖A');
    vi.runAllTimers();
    expect(calls.length).toBe(1);
    loader.note('KaiTi', '二等奖\n');
    vi.runAllTimers();
    expect(calls[1]).toEqual({ family: 'KaiTi', chars: ['二'] });
  });

  it('splits many new characters into chunks', async () => {
    const { calls, loader } = setup({ chunkSize: 50 });
    loader.note('FangSong', '');
    vi.runAllTimers();
    expect(calls.map((c) => c.chars.length)).toEqual([50, 50, BASIC_CHARS.length - 100]);
  });

  it('says when a text’s characters have settled, and tells subscribers', async () => {
    const { loader } = setup();
    const listener = vi.fn();
    loader.subscribe(listener);
    loader.note('KaiTi', '一等奖');
    expect(loader.isSettled('KaiTi', '一等奖')).toBe(false);
    vi.runAllTimers();
    await vi.waitFor(() => expect(loader.isSettled('KaiTi', '一 等\n奖')).toBe(true));
    expect(listener).toHaveBeenCalled();
    expect(loader.version()).toBeGreaterThan(0);
    expect(loader.isSettled('KaiTi', '二')).toBe(false);
  });

  it('settles failed characters too and does not ask for them again', async () => {
    const { calls, loader } = setup({ fail: true });
    loader.note('SimHei', '荣誉');
    vi.runAllTimers();
    await vi.waitFor(() => expect(loader.isSettled('SimHei', '荣誉')).toBe(true));
    loader.note('SimHei', '荣誉');
    vi.runAllTimers();
    expect(calls.length).toBe(1);
  });
});
