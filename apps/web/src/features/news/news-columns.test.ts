import type { WebsiteSetting } from '@podium/contracts';
import { describe, expect, it } from 'vitest';
import { newsColumnsOf } from './news-columns.ts';

const settings = {
  navigationSettings: [
    {
      name: '新闻动态',
      nameEn: 'News',
      tem: 'news',
      children: [
        { path: '/home/news/newsList', dictValue: '1', name: '通知公告', nameEn: 'Notices' },
        { path: '/home/news/previousWorks', dictValue: '3', name: '往届作品', nameEn: '' },
      ],
    },
  ],
} as unknown as WebsiteSetting;

describe('news columns', () => {
  it('names columns in Chinese by default and in English where the navigation has English names', () => {
    expect(newsColumnsOf(settings).map((c) => [c.name, c.parName])).toEqual([
      ['通知公告', '新闻动态'],
      ['往届作品', '新闻动态'],
    ]);
    expect(newsColumnsOf(settings, 'en').map((c) => [c.name, c.parName])).toEqual([
      ['Notices', 'News'],
      ['往届作品', 'News'],
    ]);
  });
});
