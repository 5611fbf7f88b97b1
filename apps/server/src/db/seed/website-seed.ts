import type { WebsiteSetting } from '@podium/contracts';
import { DEFAULT_PAGE_TITLE } from '@podium/contracts';
import {
  DEMO_PRIVACY_POLICY,
  DEMO_PRIVACY_POLICY_EN,
  DEMO_USER_AGREEMENT,
  DEMO_USER_AGREEMENT_EN,
} from './site-documents.ts';

/** The demo tenant's portal: navigation, wording and banners as an organiser would set them up. */
export const DEMO_SITE = {
  title: DEFAULT_PAGE_TITLE,
  titleEn: 'University Student Competitions — better competitions, more innovators',
  description:
    '高校学生竞赛网是面向高校与中小学的竞赛服务平台，提供竞赛发布、报名组队、作品提交、专家评审、证书查询等一站式服务。',
  descriptionEn:
    'University Student Competitions serves universities and schools end to end: publishing competitions, sign-up and teams, submitting works, expert review and certificate look-up.',
  footer: '主办：高校学生竞赛网运营中心\n联系邮箱：service@podium.local',
  footerEn: 'Run by the University Student Competitions office\nContact: service@podium.local',
  userAgreement: DEMO_USER_AGREEMENT,
  userAgreementEn: DEMO_USER_AGREEMENT_EN,
  privacyPolicy: DEMO_PRIVACY_POLICY,
  privacyPolicyEn: DEMO_PRIVACY_POLICY_EN,
  logoUrl: '/logo.svg',
  iconUrl: '/favicon.svg',
  templateType: 'default',
  wording: { submitButton: 'work', workSelectLabel: 'individualTeam', signUpItemLabel: 'event' },
  navigationSettings: [
    { name: '首页', nameEn: 'Home', tem: 'home', children: [] },
    {
      name: '竞赛中心',
      nameEn: 'Competitions',
      tem: 'competition',
      children: [
        { path: '/home/competition', dictValue: 'all', name: '全部竞赛', nameEn: 'All competitions' },
        {
          path: '/home/competition',
          dictValue: 'provincial',
          name: '省级竞赛',
          nameEn: 'Provincial competitions',
        },
        { path: '/home/zjCompetition', dictValue: '', name: '竞赛报名入口', nameEn: 'Sign-up entrance' },
      ],
    },
    {
      name: '新闻动态',
      nameEn: 'News',
      tem: 'news',
      children: [
        { path: '/home/news/newsList', dictValue: '1', name: '通知公告', nameEn: 'Notices' },
        { path: '/home/news/competitionInfo', dictValue: '2', name: '竞赛资讯', nameEn: 'Competition news' },
        { path: '/home/news/previousWorks', dictValue: '3', name: '往届作品', nameEn: 'Past works' },
        { path: '/home/news/competitionGuide', dictValue: '4', name: '参赛指南', nameEn: 'Guides' },
      ],
    },
    {
      name: '证书查询',
      nameEn: 'Certificates',
      tem: 'certificate',
      children: [
        { path: '/home/certificate/search', dictValue: '', name: '证书查询', nameEn: 'Certificates' },
      ],
    },
    {
      name: '平台介绍',
      nameEn: 'About',
      tem: 'intro',
      children: [{ path: '/home/introductionPlatform', dictValue: '', name: '平台介绍', nameEn: 'About' }],
    },
  ],
  banners: [
    { imageUrl: '', link: '/home/competition', title: '2026 全国大学生创新创业竞赛火热报名中' },
    { imageUrl: '', link: '/home/certificate/search', title: '获奖证书在线查询与验证' },
  ],
} satisfies Omit<WebsiteSetting, 'groupId'>;
