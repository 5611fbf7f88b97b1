import { eq, inArray } from 'drizzle-orm';
import { awardEntries, awardLevels, awardLists, competitions, enrollMembers } from '../../db/schema/index.ts';
import { defineNotifyRule, type Notice } from '../../platform/notify/index.ts';

// An award list published: each winner (the line's person, or every member of the line's team) reads their
// own award. One notice per award level, so each person reads the level they won.
defineNotifyRule('award.given', async ({ tx, data }) => {
  const [list] = await tx
    .select({ name: awardLists.name, competition: competitions.name })
    .from(awardLists)
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
    .where(eq(awardLists.id, data.listId));
  if (!list) return [];
  const lines = await tx
    .select({ userId: awardEntries.userId, teamId: awardEntries.teamId, level: awardLevels.name })
    .from(awardEntries)
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .where(eq(awardEntries.listId, data.listId));
  const teamIds = [...new Set(lines.flatMap((l) => (l.teamId === null ? [] : [l.teamId])))];
  const members = teamIds.length
    ? await tx
        .select({ teamId: enrollMembers.teamId, userId: enrollMembers.userId })
        .from(enrollMembers)
        .where(inArray(enrollMembers.teamId, teamIds))
    : [];
  const byLevel = new Map<string, Set<number>>();
  for (const line of lines) {
    const people = byLevel.get(line.level) ?? new Set<number>();
    if (line.userId !== null) people.add(line.userId);
    for (const m of members) if (m.teamId === line.teamId) people.add(m.userId);
    byLevel.set(line.level, people);
  }
  return [...byLevel].map(([level, people]): Notice => ({
    userIds: [...people],
    topic: 'competition',
    title: { zh: '获奖通知', en: 'You won an award' },
    body: {
      zh: `恭喜！您在 ${list.competition}（${list.name}）中获得「${level}」。`,
      en: `Congratulations! You won "${level}" in ${list.competition} (${list.name}).`,
    },
    link: '/center/reward',
  }));
});
