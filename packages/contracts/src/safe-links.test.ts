import { describe, expect, it } from 'vitest';
import { imageUrl, sitePath, urlOrPath } from './safe-links.ts';

describe('sitePath', () => {
  it.each(['/', '/news', '/news?type=1', '/a/b#top', '/%2F'])('accepts the same-origin path %s', (path) => {
    expect(sitePath.safeParse(path).success).toBe(true);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/news\\..\\x',
    'https://evil.example',
    'javascript:alert(1)',
    'news',
    '/a b',
    '',
  ])('refuses %s, which a browser could take off-site', (path) => {
    expect(sitePath.safeParse(path).success).toBe(false);
  });
});

describe('urlOrPath and imageUrl', () => {
  it.each(['', '/profile/avatar/1.png', 'https://cdn.example.edu.cn/a.png', 'http://x.cn'])(
    'accept %s',
    (value) => {
      expect(urlOrPath.safeParse(value).success).toBe(true);
      expect(imageUrl.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https:///nohost',
    'ftp://x.cn/a.png',
  ])('refuse %s', (value) => {
    expect(imageUrl.safeParse(value).success).toBe(false);
  });
});
