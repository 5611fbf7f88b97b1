import { describe, expect, it } from 'vitest';
import { pickText } from './localized-text.ts';

describe('pickText', () => {
  it('uses the English value for English readers', () => {
    expect(pickText('新闻', 'News', 'en')).toBe('News');
  });
  it('falls back to Chinese when no English value was written, and for Chinese readers', () => {
    expect(pickText('新闻', '  ', 'en')).toBe('新闻');
    expect(pickText('新闻', undefined, 'en')).toBe('新闻');
    expect(pickText('新闻', 'News', 'zh-CN')).toBe('新闻');
  });
});
