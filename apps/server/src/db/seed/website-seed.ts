import type { WebsiteSetting } from '@podium/contracts';
import { DEFAULT_PAGE_TITLE } from '@podium/contracts';

/** The demo tenant's portal: navigation, wording and banners as an organiser would set them up. */
export const DEMO_SITE = {
  title: DEFAULT_PAGE_TITLE,
  description:
    '高校学生竞赛网是面向高校与中小学的竞赛服务平台，提供竞赛发布、报名组队、作品提交、专家评审、证书查询等一站式服务。',
  logoUrl: '/logo.svg',
  iconUrl: '/favicon.svg',
  templateType: 'default',
  wording: { submitButton: 'work', workSelectLabel: 'individualTeam', signUpItemLabel: 'event' },
  navigationSettings: [
    { name: '首页', tem: 'home', children: [] },
    {
      name: '竞赛中心',
      tem: 'competition',
      children: [
        { path: '/home/competition', dictValue: 'all', name: '全部竞赛' },
        { path: '/home/zjCompetition', dictValue: 'provincial', name: '省级竞赛' },
      ],
    },
    {
      name: '新闻动态',
      tem: 'news',
      children: [
        { path: '/home/news/newsList', dictValue: '1', name: '通知公告' },
        { path: '/home/news/competitionInfo', dictValue: '2', name: '竞赛资讯' },
        { path: '/home/news/previousWorks', dictValue: '3', name: '往届作品' },
        { path: '/home/news/competitionGuide', dictValue: '4', name: '参赛指南' },
      ],
    },
    {
      name: '证书查询',
      tem: 'certificate',
      children: [{ path: '/home/certificate/search', dictValue: '', name: '证书查询' }],
    },
    {
      name: '平台介绍',
      tem: 'intro',
      children: [{ path: '/home/introductionPlatform', dictValue: '', name: '平台介绍' }],
    },
  ],
  banners: [
    { imageUrl: '', link: '/home/competition', title: '2026 全国大学生创新创业竞赛火热报名中' },
    { imageUrl: '', link: '/home/certificate/search', title: '获奖证书在线查询与验证' },
  ],
} satisfies Omit<WebsiteSetting, 'groupId'>;
