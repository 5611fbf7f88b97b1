import { productTrials, subscribeMessages, userSubscriptions } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Demo data of the website domain: subscriptions and a few messages for the demo students (topics from
 * the dictionary seed's sys_subscribe_topic), and two trial requests to follow up.
 */
export const seedWebsiteExtras = async ({ tx, base }: SeedContext): Promise<void> => {
  const student = base.users.student.id;
  await tx
    .insert(userSubscriptions)
    .values({ userId: student, topics: ['competition', 'review'], channels: ['site', 'email'] });
  await tx.insert(subscribeMessages).values([
    {
      publicId: newPublicId(),
      userId: student,
      topic: 'competition',
      title: '2026 全国大学生创新创业竞赛开始报名',
      content: '报名截止时间为 2026 年 5 月 31 日。',
      link: '/home/competition',
    },
    {
      publicId: newPublicId(),
      userId: student,
      topic: 'review',
      title: '校赛初审结果已公布',
      content: '请登录个人中心查看作品评审结果。',
      link: '/center/work',
      readAt: new Date(),
    },
    {
      publicId: newPublicId(),
      userId: base.users.student2.id,
      topic: 'news',
      title: '平台使用手册已更新',
      link: '/manual',
    },
  ]);

  await tx.insert(productTrials).values([
    {
      publicId: newPublicId(),
      schoolName: '北海职业学院',
      contactName: '刘老师',
      phone: '13900001111',
      email: 'liu@beihai.example.edu.cn',
      message: '希望试用竞赛报名与评审功能。',
    },
    {
      publicId: newPublicId(),
      schoolName: '东山实验中学',
      contactName: '陈主任',
      phone: '13700002222',
      message: '科技节需要在线报名。',
      status: 'contacted',
      followUp: '已电话沟通，下周演示。',
    },
  ]);
};
