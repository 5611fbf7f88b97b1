import { eq } from 'drizzle-orm';
import { createAwardWinnerTemplate } from '@podium/certificate';
import {
  awardEntries,
  awardLevels,
  awardLists,
  certBatches,
  certificateDownloads,
  certificates,
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
  reviewSettings,
  userRoles,
  users,
} from '../../../schema/index.ts';
import type { Db } from '../../../../platform/db.ts';
import { newPublicId } from '../../../../platform/ids.ts';
import { prepareCertificates } from '../../../../modules/certificates/cert-issue.ts';
import { DEFAULT_COLUMNS } from '../../../../modules/review/settings.ts';
import { demoSiteOrigin } from '../certificates.ts';
import type { SeedContext } from '../seed-context.ts';
import { chinaDay, DAY, HOUR, PAST } from './calendar.ts';
import { chunks } from './chunks.ts';
import type { Edition } from './editions.ts';
import { COMMENTS } from './names.ts';
import type { PlannedTeam, Student } from './plan.ts';
import type { Random } from './random.ts';

/**
 * The finished edition's judges: temporary experts of that edition, each with an account (no score comes
 * from 无账号).
 */
const JUDGES = [
  {
    username: 'judge01',
    name: '钟立衡',
    title: '教授',
    organisation: '国家物联网标准化研究中心',
    fields: ['hardware'],
  },
  {
    username: 'judge02',
    name: '顾晓岚',
    title: '高级工程师',
    organisation: '江南智造科技有限公司',
    fields: ['hardware', 'software'],
  },
  {
    username: 'judge03',
    name: '梁振华',
    title: '副教授',
    organisation: '华中信息技术研究院',
    fields: ['software'],
  },
  {
    username: 'judge04',
    name: '姚佩玲',
    title: '研究员',
    organisation: '智慧城市产业联盟',
    fields: ['software', 'hardware'],
  },
];

/** Expert fields by item, as distribution would match them. */
const FIELD_OF_ITEM = ['hardware', 'software', 'hardware', 'ai'];

/**
 * The finished edition's review, awards and certificates: two expert groups of two new judges score every
 * handed-in work inside the review window, the best two fifths win an award, and the award list's certificates
 * are issued through the issuing code (numbers, codes, signatures), a few days apart, then downloaded; one
 * was revoked later and issued again.
 */
export const seedPastReview = async (
  { tx, base }: SeedContext,
  input: {
    plan: { teams: PlannedTeam[]; teamIds: number[]; studentIds: number[]; students: Student[]; rng: Random };
    competition: Edition;
    passwordHash: string;
    at: (days: number) => Date;
  },
) => {
  const { teams, teamIds, studentIds, students, rng } = input.plan;
  const { competition, at } = input;
  const stage = competition.stages[0]!;
  const organizer = base.groups.organizer;
  const reviewStart = stage.reviewStart!.getTime();
  const reviewEnd = stage.reviewEnd!.getTime();

  const judgeUsers = await tx
    .insert(users)
    .values(
      JUDGES.map((j) => ({
        publicId: newPublicId(),
        username: j.username,
        passwordHash: input.passwordHash,
        realName: j.name,
        userType: 'expert',
        groupId: organizer.id,
        email: `${j.username}@podium.local`,
      })),
    )
    .returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values(judgeUsers.map((u) => ({ userId: u.id, roleId: base.roles.expert, groupId: organizer.id })));
  const judges = await tx
    .insert(experts)
    .values(
      JUDGES.map((j, i) => ({
        publicId: newPublicId(),
        groupId: organizer.id,
        userId: judgeUsers[i]!.id,
        name: j.name,
        title: j.title,
        organisation: j.organisation,
        fields: j.fields,
        email: `${j.username}@podium.local`,
        // Engaged for this edition only: their access ended a week after its review closed, so no other
        // competition's distribution draws on them.
        temporaryCompetitionId: competition.id,
        accessEndsAt: new Date(reviewEnd + 7 * DAY),
      })),
    )
    .returning({ id: experts.id });
  const panels = await tx
    .insert(expertGroups)
    .values([
      { publicId: newPublicId(), stageId: stage.id, name: '评审一组', captainExpertId: judges[0]!.id },
      { publicId: newPublicId(), stageId: stage.id, name: '评审二组', captainExpertId: judges[2]!.id },
    ])
    .returning({ id: expertGroups.id });
  const panelJudges = [
    [judges[0]!.id, judges[1]!.id],
    [judges[2]!.id, judges[3]!.id],
  ];
  await tx
    .insert(expertGroupMembers)
    .values(
      panelJudges.flatMap((ids, g) => ids.map((expertId) => ({ expertGroupId: panels[g]!.id, expertId }))),
    );
  await tx.insert(reviewSettings).values({
    stageId: stage.id,
    reviewType: 'online',
    blind: true,
    expertsPerEntry: 2,
    perExpertCap: 150,
    finalMethod: 'mean',
    columns: DEFAULT_COLUMNS,
  });

  // Every handed-in work of the edition is an entry of its item's panel; both judges score it.
  const scored = teams.flatMap((t, i) => (t.edition === 0 && t.work ? [i] : []));
  if (scored.length === 0) return;
  const panelOf = (i: number) => (teams[i]!.item < 2 ? 0 : 1);
  const entries = await tx
    .insert(reviewEntries)
    .values(
      scored.map((i) => ({
        publicId: newPublicId(),
        stageId: stage.id,
        teamId: teamIds[i]!,
        field: FIELD_OF_ITEM[teams[i]!.item]!,
        expertGroupId: panels[panelOf(i)]!.id,
        createdAt: new Date(reviewStart - DAY / 2),
      })),
    )
    .returning({ id: reviewEntries.id });
  // A judge's leaning: one lenient, one strict.
  const leaning = [1.5, -0.5, 0, -2.5];
  const totals = new Map<number, number[]>();
  const assignments = scored.flatMap((i, n) => {
    const quality = Math.min(97, 48 + 16 * (rng.next() + rng.next() + rng.next()));
    return panelJudges[panelOf(i)]!.map((expertId) => {
      const judge = judges.findIndex((j) => j.id === expertId);
      const createdAt = new Date(reviewStart + rng.int(6 * 60) * 60_000);
      if (rng.next() < 0.02)
        return {
          publicId: newPublicId(),
          entryId: entries[n]!.id,
          expertId,
          source: 'auto',
          status: 'abstained',
          abstainReason: '与参赛队伍所在学校存在合作关系，申请回避。',
          createdAt,
          updatedAt: createdAt,
        };
      const total =
        Math.round(2 * Math.max(35, Math.min(99, quality + leaning[judge]! + (rng.next() - 0.5) * 9))) / 2;
      const innovation = Math.min(40, Math.round(total * 0.4));
      const feasibility = Math.min(30, Math.round(total * 0.3));
      const scores = { innovation, feasibility, presentation: total - innovation - feasibility };
      totals.set(i, [...(totals.get(i) ?? []), total]);
      const submittedAt = new Date(
        reviewStart + DAY / 2 + rng.next() ** 0.8 * (reviewEnd - reviewStart - DAY),
      );
      return {
        publicId: newPublicId(),
        entryId: entries[n]!.id,
        expertId,
        source: 'auto',
        status: 'submitted',
        scores,
        comments: { presentation: rng.pick(COMMENTS) },
        total,
        submittedAt,
        createdAt,
        updatedAt: submittedAt,
      };
    });
  });
  for (const part of chunks(assignments)) await tx.insert(reviewAssignments).values(part);

  // Awards: the best two fifths by mean score, announced after the review window closed.
  const ranked = [...totals.entries()]
    .map(([i, list]) => ({ i, mean: list.reduce((s, x) => s + x, 0) / list.length }))
    .sort((a, b) => b.mean - a.mean || a.i - b.i);
  const awardedAt = at(PAST.awarded);
  const levels = await tx
    .insert(awardLevels)
    .values(
      (
        [
          ['first', '一等奖'],
          ['second', '二等奖'],
          ['third', '三等奖'],
          ['excellent', '优秀奖'],
        ] as const
      ).map(([kind, name], orderNum) => ({
        publicId: newPublicId(),
        groupId: organizer.id,
        competitionId: competition.id,
        stageId: stage.id,
        kind,
        name,
        orderNum,
        createdAt: awardedAt,
      })),
    )
    .returning({ id: awardLevels.id, name: awardLevels.name });
  const [list] = await tx
    .insert(awardLists)
    .values({
      publicId: newPublicId(),
      groupId: organizer.id,
      competitionId: competition.id,
      stageId: stage.id,
      name: `${competition.name}获奖名单`,
      published: true,
      publishedAt: awardedAt,
      createdBy: base.users.organizer.id,
      createdAt: awardedAt,
      updatedAt: awardedAt,
    })
    .returning();
  const quota = [0.04, 0.08, 0.12, 0.16];
  const winners = ranked.slice(0, Math.round(ranked.length * quota.reduce((s, q) => s + q, 0)));
  const levelOf = (rank: number) => {
    let bound = 0;
    for (const [l, q] of quota.entries()) if (rank < (bound += Math.round(ranked.length * q))) return l;
    return quota.length - 1;
  };
  const awardRows = await tx
    .insert(awardEntries)
    .values(
      winners.map(({ i, mean }, rank) => {
        const t = teams[i]!;
        return {
          publicId: newPublicId(),
          listId: list!.id,
          groupId: organizer.id,
          levelId: levels[levelOf(rank)]!.id,
          teamId: teamIds[i]!,
          userId: studentIds[t.members[0]!]!,
          winnerName: students[t.members[0]!]!.realName,
          schoolName: t.school.name,
          memberNames: t.members.map((m) => students[m]!.realName).join('、'),
          teamName: t.name,
          workName: t.work!.title,
          score: mean.toFixed(2),
          rank: rank + 1,
          createdAt: awardedAt,
          updatedAt: awardedAt,
        };
      }),
    )
    .returning({ id: awardEntries.id });

  // Certificates through the issuing code, handed out over the days after the announcement.
  const [batch] = await tx
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId: organizer.id,
      competitionId: competition.id,
      listId: list!.id,
      title: '物联网挑战赛获奖证书',
      design: { ...createAwardWinnerTemplate(), title: '物联网挑战赛获奖证书' },
      status: 'sent',
      checkedBy: base.users.admin.id,
      checkedAt: awardedAt,
      siteOrigin: demoSiteOrigin(),
      createdBy: base.users.organizer.id,
      createdAt: awardedAt,
    })
    .returning();
  const { fresh } = await prepareCertificates(
    tx as unknown as Db,
    batch!,
    awardRows.map((r) => r.id),
  );
  const issued = await tx
    .insert(certificates)
    .values(
      fresh.map((c, n) => ({
        ...c,
        issuedAt: new Date(awardedAt.getTime() + (1 + (n % 4)) * DAY + rng.int(8 * 60) * 60_000),
      })),
    )
    .returning({ id: certificates.id, issuedAt: certificates.issuedAt });
  // One winner's name was misspelt: that certificate was revoked three weeks later and a new one issued.
  const revoked = issued[issued.length - 1];
  if (revoked) {
    const revokedAt = new Date(revoked.issuedAt.getTime() + 21 * DAY);
    await tx
      .update(certificates)
      .set({ status: 'revoked', revokeReason: '获奖者姓名录入有误，已重新颁发。', revokedAt })
      .where(eq(certificates.id, revoked.id));
    const again = await prepareCertificates(
      tx as unknown as Db,
      batch!,
      [fresh[issued.length - 1]!.entryId],
      {
        replacesId: revoked.id,
      },
    );
    await tx
      .insert(certificates)
      .values(again.fresh.map((c) => ({ ...c, issuedAt: new Date(revokedAt.getTime() + HOUR) })));
  }
  // Winners download their certificates: most within days, some again weeks later.
  const downloads = issued.flatMap((c) => {
    if (c === revoked || rng.next() > 0.75) return [];
    const days = new Set([chinaDay(new Date(c.issuedAt.getTime() + rng.int(4) * DAY))]);
    if (rng.next() < 0.35) days.add(chinaDay(new Date(c.issuedAt.getTime() + (7 + rng.int(40)) * DAY)));
    return [...days].map((day) => ({ certificateId: c.id, day }));
  });
  if (downloads.length) await tx.insert(certificateDownloads).values(downloads);
};
