import { eq, inArray } from 'drizzle-orm';
import {
  competitionStages,
  competitions,
  enrollMembers,
  experts,
  reviewEntries,
} from '../../db/schema/index.ts';
import { defineNotifyRule } from '../../platform/notify/index.ts';
import { membersOfTeams } from '../enrollment/team-members.ts';
import { captainMessages } from './captain/captain.messages.ts';

// The captain's note reaches the expert whose score came back (topic review).
defineNotifyRule('review.scoreReturned', async ({ data }) => [
  {
    userIds: [data.expertUserId],
    topic: 'review',
    title: captainMessages.returnedTitle,
    body: {
      zh: `请修改后重新提交。组长意见：${data.note}`,
      en: `Please revise and submit again. The captain's note: ${data.note}`,
    },
    link: data.link,
  },
]);

// A captain's reminder: each late expert reads their own number of works still to score.
defineNotifyRule('review.expertsReminded', async ({ data }) =>
  Object.entries(data.left).map(([userId, count]) => ({
    userIds: [Number(userId)],
    topic: 'review' as const,
    title: captainMessages.reminderTitle,
    body: {
      zh: captainMessages.reminderBody.zh
        .replace('{group}', data.groupName)
        .replace('{count}', String(count)),
      en: captainMessages.reminderBody.en
        .replace('{group}', data.groupName)
        .replace('{count}', String(count)),
    },
    link: data.link,
  })),
);

// New works to score: each expert hears how many (the distribution's summary), with the link to their queue.
defineNotifyRule('review.worksAssigned', async ({ tx, data }) => {
  const ids = Object.keys(data.byExpert).map(Number);
  const rows = await tx
    .select({ id: experts.id, userId: experts.userId })
    .from(experts)
    .where(inArray(experts.id, ids));
  const [stage] = await tx
    .select({
      publicId: competitionStages.publicId,
      stage: competitionStages.name,
      competition: competitions.name,
    })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitionStages.id, data.stageId));
  if (!stage) return [];
  // One notice per count, so each expert reads their own number.
  const byCount = new Map<number, number[]>();
  for (const row of rows) {
    if (row.userId === null) continue;
    const n = data.byExpert[String(row.id)] ?? 0;
    byCount.set(n, [...(byCount.get(n) ?? []), row.userId]);
  }
  return [...byCount].map(([n, userIds]) => ({
    userIds,
    topic: 'review' as const,
    title: { zh: '有新的作品待评审', en: 'Works assigned to you' },
    body: {
      zh: `${stage.competition} · ${stage.stage}：分配给您 ${n} 件作品，请按时评审。`,
      en: `${stage.competition} · ${stage.stage}: ${n} work(s) were assigned to you to score.`,
    },
    link: `/review/competition?stageId=${stage.publicId}`,
  }));
});

// Results out: every member of every team with a work in the stage.
defineNotifyRule('results.published', async ({ tx, data }) => {
  const [stage] = await tx
    .select({ stage: competitionStages.name, competition: competitions.name })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitionStages.id, data.stageId));
  if (!stage) return [];
  const people = await tx
    .selectDistinct({ userId: enrollMembers.userId })
    .from(reviewEntries)
    .innerJoin(enrollMembers, eq(enrollMembers.teamId, reviewEntries.teamId))
    .where(eq(reviewEntries.stageId, data.stageId));
  return [
    {
      userIds: people.map((p) => p.userId),
      topic: 'competition',
      title: { zh: '评审结果已公布', en: 'Results published' },
      body: {
        zh: `${stage.competition} · ${stage.stage} 的评审结果已公布，请查看您的成绩。`,
        en: `The results of ${stage.competition} · ${stage.stage} are out: see your standing.`,
      },
      link: '/center/competition',
    },
  ];
});

// A promotion committed: the promoted teams' members are told they go on, the others that they are out.
defineNotifyRule('results.promoted', async ({ tx, data }) => {
  const stages = await tx
    .select({ id: competitionStages.id, stage: competitionStages.name, competition: competitions.name })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(inArray(competitionStages.id, [data.stageId, data.nextStageId]));
  const from = stages.find((s) => s.id === data.stageId);
  const next = stages.find((s) => s.id === data.nextStageId);
  if (!from || !next) return [];
  return [
    {
      userIds: await membersOfTeams(tx, data.promotedTeamIds),
      topic: 'competition',
      title: { zh: '恭喜晋级', en: 'You go on to the next stage' },
      body: {
        zh: `${from.competition}：您的队伍已从「${from.stage}」晋级「${next.stage}」。`,
        en: `${from.competition}: your team goes on from "${from.stage}" to "${next.stage}".`,
      },
      link: '/center/competition',
    },
    {
      userIds: await membersOfTeams(tx, data.cutTeamIds),
      topic: 'competition',
      title: { zh: '晋级结果', en: 'Stage result' },
      body: {
        zh: `${from.competition}：很遗憾，您的队伍未能从「${from.stage}」晋级。感谢参与！`,
        en: `${from.competition}: your team did not go on from "${from.stage}". Thank you for taking part.`,
      },
      link: '/center/competition',
    },
  ];
});
