import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title.ts';

describe('documentTitle', () => {
  it('puts the page before the site', () => {
    expect(documentTitle('用户管理', '高校学生竞赛网')).toBe('用户管理 - 高校学生竞赛网');
  });
  it('is the site alone without a page name', () => {
    expect(documentTitle(undefined, 'Podium')).toBe('Podium');
    expect(documentTitle('Podium', 'Podium')).toBe('Podium');
  });
});
