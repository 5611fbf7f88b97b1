import { eq } from 'drizzle-orm';
import {
  expertApplications,
  expertCampaigns,
  expertRecommendations,
  experts,
} from '../../db/schema/index.ts';
import { defineNotifyRule } from '../../platform/notify/index.ts';

// The school person who recommended an expert hears the organiser's decision (with the reason when declined).
defineNotifyRule('expert.recommendationDecided', async ({ tx, data }) => {
  const [row] = await tx
    .select({
      name: expertRecommendations.name,
      status: expertRecommendations.status,
      reason: expertRecommendations.reason,
      createdBy: expertRecommendations.createdBy,
    })
    .from(expertRecommendations)
    .where(eq(expertRecommendations.id, data.recommendationId));
  if (!row?.createdBy || (row.status !== 'accepted' && row.status !== 'declined')) return [];
  const accepted = row.status === 'accepted';
  return [
    {
      userIds: [row.createdBy],
      topic: 'review',
      title: accepted
        ? { zh: '推荐的专家已入库', en: 'Your recommended expert was accepted' }
        : { zh: '推荐的专家未被采纳', en: 'Your expert recommendation was declined' },
      body: accepted
        ? {
            zh: `您推荐的专家 ${row.name} 已加入专家库。`,
            en: `${row.name}, whom you recommended, joined the expert library.`,
          }
        : {
            zh: `您推荐的专家 ${row.name} 未被采纳。原因：${row.reason || '未说明'}`,
            en: `Your recommendation of ${row.name} was declined. Reason: ${row.reason || 'none given'}`,
          },
      link: '/expert/recommend',
    },
  ];
});

/**
 * An expert applicant hears the organiser's decision on their application (the reason when declined). Most
 * applicants have no account: they are told by e-mail at the address they applied with; one whose expert
 * record is linked to an account is told there (site message, and e-mail as their settings say).
 */
defineNotifyRule('expert.applicationDecided', async ({ tx, data }) => {
  const [row] = await tx
    .select({
      name: expertApplications.name,
      email: expertApplications.email,
      status: expertApplications.status,
      reason: expertApplications.reason,
      campaign: expertCampaigns.title,
      accountId: experts.userId,
    })
    .from(expertApplications)
    .innerJoin(expertCampaigns, eq(expertCampaigns.id, expertApplications.campaignId))
    .leftJoin(experts, eq(experts.id, expertApplications.expertId))
    .where(eq(expertApplications.id, data.applicationId));
  if (!row || (row.status !== 'approved' && row.status !== 'rejected')) return [];
  const approved = row.status === 'approved';
  const account = row.accountId ?? null;
  if (account === null && !row.email) return [];
  return [
    {
      userIds: account === null ? [] : [account],
      guestEmails: account === null ? [row.email] : [],
      topic: 'review',
      title: approved
        ? { zh: '专家申请已通过', en: 'Your expert application was approved' }
        : { zh: '专家申请未通过', en: 'Your expert application was declined' },
      body: approved
        ? {
            zh: `${row.name}，您对「${row.campaign}」的专家申请已通过，您已加入专家库。`,
            en: `${row.name}, your application to "${row.campaign}" was approved: you joined the expert library.`,
          }
        : {
            zh: `${row.name}，您对「${row.campaign}」的专家申请未通过。原因：${row.reason || '未说明'}`,
            en: `${row.name}, your application to "${row.campaign}" was declined. Reason: ${row.reason || 'none given'}`,
          },
      link: '',
    },
  ];
});
