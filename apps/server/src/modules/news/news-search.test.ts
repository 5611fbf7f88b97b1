import { describe, expect, it } from 'vitest';
import { segmentKeyword, snippetAround } from './news-search.ts';

describe('segmentKeyword', () => {
  it('splits a Chinese phrase into words and drops function words', () => {
    const terms = segmentKeyword('大学生创新竞赛的报名');
    expect(terms).toEqual(expect.arrayContaining(['大学生', '创新', '竞赛', '报名']));
    expect(terms).not.toContain('的');
  });

  it('keeps a one-character search and ignores punctuation', () => {
    expect(segmentKeyword('赛')).toEqual(['赛']);
    expect(segmentKeyword('，。！')).toEqual([]);
    expect(segmentKeyword('  ')).toEqual([]);
  });
});

describe('snippetAround', () => {
  it('shows the passage around the first match with ellipses', () => {
    const text = `${'前'.repeat(100)}报名截止时间为十月${'后'.repeat(100)}`;
    const snippet = snippetAround(text, ['报名'], 40);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('报名截止');
    expect(snippet.endsWith('…')).toBe(true);
  });
});
