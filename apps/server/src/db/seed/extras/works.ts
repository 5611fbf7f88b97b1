import { and, eq } from 'drizzle-orm';
import {
  competitionGroups,
  competitionItems,
  competitions,
  competitionStages,
  enrollMembers,
  enrollTeams,
  files,
  roles,
  workFiles,
  workVersions,
  works,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { DEMO_DOCUMENTS, sha256Of } from '../../../modules/works/demo-documents.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Works demo: `student` (东海大学) and `student2` (西山理工学院) signed up (approved) for the individual
 * competition 东海杯 in its submission window and handed in papers; `student` twice (two versions).
 * The organiser may also choose what share pages show (works:edit).
 */
export const seedWorks = async ({ tx, base }: SeedContext): Promise<void> => {
  const [organizer] = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, base.roles.organizer));
  await tx
    .update(roles)
    .set({ permissions: [...new Set([...(organizer?.permissions ?? []), 'works:list', 'works:edit'])] })
    .where(eq(roles.id, base.roles.organizer));

  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.name, '第十二届东海杯大学生数学建模挑战赛'));
  if (!competition) return;
  const [stage] = await tx
    .select()
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competition.id))
    .orderBy(competitionStages.orderNum)
    .limit(1);
  const items = await tx
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competition.id))
    .orderBy(competitionItems.orderNum);
  const [undergrad] = await tx
    .select({ id: competitionGroups.id })
    .from(competitionGroups)
    .where(and(eq(competitionGroups.competitionId, competition.id), eq(competitionGroups.name, '本科组')));
  if (!stage || items.length < 2) return;
  // The guide asks for the paper and its supporting material: two files per work.
  await tx.update(competitionStages).set({ workMaxCount: 2 }).where(eq(competitionStages.id, stage.id));

  const now = Date.now();
  const entries = [
    {
      user: base.users.student,
      name: '李同学',
      school: base.groups.schoolA.id,
      item: items[0]!.id,
      versions: [
        {
          title: '城市交通流量预测模型（初稿）',
          summary: '基于季节性 ARIMA 的交通流量预测。',
          doc: 'studentV1',
          name: '论文-初稿.pdf',
          daysAgo: 3,
        },
        {
          title: '城市交通流量预测模型',
          summary: '季节性 ARIMA 与梯度提升残差修正的组合预测模型。',
          doc: 'studentV2',
          name: '论文-终稿.pdf',
          daysAgo: 1,
        },
      ],
    },
    {
      user: base.users.student2,
      name: '周同学',
      school: base.groups.schoolB.id,
      item: items[1]!.id,
      versions: [
        {
          title: '新能源电站选址的多目标优化',
          summary: '以多目标整数规划求解电站选址。',
          doc: 'student2',
          name: '论文.pdf',
          daysAgo: 2,
        },
      ],
    },
  ] as const;

  for (const entry of entries) {
    const [team] = await tx
      .insert(enrollTeams)
      .values({
        publicId: newPublicId(),
        competitionId: competition.id,
        stageId: stage.id,
        itemId: entry.item,
        participantGroupId: undergrad?.id ?? null,
        schoolGroupId: entry.school,
        captainId: entry.user.id,
        name: entry.name,
        status: 'approved',
        source: 'self',
        createdAt: new Date(now - 20 * DAY),
      })
      .returning({ id: enrollTeams.id });
    await tx.insert(enrollMembers).values({
      teamId: team!.id,
      userId: entry.user.id,
      competitionId: competition.id,
      itemId: entry.item,
      role: 'captain',
    });
    const last = entry.versions[entry.versions.length - 1]!;
    const [work] = await tx
      .insert(works)
      .values({
        publicId: newPublicId(),
        teamId: team!.id,
        competitionId: competition.id,
        stageId: stage.id,
        schoolGroupId: entry.school,
        title: last.title,
        versionCount: entry.versions.length,
        shareId: newPublicId(),
        // The first demo work shows its team and abstract on the share page; its files stay private.
        publicParts: entry.user === base.users.student ? ['team', 'fields'] : [],
        updatedAt: new Date(now - last.daysAgo * DAY),
      })
      .returning({ id: works.id });
    let currentVersionId = 0;
    for (const [index, version] of entry.versions.entries()) {
      const buffer = DEMO_DOCUMENTS[version.doc];
      const [file] = await tx
        .insert(files)
        .values({
          publicId: newPublicId(),
          // A placeholder key: the app writes the bytes and the real key at start (demo-documents.ts).
          storageKey: newPublicId(),
          ownerId: entry.user.id,
          groupId: entry.school,
          purpose: 'workFile',
          originalName: version.name,
          size: buffer.length,
          sha256: sha256Of(buffer),
          mime: 'application/pdf',
        })
        .returning({ id: files.id });
      const [row] = await tx
        .insert(workVersions)
        .values({
          publicId: newPublicId(),
          workId: work!.id,
          versionNo: index + 1,
          title: version.title,
          fields: { summary: version.summary },
          submittedBy: entry.user.id,
          createdAt: new Date(now - version.daysAgo * DAY),
        })
        .returning({ id: workVersions.id });
      await tx.insert(workFiles).values({ versionId: row!.id, fileId: file!.id, workId: work!.id });
      currentVersionId = row!.id;
    }
    await tx.update(works).set({ currentVersionId }).where(eq(works.id, work!.id));
  }
};
