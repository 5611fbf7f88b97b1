import { describe, expect, it } from 'vitest';
import { buildNavLinks, childLink, navEntryFor } from './nav-links.ts';

const news = {
  name: '新闻动态',
  tem: 'news',
  children: [
    { path: '/home/news/newsList', dictValue: '1', name: '通知公告' },
    { path: '/home/news/competitionInfo', dictValue: '2', name: '竞赛资讯' },
  ],
};

describe('navigation links', () => {
  it('adds newsType, parName, titleName and titleTem to news links', () => {
    const url = new URL(childLink(news, news.children[0]!), 'http://x');
    expect(url.pathname).toBe('/home/news/newsList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      newsType: '1',
      parName: '新闻动态',
      titleName: '通知公告',
      titleTem: 'news',
    });
  });

  it('makes dropdowns for several children and direct links for one', () => {
    const links = buildNavLinks([
      { name: '首页', tem: 'home', children: [] },
      news,
      {
        name: '证书查询',
        tem: 'certificate',
        children: [{ path: '/home/certificate/search', dictValue: '', name: 'x' }],
      },
    ]);
    expect(links[0]?.to).toBe('/home/homepage');
    expect(links[1]?.children).toHaveLength(2);
    expect(links[2]).toMatchObject({ label: '证书查询', to: '/home/certificate/search', children: [] });
  });

  it('gives a competition entry its level, and finds the entry a page was opened from', () => {
    const competition = {
      name: '竞赛中心',
      tem: 'competition',
      children: [
        { path: '/home/competition', dictValue: 'all', name: '全部竞赛' },
        { path: '/home/competition', dictValue: 'provincial', name: '省级竞赛' },
      ],
    };
    const links = buildNavLinks([competition]);
    expect(links[0]?.children.map((c) => c.to)).toEqual([
      '/home/competition',
      '/home/competition?level=provincial',
    ]);
    expect(navEntryFor(links, '/home/competition', 'provincial')?.label).toBe('省级竞赛');
    expect(navEntryFor(links, '/home/competition', undefined)?.label).toBe('全部竞赛');
    expect(navEntryFor(links, '/home/competition', 'national')).toBeUndefined();
  });
});
