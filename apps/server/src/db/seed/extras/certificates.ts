import { and, eq } from 'drizzle-orm';
import { createAwardWinnerTemplate } from '@podium/certificate';
import {
  awardEntries,
  awardLevels,
  awardLists,
  certBatches,
  certificates,
  competitions,
  competitionStages,
  roles,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { Db } from '../../../platform/db.ts';
import { issueCertificate } from '../../../modules/certificates/cert-issue.ts';
import type { SeedContext } from './seed-context.ts';
import { seedWinningEntrants } from './finished-entrants.ts';

const ORGANIZER_AWARD_PERMS = ['reward:edit', 'reward:publish', 'certificate:revoke'];
/**
 * Where the demo certificates' QR codes point: the public address the product is reached at
 * (`PUBLIC_ORIGIN`), else this server on its own port (`PORT`), as `npm start` serves it.
 */
export const demoSiteOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');

/**
 * Awards of the finished demo competition (高校学生创意设计大赛): its levels, a published award list
 * with `student` and `student2` among the winners, a certificate batch made from the award-winner
 * template, checked and sent, and the certificates issued through the same code as the send job
 * (their PDFs are rendered on first download, keeping the seed quick).
 */
export const seedCertificates = async (ctx: SeedContext): Promise<void> => {
  const { tx, base } = ctx;
  const [organizer] = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, base.roles.organizer));
  const permissions = [...new Set([...(organizer?.permissions ?? []), ...ORGANIZER_AWARD_PERMS])];
  await tx.update(roles).set({ permissions }).where(eq(roles.id, base.roles.organizer));

  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.shortName, '创意设计赛'), eq(competitions.groupId, base.groups.organizer.id)));
  if (!competition) return;
  const [stage] = await tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competition.id));
  const groupId = base.groups.organizer.id;
  // Every line names a team that signed up and handed in the work the line names.
  const teamIds = await seedWinningEntrants(ctx, competition.id);

  const levelIds: Record<string, number> = {};
  const levels = [
    ['first', '一等奖'],
    ['second', '二等奖'],
    ['third', '三等奖'],
    ['excellent', '优秀奖'],
    ['advisor', '优秀指导教师奖'],
  ] as const;
  for (const [orderNum, [kind, name]] of levels.entries()) {
    const [row] = await tx
      .insert(awardLevels)
      .values({
        publicId: newPublicId(),
        groupId,
        competitionId: competition.id,
        stageId: stage?.id ?? null,
        kind,
        name,
        orderNum,
      })
      .returning({ id: awardLevels.id });
    levelIds[kind] = row!.id;
  }
  // Announced at the award ceremony (competition.ts: 120 days ago), after the review window closed.
  const awardedAt = new Date(Date.now() - 120 * 86_400_000);
  const [list] = await tx
    .insert(awardLists)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: competition.id,
      stageId: stage?.id ?? null,
      name: '高校学生创意设计大赛获奖名单',
      published: true,
      publishedAt: awardedAt,
      createdBy: base.users.organizer.id,
    })
    .returning();
  const lines = [
    {
      level: 'first',
      userId: base.users.student.id,
      winnerName: '李同学',
      teamName: '山海新编工作室',
      schoolName: '东海大学',
      memberNames: '李同学',
      teacherNames: '钱老师',
      workName: '山海经新编系列海报',
      score: '95.50',
      rank: 1,
    },
    {
      level: 'second',
      userId: base.users.student2.id,
      winnerName: '周同学',
      teamName: '校园导览小组',
      schoolName: '西山理工学院',
      memberNames: '周同学',
      teacherNames: '',
      workName: '校园导览交互原型',
      score: '90.00',
      rank: 2,
    },
    {
      level: 'third',
      userId: null,
      winnerName: '欧阳娜娜',
      teamName: '青瓷文创组',
      schoolName: '东海大学',
      memberNames: '欧阳娜娜、王小川',
      teacherNames: '',
      workName: '青瓷文创茶具',
      score: '86.00',
      rank: 3,
    },
    {
      level: 'excellent',
      userId: null,
      winnerName: '陈思琰',
      teamName: '节气字体组',
      schoolName: '西山理工学院',
      memberNames: '陈思琰',
      teacherNames: '',
      workName: '节气字体设计',
      score: '80.50',
      rank: 4,
    },
  ] as const;
  const entryIds: number[] = [];
  for (const line of lines) {
    const { level, ...values } = line;
    const [row] = await tx
      .insert(awardEntries)
      .values({
        ...values,
        teamId: teamIds.get(values.teamName) ?? null,
        publicId: newPublicId(),
        listId: list!.id,
        groupId,
        levelId: levelIds[level]!,
      })
      .returning({ id: awardEntries.id });
    entryIds.push(row!.id);
  }

  const design = { ...createAwardWinnerTemplate(), title: '创意设计大赛获奖证书' };
  const [batch] = await tx
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: competition.id,
      listId: list!.id,
      title: '创意设计大赛获奖证书',
      design,
      status: 'sent',
      checkedBy: base.users.admin.id,
      checkedAt: awardedAt,
      siteOrigin: demoSiteOrigin(),
      createdBy: base.users.organizer.id,
    })
    .returning();
  for (const entryId of entryIds) await issueCertificate(tx as unknown as Db, batch!, entryId);
  // Handed out at the ceremony, not at seeding time.
  await tx.update(certificates).set({ issuedAt: awardedAt }).where(eq(certificates.batchId, batch!.id));
};
