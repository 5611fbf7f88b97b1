import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  enrollMembers,
  enrollTeamHistory,
  enrollTeams,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  groups,
  schoolInfos,
  userRoles,
  users,
  workVersions,
  works,
} from '../../../schema/index.ts';
import { newPublicId } from '../../../../platform/ids.ts';
import { demoDay } from '../competition.ts';
import type { SeedContext } from '../seed-context.ts';
import { DAY, HOUR } from './calendar.ts';
import { chunks } from './chunks.ts';
import { EDITION_NAMES, FEE_FEN, findEdition, type Edition } from './editions.ts';
import { seedPastReview } from './past-review.ts';
import { planSeason, SCHOOLS, type School } from './plan.ts';

/**
 * The season's people and records: about 490 students of the seven schools, their sign-ups in both
 * editions (the rollup's triggers count them as the desk would have), one order each, the works handed in,
 * and the finished edition's review, awards and certificates.
 */
export const seedStatisticsSeason = async (ctx: SeedContext): Promise<void> => {
  const { tx, base } = ctx;
  const now = Date.now();
  const at = demoDay(now);

  const schools = await tx
    .select({ id: groups.id, name: groups.name, code: groups.code, level: schoolInfos.level })
    .from(groups)
    .innerJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
    .where(and(eq(groups.type, 'school'), like(groups.path, `${base.groups.organizer.path}%`)))
    .orderBy(asc(groups.id));
  const known = schools.filter((s) => s.code !== null && SCHOOLS[s.code]) as School[];
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.student.id));
  if (known.length === 0 || !source) return;

  // One query after another: a transaction is one connection.
  const editions: Edition[] = [];
  for (const name of EDITION_NAMES) {
    const found = await findEdition(tx, base.groups.organizer.id, name);
    if (!found) return;
    editions.push(found);
  }
  const past = editions[0]!;

  const { students, teams, rng } = planSeason(known, at, now);

  // Students: one statement (the demo password hash copied), and their student role at their school.
  const studentIds: number[] = [];
  for (const part of chunks(students)) {
    const rows = await tx
      .insert(users)
      .values(
        part.map((s) => ({
          publicId: newPublicId(),
          username: s.username,
          passwordHash: source.passwordHash,
          realName: s.realName,
          userType: 'student',
          groupId: s.school.id,
          createdAt: at(s.joined),
          updatedAt: at(s.joined),
        })),
      )
      .returning({ id: users.id });
    studentIds.push(...rows.map((r) => r.id));
  }
  await tx
    .insert(userRoles)
    .values(
      students.map((s, i) => ({ userId: studentIds[i]!, roleId: base.roles.student, groupId: s.school.id })),
    );

  // Sign-ups and their members: the rollup's triggers count them as the desk would have.
  const teamRows = teams.map((t) => {
    const ed = editions[t.edition]!;
    return {
      publicId: newPublicId(),
      competitionId: ed.id,
      stageId: ed.stages[0]!.id,
      itemId: ed.items[t.item]!.id,
      participantGroupId: ed.groups[t.group]!.id,
      schoolGroupId: t.school.id,
      captainId: studentIds[t.members[0]!]!,
      name: t.name,
      status: t.status,
      source: t.source,
      rejectReason: t.reason,
      feeFen: FEE_FEN,
      memberCount: t.members.length,
      advisorCount: 0,
      createdAt: t.createdAt,
      updatedAt: t.reviewedAt ?? t.createdAt,
      reviewedBy: t.reviewedAt ? base.users.organizer.id : null,
      reviewedAt: t.reviewedAt,
    };
  });
  const teamIds: number[] = [];
  for (const part of chunks(teamRows, 300))
    teamIds.push(
      ...(await tx.insert(enrollTeams).values(part).returning({ id: enrollTeams.id })).map((r) => r.id),
    );
  const memberRows = teams.flatMap((t, i) =>
    t.members.map((m, n) => ({
      teamId: teamIds[i]!,
      userId: studentIds[m]!,
      competitionId: editions[t.edition]!.id,
      itemId: editions[t.edition]!.items[t.item]!.id,
      role: n === 0 ? 'captain' : 'member',
      createdAt: t.createdAt,
    })),
  );
  for (const part of chunks(memberRows, 600)) await tx.insert(enrollMembers).values(part);
  const decisions = teams.flatMap((t, i) =>
    t.reviewedAt
      ? [
          {
            teamId: teamIds[i]!,
            action: t.status as 'approved' | 'rejected',
            fromStatus: 'pending',
            toStatus: t.status,
            reason: t.reason,
            actorId: base.users.organizer.id,
            at: t.reviewedAt,
          },
        ]
      : [],
  );
  for (const part of chunks(decisions)) await tx.insert(enrollTeamHistory).values(part);

  // Orders: one per sign-up, in the state its sign-up implies (a rejected team's fee refunded a day later).
  const orderRows = teams.map((t, i) => {
    const ed = editions[t.edition]!;
    const createdAt = new Date(t.createdAt.getTime() + 60_000);
    const beijing = new Date(createdAt.getTime() + 8 * HOUR).toISOString().replace(/\D/g, '').slice(0, 14);
    const paid = t.order.state === 'paid' || t.order.state === 'refunded';
    return {
      orderNo: `PD${beijing}9${String(i).padStart(5, '0')}`,
      payerId: studentIds[t.members[0]!]!,
      payerGroupId: t.school.id,
      competitionId: ed.id,
      organiserGroupId: base.groups.organizer.id,
      subject: `${ed.name} 报名费`,
      amountFen: FEE_FEN,
      state: t.order.state,
      provider: paid ? t.order.provider : null,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      paidAt: paid ? t.order.paidAt : null,
      closedAt: t.order.state === 'closed' ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      closeReason: t.order.state === 'closed' ? 'timeout' : '',
      createdAt,
      updatedAt: createdAt,
    };
  });
  const orderIds: number[] = [];
  for (const part of chunks(orderRows, 300))
    orderIds.push(
      ...(await tx.insert(financeOrders).values(part).returning({ id: financeOrders.id })).map((r) => r.id),
    );
  for (const part of chunks(teams.map((t, i) => i)))
    await tx.insert(financeOrderLines).values(
      part.map((i) => ({
        publicId: newPublicId(),
        orderId: orderIds[i]!,
        teamId: teamIds[i]!,
        description: teams[i]!.name,
        unitFen: FEE_FEN,
        quantity: 1,
        amountFen: FEE_FEN,
      })),
    );
  const paidIndexes = teams.flatMap((t, i) =>
    t.order.state === 'paid' || t.order.state === 'refunded' ? [i] : [],
  );
  const paymentIds: number[] = [];
  for (const part of chunks(paidIndexes))
    paymentIds.push(
      ...(
        await tx
          .insert(financePayments)
          .values(
            part.map((i) => {
              const no = orderRows[i]!.orderNo.slice(2);
              return {
                publicId: newPublicId(),
                orderId: orderIds[i]!,
                provider: teams[i]!.order.provider,
                tradeNo:
                  teams[i]!.order.provider === 'wechat'
                    ? `42000${no}`
                    : `${no.slice(0, 8)}22001${no.slice(8)}`,
                amountFen: FEE_FEN,
                paidAt: teams[i]!.order.paidAt,
                raw: { seeded: true },
                createdAt: teams[i]!.order.paidAt,
              };
            }),
          )
          .returning({ id: financePayments.id })
      ).map((r) => r.id),
    );
  const refunds = paidIndexes.flatMap((i, n) =>
    teams[i]!.order.state === 'refunded' ? [{ i, paymentId: paymentIds[n]! }] : [],
  );
  if (refunds.length)
    await tx.insert(financeRefunds).values(
      refunds.map(({ i, paymentId }) => ({
        publicId: newPublicId(),
        orderId: orderIds[i]!,
        paymentId,
        requestNo: `RF${orderRows[i]!.orderNo.slice(2)}`,
        amountFen: FEE_FEN,
        reason: '报名审核未通过，退还报名费',
        state: 'succeeded',
        finishedAt: new Date(teams[i]!.reviewedAt!.getTime() + DAY),
        createdAt: new Date(teams[i]!.reviewedAt!.getTime() + HOUR),
      })),
    );

  // Works, each with its first version.
  const withWork = teams.flatMap((t, i) => (t.work ? [i] : []));
  const workRows = await tx
    .insert(works)
    .values(
      withWork.map((i) => {
        const t = teams[i]!;
        const ed = editions[t.edition]!;
        return {
          publicId: newPublicId(),
          teamId: teamIds[i]!,
          competitionId: ed.id,
          stageId: ed.stages[0]!.id,
          schoolGroupId: t.school.id,
          title: t.work!.title,
          versionCount: 1,
          shareId: newPublicId(),
          createdAt: t.work!.at,
          updatedAt: t.work!.at,
        };
      }),
    )
    .returning({ id: works.id });
  const versions = await tx
    .insert(workVersions)
    .values(
      withWork.map((i, n) => {
        const t = teams[i]!;
        return {
          publicId: newPublicId(),
          workId: workRows[n]!.id,
          versionNo: 1,
          title: t.work!.title,
          fields: {
            summary: `${t.work!.title}：由${t.school.name}${t.name}设计，完成了感知、联网与应用的原型。`,
            innovation: '低功耗组网与本地边缘推理结合，部署成本低。',
          },
          submittedBy: studentIds[t.members[0]!]!,
          createdAt: t.work!.at,
        };
      }),
    )
    .returning({ id: workVersions.id, workId: workVersions.workId });
  if (versions.length)
    await tx
      .update(works)
      .set({
        currentVersionId: sql`(select v.id from work_versions v where v.work_id = works.id and v.version_no = 1)`,
      })
      .where(
        inArray(
          works.id,
          versions.map((v) => v.workId),
        ),
      );

  await seedPastReview(ctx, {
    plan: { teams, teamIds, studentIds, students, rng },
    competition: past,
    passwordHash: source.passwordHash,
    at,
  });
};
