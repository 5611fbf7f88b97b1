import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AwardEntryRow,
  AwardFillResult,
  AwardLevel,
  FinalScoreRow,
  PageResult,
  PublicAwardRow,
} from '@podium/contracts';
import {
  awardEntries,
  awardLists,
  certBatches,
  certificates,
  competitions,
  competitionEnrollSettings,
  competitionStages,
  enrollMembers,
  enrollTeams,
  reviewAssignments,
  users,
  reviewEntries,
} from '../../db/schema/index.ts';
import { openDemoReview } from '../../test-support/open-demo-review.ts';
import { operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { firstStageOf } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let competitionId: string;
let stageId: string;
let listId: string;
let first: AwardLevel;
let second: AwardLevel;
let third: AwardLevel;
let finals: FinalScoreRow[];
const as = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const PREVIEW = '/competitionReward/detailedList/fromResults/preview';
const FILL = '/competitionReward/detailedList/fromResults';

const lines = async () =>
  (
    await t.get<PageResult<AwardEntryRow>>('/competitionReward/detailedList/page', {
      ...as(),
      query: { listId, pageSize: '100' },
    })
  ).body.data.rows;

/** Competition ranks (1, 2, 2, 4) per item × group, computed here from the final-score list. */
const expectedRanks = () => {
  const rank = new Map<string, number>();
  for (const f of finals) {
    const better = finals.filter(
      (o) => o.itemName === f.itemName && o.groupName === f.groupName && o.adjusted > f.adjusted,
    ).length;
    rank.set(f.entryId, better + 1);
  }
  return rank;
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  ({ stageId, competitionId } = await firstStageOf(t, '创意设计赛'));
  for (const kind of ['first', 'second', 'third'] as const) {
    await t.post('/competitionReward/level/save', { competitionId, kind }, as());
  }
  const levels = (
    await t.get<AwardLevel[]>('/competitionReward/level/list', { ...as(), query: { competitionId } })
  ).body.data;
  [first, second, third] = ['first', 'second', 'third'].map((k) => levels.find((l) => l.kind === k)!) as [
    AwardLevel,
    AwardLevel,
    AwardLevel,
  ];
  const list = await t.post<{ listId: string }>(
    '/competitionReward/list/save',
    { competitionId, stageId, name: '创意设计初赛获奖名单' },
    as(),
  );
  listId = list.body.data.listId;
});
afterAll(() => t.close());

/** One 一等奖 and one 二等奖 by rank: the request both the preview and the fill tests make. */
const topTwoByRank = () => ({
  listId,
  mode: 'ranks' as const,
  ranks: [
    { levelId: first.levelId, count: 1 },
    { levelId: second.levelId, count: 1 },
  ],
});

describe('filling an award list from a stage’s final results', () => {
  it('refuses a stage without calculated results, in the caller’s language, and writes nothing', async () => {
    const body = { listId, mode: 'ranks', ranks: [{ levelId: first.levelId, count: 1 }] };
    const zh = await t.post(FILL, body, as());
    expect(zh.body).toMatchObject({ code: 400, msg: '该阶段还没有计算最终成绩，无法按成绩评奖' });
    const en = await t.post(PREVIEW, body, { ...as(), lang: 'en' });
    expect(en.body.msg).toMatch(/no calculated final results/);
    expect(await lines()).toEqual([]);
    // A rule must match its mode.
    expect((await t.post(PREVIEW, { listId, mode: 'bands', ranks: body.ranks }, as())).body.code).toBe(400);
  });

  it('previews by rank counts per item × group (ties share the better award) and writes nothing', async () => {
    const calc = await t.post('/review/comment/result/finalScoreCalculation', { stageId }, as());
    expect(calc.body.code).toBe(0);
    finals = (await t.get<FinalScoreRow[]>('/review/comment/result/list', { ...as(), query: { stageId } }))
      .body.data;
    expect(finals.length).toBeGreaterThanOrEqual(3);
    const res = await t.post<AwardFillResult>(PREVIEW, topTwoByRank(), as());
    expect(res.body.code).toBe(0);
    const ranks = expectedRanks();
    expect(res.body.data.rows).toHaveLength(finals.length);
    for (const row of res.body.data.rows) {
      const rank = ranks.get(row.entryId)!;
      expect(row.rank).toBe(rank);
      expect(row.awardName).toBe(rank === 1 ? '一等奖' : rank === 2 ? '二等奖' : null);
      expect(row.action).toBe(row.awardName ? 'add' : 'none');
    }
    expect(res.body.data.added).toBe([...ranks.values()].filter((r) => r <= 2).length);
    expect(await lines()).toEqual([]);
  });

  it('says where the stage’s review stands, so a fill while it is open or unscored is warned of', async () => {
    const closed = (await t.post<AwardFillResult>(PREVIEW, topTwoByRank(), as())).body.data.review;
    expect(closed).toMatchObject({ stageId, open: false });
    await openDemoReview(t.db);
    const open = (await t.post<AwardFillResult>(PREVIEW, topTwoByRank(), as())).body.data.review;
    const work = await t.db
      .select({ status: reviewAssignments.status })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
      .where(eq(competitionStages.publicId, stageId));
    expect(open).toMatchObject({
      open: true,
      assignments: work.filter((w) => w.status !== 'abstained').length,
      unscored: work.filter((w) => w.status === 'assigned' || w.status === 'draft').length,
    });
    expect(open.unscored).toBeGreaterThan(0);
    // Closed by the organiser: the warning's reason is gone.
    expect((await t.post('/review/stage/close', { stageId }, as())).body.code).toBe(0);
    expect((await t.post<AwardFillResult>(PREVIEW, topTwoByRank(), as())).body.data.review.open).toBe(false);
  });

  it('fills by rank counts: one line per awarded team with the sign-up’s names, audited', async () => {
    const mark = await operationLogMark(t);
    const res = await t.post<AwardFillResult>(FILL, topTwoByRank(), as());
    expect(res.body.code).toBe(0);
    const ranks = expectedRanks();
    const awarded = finals.filter((f) => ranks.get(f.entryId)! <= 2);
    const rows = await lines();
    expect(rows).toHaveLength(awarded.length);
    for (const f of awarded) {
      const line = rows.find((r) => r.teamName === f.teamName)!;
      expect(line).toMatchObject({
        awardName: ranks.get(f.entryId) === 1 ? '一等奖' : '二等奖',
        rank: ranks.get(f.entryId),
        score: Math.round(f.adjusted * 100) / 100,
      });
      expect(line.teamId).not.toBeNull();
      expect(line.memberNames).not.toBe('');
    }
    const log = await waitForOperationLog(t, 'award', 'from-results', mark);
    expect(log.after).toMatchObject({ mode: 'ranks', added: awarded.length, removed: 0 });
    // The same fill again changes nothing.
    const again = await t.post<AwardFillResult>(FILL, topTwoByRank(), as());
    expect(again.body.data).toMatchObject({ added: 0, updated: 0, removed: 0, kept: awarded.length });
  });

  it('refills by score bands: updates, adds and removes only lines of the rule’s awards', async () => {
    // A hand-made line of another award for a team stays whatever the fill does.
    const hand = await t.post<{ entryId: string }>(
      '/competitionReward/detailedList/save',
      {
        listId,
        levelId: third.levelId,
        winnerName: '张三丰',
        memberNames: '张三丰、李四',
        schoolName: '东海大学',
      },
      as(),
    );
    expect(hand.body.code).toBe(0);
    const sorted = [...finals].sort((a, b) => b.adjusted - a.adjusted);
    const line = sorted[Math.min(2, sorted.length - 1)]!.adjusted;
    const top = sorted[0]!.adjusted;
    const res = await t.post<AwardFillResult>(
      FILL,
      {
        listId,
        mode: 'bands',
        bands: [
          { levelId: second.levelId, minScore: line },
          { levelId: first.levelId, minScore: top },
        ],
      },
      as(),
    );
    expect(res.body.code).toBe(0);
    const rows = await lines();
    const fromResults = rows.filter((r) => r.teamId !== null);
    const expected = finals.filter((f) => f.adjusted >= line);
    expect(fromResults.map((r) => r.teamName).sort()).toEqual(expected.map((f) => f.teamName).sort());
    for (const f of expected) {
      expect(fromResults.find((r) => r.teamName === f.teamName)!.awardName).toBe(
        f.adjusted >= top ? '一等奖' : '二等奖',
      );
    }
    expect(rows.find((r) => r.entryId === hand.body.data.entryId)).toMatchObject({ awardName: '三等奖' });
  });

  it('leaves a line that has certificates alone', async () => {
    const [line] = await t.db
      .select()
      .from(awardEntries)
      .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
      .where(and(eq(awardLists.publicId, listId), eq(awardEntries.rank, 1)))
      .limit(1);
    expect(line).toBeDefined();
    const [batch] = await t.db
      .insert(certBatches)
      .values({
        publicId: 'fill-test-batch',
        groupId: line!.award_entries.groupId,
        listId: line!.award_lists.id,
        competitionId: line!.award_lists.competitionId,
        title: 'x',
        design: {},
      })
      .returning();
    await t.db.insert(certificates).values({
      publicId: 'fill-test-cert',
      groupId: line!.award_entries.groupId,
      batchId: batch!.id,
      entryId: line!.award_entries.id,
      competitionId: line!.award_lists.competitionId,
      certNo: 'FILLTEST0001',
      code: 'fill-test-code',
      signature: 'x',
      holderName: 'x',
      awardName: 'x',
      competitionName: 'x',
      record: {},
    });
    // Nobody gets an award now: every line of the rule's awards goes, except the one with a certificate.
    const res = await t.post<AwardFillResult>(
      FILL,
      {
        listId,
        mode: 'bands',
        bands: [
          { levelId: first.levelId, minScore: 100_000 },
          { levelId: second.levelId, minScore: 100_000 },
        ],
      },
      as(),
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.issued).toBe(1);
    const rows = (await lines()).filter((r) => r.teamId !== null);
    expect(rows.map((r) => r.entryId)).toEqual([line!.award_entries.publicId]);
  });

  it('refuses another tenant, and a stage of another competition', async () => {
    const rival = await createRivalOrganiser(t, 'rival_award_fill', ['reward:list', 'reward:edit']);
    const body = { listId, stageId, mode: 'ranks', ranks: [{ levelId: first.levelId, count: 1 }] };
    expect((await t.post(FILL, body, rival)).body.code).toBe(404);
    expect((await t.post(PREVIEW, body, rival)).body.code).toBe(404);
    const [other] = await t.db
      .select({ stageId: competitionStages.publicId })
      .from(competitionStages)
      .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
      .where(eq(competitions.shortName, '东海杯数模'))
      .limit(1);
    const wrong = await t.post(FILL, { ...body, stageId: other!.stageId }, as());
    expect(wrong.body).toMatchObject({ code: 400, msg: '评审阶段不属于该名单的竞赛' });
  });
});

describe('award lists on the portal', () => {
  const page = (query: Record<string, string> = {}, ip = '198.51.100.7') =>
    t.get<PageResult<PublicAwardRow>>('/home/reward/page', { query, headers: { 'x-forwarded-for': ip } });

  it('shows nothing of an unpublished list', async () => {
    const res = await page({ competitionId });
    expect(res.body.data.rows.filter((r) => r.listId === listId)).toEqual([]);
  });

  it('shows a published list’s lines with people’s names masked, filtered by competition and list, paged', async () => {
    await t.post('/competitionReward/list/publish', { listId, published: true }, as());
    const all = await page({ competitionId, pageSize: '100' });
    const mine = all.body.data.rows.filter((r) => r.listId === listId);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(all.body.data.rows.every((r) => r.competitionId === competitionId)).toBe(true);
    const hand = mine.find((r) => r.schoolName === '东海大学' && r.awardName === '三等奖')!;
    expect(hand).toMatchObject({
      winnerName: '张*丰',
      memberNames: '张*丰、李*',
      listName: '创意设计初赛获奖名单',
    });
    expect(JSON.stringify(all.body)).not.toContain('张三丰');
    // Best award first.
    expect(mine[0]!.awardName).toBe('一等奖');
    const byList = await page({ listId, pageSize: '1' });
    expect(byList.body.data.total).toBe(mine.length);
    expect(byList.body.data.rows).toHaveLength(1);
    const second = await page({ listId, pageSize: '1', pageNum: '2' });
    expect(second.body.data.rows[0]!.entryId).not.toBe(byList.body.data.rows[0]!.entryId);
    // Withdrawn: gone again.
    await t.post('/competitionReward/list/publish', { listId, published: false }, as());
    expect((await page({ listId })).body.data.total).toBe(0);
  });

  it('names a team competition’s line after its team, even a team of one, never after its captain', async () => {
    const [competition] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.publicId, competitionId));
    await t.db
      .update(competitionEnrollSettings)
      .set({ mode: 'team' })
      .where(eq(competitionEnrollSettings.competitionId, competition!.id));
    // A team whose only student is its captain.
    const [team] = await t.db
      .select({ id: enrollTeams.id, publicId: enrollTeams.publicId, name: enrollTeams.name })
      .from(enrollTeams)
      .where(eq(enrollTeams.competitionId, competition!.id))
      .limit(1);
    const members = await t.db
      .select({ userId: enrollMembers.userId, role: enrollMembers.role, name: users.realName })
      .from(enrollMembers)
      .innerJoin(users, eq(users.id, enrollMembers.userId))
      .where(eq(enrollMembers.teamId, team!.id));
    const captain = members.find((m) => m.role === 'captain')!;
    for (const m of members.filter((m) => m.role === 'member'))
      await t.db
        .delete(enrollMembers)
        .where(and(eq(enrollMembers.teamId, team!.id), eq(enrollMembers.userId, m.userId)));
    const saved = await t.post<{ entryId: string }>(
      '/competitionReward/detailedList/save',
      { listId, levelId: third.levelId, teamId: team!.publicId },
      as(),
    );
    expect(saved.body.code).toBe(0);
    expect((await lines()).find((l) => l.entryId === saved.body.data.entryId)).toMatchObject({
      winnerName: team!.name,
      memberNames: captain.name,
    });
    // A line made before (its winner the captain's name) shows the team on the portal all the same.
    await t.db
      .update(awardEntries)
      .set({ winnerName: captain.name })
      .where(eq(awardEntries.publicId, saved.body.data.entryId));
    await t.post('/competitionReward/list/publish', { listId, published: true }, as());
    const res = await page({ listId, pageSize: '100' }, '198.51.100.9');
    const row = res.body.data.rows.find((r) => r.entryId === saved.body.data.entryId)!;
    expect(row.winnerName).toBe(row.teamName);
    expect(row.teamName).toBe(team!.name.includes(captain.name) ? row.teamName : team!.name);
    expect(JSON.stringify(res.body.data)).not.toContain(captain.name);
    await t.post('/competitionReward/list/publish', { listId, published: false }, as());
  });

  it('is rate-limited against scraping', async () => {
    let limited = 0;
    for (let i = 0; i < 65; i += 1) {
      if ((await page({}, '203.0.113.44')).status === 429) limited += 1;
    }
    expect(limited).toBe(5);
  });
});
