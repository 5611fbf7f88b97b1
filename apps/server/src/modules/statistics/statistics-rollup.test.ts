import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PageResult,
  PortalCompetitionDetail,
  PortalCompetitionRow,
  SignUpAdminRow,
  SignUpResult,
  StatisticsOverview,
} from '@podium/contracts';
import {
  awardEntries,
  certificates,
  enrollTeams,
  expertGroups,
  experts,
  financeOrderLines,
  financeWaivers,
  reviewAssignments,
  reviewEntries,
  users,
  works,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { surgeFixture } from '../enrollment/surge-fixture.ts';
import {
  readStatisticsDays,
  readStatisticsPeople,
  recountStatisticsDays,
  recountStatisticsPeople,
} from './rollup-recount.ts';

/**
 * The per-day rollup the statistics read (`statistics_days`, kept by triggers): after every kind of write —
 * sign-ups created, approved, rejected, moved to another school, deleted with their works, reviews and
 * awards; scores submitted; certificates revoked — it equals the same counts taken afresh from the source
 * tables (and the students per day the people count reads equal the members of those sign-ups), and the
 * key numbers read from it still equal the sign-up list.
 */
let t: TestApp;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

const expectRollupAgrees = async () => {
  const [kept, recounted, people, peopleRecounted] = await Promise.all([
    readStatisticsDays(t.db),
    recountStatisticsDays(t.db),
    readStatisticsPeople(t.db),
    recountStatisticsPeople(t.db),
  ]);
  expect(kept.every((row) => row.n > 0)).toBe(true);
  expect(kept).toEqual(recounted);
  expect(people.every((row) => row.n > 0)).toBe(true);
  expect(people).toEqual(peopleRecounted);
  return kept;
};

const signUpsKpi = async () =>
  (
    await t.get<StatisticsOverview>('/database/statistics/overview', { token: organizer })
  ).body.data.kpis.find((k) => k.key === 'signUps')!.value;
const listTotal = async (query: Record<string, string> = {}) =>
  (
    await t.get<PageResult<SignUpAdminRow>>('/enroll/manage/page', {
      token: organizer,
      query: { pageSize: '100', ...query },
    })
  ).body.data;

describe('the statistics rollup', () => {
  it('holds the demo season as the source tables count it', async () => {
    const rows = await expectRollupAgrees();
    expect(await readStatisticsPeople(t.db)).not.toHaveLength(0);
    // Every metric the demo has something of is there.
    expect(new Set(rows.map((r) => r.metric))).toEqual(
      new Set([
        'signUp',
        'approved',
        'work',
        'review',
        'reviewExpert',
        'score',
        'award',
        'certificate',
        'revoked',
      ]),
    );
  });

  it('counts sign-ups made at the same moment, which one statement inserts together', async () => {
    const before = await signUpsKpi();
    const { openIndividualCompetition, signedInStudents } = surgeFixture(() => t);
    const { competitionId, itemIds } = await openIndividualCompetition(40);
    const { tokens } = await signedInStudents(30);
    // Sent together, the usual sign-ups go as one batch (sign-up-batch.ts): teams and captains of many
    // students in one INSERT statement, which the rollup counts per statement.
    const answers = await Promise.all(
      tokens.map((token) =>
        t.post<SignUpResult>('/web/enroll/signUp', { competitionId, itemId: itemIds[0] }, { token }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(tokens.map(() => 0));
    await expectRollupAgrees();
    expect(await signUpsKpi()).toBe(before + 30);
  });

  it('follows sign-ups created, approved and rejected through the desk', async () => {
    const before = await signUpsKpi();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
    const teamRow = rows.find((r) => r.shortName === '智创大赛')!;
    const detail = (
      await t.get<PortalCompetitionDetail>('/home/competition/detail', {
        query: { competitionId: teamRow.competitionId },
      })
    ).body.data;
    for (const [i, school] of (['schoolA', 'schoolB'] as const).entries()) {
      const username = `rollup${i}x${Date.now() % 100000}`;
      await t.db.insert(users).values({
        publicId: newPublicId(),
        username,
        passwordHash,
        realName: `统计${i}`,
        userType: 'student',
        groupId: t.fixture.groups[school].id,
        email: `${username}@example.edu.cn`,
      });
      const created = await t.post<SignUpResult>(
        '/web/enroll/signUp',
        {
          competitionId: detail.competitionId,
          itemId: detail.items[0]!.itemId,
          participantGroupId: detail.participantGroups[0]!.groupId,
          teamName: `统计队${i}`,
        },
        { token: await t.login(username) },
      );
      expect(created.body.code).toBe(0);
    }
    await expectRollupAgrees();
    expect(await signUpsKpi()).toBe(before + 2);
    expect(await signUpsKpi()).toBe((await listTotal()).total);

    const pending = (await listTotal({ status: 'pending' })).rows;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    // Approve the first that the competition's rules let through; reject another.
    const approvals = [];
    for (const row of pending) {
      const approved = await t.post('/enroll/manage/approve', { teamId: row.teamId }, { token: organizer });
      approvals.push(approved.body.msg);
      if (approved.body.code === 0) break;
    }
    expect(approvals.length).toBeLessThan(pending.length + 1);
    const stillPending = (await listTotal({ status: 'pending' })).rows;
    expect(stillPending.length).toBe(pending.length - 1);
    const rejected = await t.post(
      '/enroll/manage/reject',
      { teamId: stillPending[0]!.teamId, reason: '材料不全' },
      { token: organizer },
    );
    expect(rejected.body.code).toBe(0);
    await expectRollupAgrees();
    expect(await signUpsKpi()).toBe((await listTotal()).total);
  });

  it('moves a sign-up’s works, reviews and awards with it to another school', async () => {
    const [awarded] = await t.db
      .select({ id: enrollTeams.id, school: enrollTeams.schoolGroupId })
      .from(enrollTeams)
      .innerJoin(awardEntries, eq(awardEntries.teamId, enrollTeams.id))
      .innerJoin(works, eq(works.teamId, enrollTeams.id))
      .limit(1);
    expect(awarded).toBeDefined();
    const other =
      awarded!.school === t.fixture.groups.schoolA.id
        ? t.fixture.groups.schoolB.id
        : t.fixture.groups.schoolA.id;
    await t.db.update(enrollTeams).set({ schoolGroupId: other }).where(eq(enrollTeams.id, awarded!.id));
    await expectRollupAgrees();
    await t.db
      .update(enrollTeams)
      .set({ schoolGroupId: awarded!.school })
      .where(eq(enrollTeams.id, awarded!.id));
    await expectRollupAgrees();
  });

  it('follows scores submitted and taken back, and certificates revoked', async () => {
    const [open] = await t.db
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(sql`${reviewAssignments.status} <> 'submitted'`)
      .limit(1);
    expect(open).toBeDefined();
    await t.db
      .update(reviewAssignments)
      .set({ status: 'submitted', total: 88.5, submittedAt: new Date() })
      .where(eq(reviewAssignments.id, open!.id));
    await expectRollupAgrees();
    // A new total in the same band, then another band; then back to a draft.
    await t.db.update(reviewAssignments).set({ total: 61 }).where(eq(reviewAssignments.id, open!.id));
    await expectRollupAgrees();
    await t.db
      .update(reviewAssignments)
      .set({ status: 'draft', submittedAt: null })
      .where(eq(reviewAssignments.id, open!.id));
    await expectRollupAgrees();

    const [issued] = await t.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.status, 'issued'))
      .limit(1);
    expect(issued).toBeDefined();
    await t.db
      .update(certificates)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(certificates.id, issued!.id));
    const rows = await expectRollupAgrees();
    expect(rows.some((r) => r.metric === 'revoked')).toBe(true);
  });

  it('moves review assignments per expert when a work changes expert group, and when an expert is swapped', async () => {
    const [placed] = await t.db
      .select({ id: reviewEntries.id, groupId: reviewEntries.expertGroupId, stageId: reviewEntries.stageId })
      .from(reviewEntries)
      .innerJoin(reviewAssignments, eq(reviewAssignments.entryId, reviewEntries.id))
      .where(sql`${reviewEntries.expertGroupId} is not null`)
      .limit(1);
    expect(placed).toBeDefined();
    // Out of its group (unplaced), into a second group of the stage, back again.
    await t.db.update(reviewEntries).set({ expertGroupId: null }).where(eq(reviewEntries.id, placed!.id));
    await expectRollupAgrees();
    const [second] = await t.db
      .insert(expertGroups)
      .values({ publicId: newPublicId(), stageId: placed!.stageId, name: '第二评审组（统计测试）' })
      .returning({ id: expertGroups.id });
    await t.db
      .update(reviewEntries)
      .set({ expertGroupId: second!.id })
      .where(eq(reviewEntries.id, placed!.id));
    const rows = await expectRollupAgrees();
    expect(rows.some((r) => r.metric === 'reviewExpert' && r.part2Id === second!.id && r.n > 0)).toBe(true);
    // The group goes: its works become unplaced (on delete set null), and the rollup follows.
    await t.db.delete(expertGroups).where(eq(expertGroups.id, second!.id));
    await expectRollupAgrees();
    await t.db
      .update(reviewEntries)
      .set({ expertGroupId: placed!.groupId })
      .where(eq(reviewEntries.id, placed!.id));
    await expectRollupAgrees();
    // An assignment handed to another expert.
    const [assignment] = await t.db
      .select({
        id: reviewAssignments.id,
        expertId: reviewAssignments.expertId,
        entryId: reviewAssignments.entryId,
      })
      .from(reviewAssignments)
      .limit(1);
    const [other] = await t.db
      .select({ id: experts.id })
      .from(experts)
      .where(
        sql`${experts.id} not in (select expert_id from review_assignments where entry_id = ${assignment!.entryId})`,
      )
      .limit(1);
    expect(other).toBeDefined();
    await t.db
      .update(reviewAssignments)
      .set({ expertId: other!.id })
      .where(eq(reviewAssignments.id, assignment!.id));
    await expectRollupAgrees();
  });

  it('takes away a deleted review entry’s scores, and a deleted sign-up with everything it had', async () => {
    const [entry] = await t.db
      .select({ id: reviewEntries.id })
      .from(reviewEntries)
      .innerJoin(reviewAssignments, eq(reviewAssignments.entryId, reviewEntries.id))
      .where(eq(reviewAssignments.status, 'submitted'))
      .limit(1);
    expect(entry).toBeDefined();
    await t.db.delete(reviewEntries).where(eq(reviewEntries.id, entry!.id));
    await expectRollupAgrees();

    // A sign-up with a work and review entries, no money (an award would stay, its sign-up set to none).
    const [team] = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .innerJoin(works, eq(works.teamId, enrollTeams.id))
      .where(
        and(
          sql`not exists (select 1 from ${financeOrderLines} where ${financeOrderLines.teamId} = ${enrollTeams.id})`,
          sql`not exists (select 1 from ${financeWaivers} where ${financeWaivers.teamId} = ${enrollTeams.id})`,
          sql`exists (select 1 from ${reviewEntries} where ${reviewEntries.teamId} = ${enrollTeams.id})`,
        ),
      )
      .limit(1);
    expect(team).toBeDefined();
    const before = await signUpsKpi();
    await t.db.delete(enrollTeams).where(eq(enrollTeams.id, team!.id));
    await expectRollupAgrees();
    expect(await signUpsKpi()).toBe(before - 1);
  });

  it('takes away an award of a deleted sign-up: the award stays, counted nowhere', async () => {
    const [awarded] = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .innerJoin(awardEntries, eq(awardEntries.teamId, enrollTeams.id))
      .where(
        and(
          sql`not exists (select 1 from ${financeOrderLines} where ${financeOrderLines.teamId} = ${enrollTeams.id})`,
          sql`not exists (select 1 from ${financeWaivers} where ${financeWaivers.teamId} = ${enrollTeams.id})`,
        ),
      )
      .limit(1);
    expect(awarded).toBeDefined();
    await t.db.delete(enrollTeams).where(eq(enrollTeams.id, awarded!.id));
    await expectRollupAgrees();
    expect(
      await t.db.select({ id: awardEntries.id }).from(awardEntries).where(isNull(awardEntries.teamId)),
    ).not.toHaveLength(0);
  });
});
