import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, GROUP_HEADER } from '@podium/contracts';
import type {
  EliminationCommitResult,
  EliminationPreview,
  EliminationState,
  FinalScoreRow,
  MyResult,
  PageResult,
  PublicResultDetail,
  PublishedResultRow,
  PublishedStage,
  ReviewSetting,
  ReviewStatistics,
} from '@podium/contracts';
import {
  competitions,
  competitionStages,
  enrollMembers,
  subscribeMessages,
  groups,
  reviewAssignments,
  reviewEntries,
  reviewPromotions,
  reviewResults,
  users,
} from '../../../db/schema/index.ts';
import { readAllRows } from '../../../platform/excel.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let expert: string;
let school: string;
let rival: { token: string; groupId: string };
let stageId: string;
let stageKey: number;
let finalStage: { id: number; publicId: string; orderNum: number };

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const PREVIEW = '/review/elimination/preview';
const COMMIT = '/review/elimination/commit';
const STATE = '/review/elimination/get';
const PUBLISH = '/review/result/publish';
const TOP1 = { mode: 'top', top: 1 } as const;

const nextStageEntries = () =>
  t.db.select().from(reviewEntries).where(eq(reviewEntries.stageId, finalStage.id));

beforeAll(async () => {
  t = await createTestApp();
  [organizer, expert, school] = (await Promise.all(
    ['organizer', 'expert', 'school'].map((u) => t.login(u)),
  )) as [string, string, string];
  const stages = await t.db
    .select({
      publicId: competitionStages.publicId,
      id: competitionStages.id,
      orderNum: competitionStages.orderNum,
    })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'))
    .orderBy(asc(competitionStages.orderNum));
  if (stages.length < 2)
    throw new Error('the design competition needs its final round (seed review-outcomes)');
  stageId = stages[0]!.publicId;
  stageKey = stages[0]!.id;
  finalStage = stages[1]!;
  const platform = t.fixture.groups.platform;
  const [sibling] = await t.db
    .insert(groups)
    .values({
      publicId: newPublicId(),
      name: '另一组委会',
      code: 'ORG-RIVAL2',
      type: 'organizer',
      parentId: platform.id,
      path: '',
    })
    .returning();
  await t.db
    .update(groups)
    .set({ path: `${platform.path}${sibling!.id}/` })
    .where(eq(groups.id, sibling!.id));
  rival = await createActor(t, {
    username: 'rival_outcomes',
    group: { id: sibling!.id, publicId: sibling!.publicId },
    permissions: ['review:distribute', 'review:eliminate', 'enroll:list'],
  });
});
afterAll(() => t.close());

describe('elimination refusals', () => {
  it('refuses without a session, without the permission, and for another organiser’s stage', async () => {
    const body = { stageId, rule: TOP1 };
    expect((await t.post(PREVIEW, body)).body.code).toBe(11000);
    for (const token of [expert, school]) {
      expect((await t.post(PREVIEW, body, { token })).body.code).toBe(401);
      expect((await t.post(COMMIT, body, { token })).body.code).toBe(401);
      expect((await t.get(STATE, { token, query: { stageId } })).body.code).toBe(401);
    }
    expect((await t.post(PREVIEW, body, rival)).body.code).toBe(404);
    expect((await t.post(COMMIT, body, rival)).body.code).toBe(404);
    expect((await t.post(PREVIEW, { stageId, rule: { mode: 'top' } }, org())).body.code).toBe(400);
    expect((await t.post(PREVIEW, { stageId, rule: { mode: 'percent', percent: 0 } }, org())).body.code).toBe(
      400,
    );
  });

  it('refuses a stage without final scores, in the caller’s language, and writes nothing', async () => {
    const zh = await t.post(COMMIT, { stageId, rule: TOP1 }, org());
    expect(zh.body).toMatchObject({ code: 400, msg: '该阶段还没有最终成绩，请先计算最终成绩' });
    const en = await t.post(PREVIEW, { stageId, rule: TOP1 }, { ...org(), lang: 'en' });
    expect(en.body.msg).toMatch(/no final scores/);
    const state = await t.get<EliminationState>(STATE, { ...org(), query: { stageId } });
    expect(state.body.data).toMatchObject({ hasResults: false, committed: null, published: false });
    expect(state.body.data.nextStage?.stageId).toBe(finalStage.publicId);
    expect(await t.db.select().from(reviewPromotions)).toEqual([]);
  });

  it('refuses when no stage follows (a stage ordered before is not next)', async () => {
    expect((await t.post('/review/comment/result/finalScoreCalculation', { stageId }, org())).body.code).toBe(
      0,
    );
    await t.db.update(competitionStages).set({ orderNum: -1 }).where(eq(competitionStages.id, finalStage.id));
    try {
      const res = await t.post(COMMIT, { stageId, rule: TOP1 }, org());
      expect(res.body).toMatchObject({ code: 400, msg: '该阶段之后没有下一阶段，无法晋级' });
      expect(
        (await t.get<EliminationState>(STATE, { ...org(), query: { stageId } })).body.data.nextStage,
      ).toBeNull();
    } finally {
      await t.db
        .update(competitionStages)
        .set({ orderNum: finalStage.orderNum })
        .where(eq(competitionStages.id, finalStage.id));
    }
    expect(await nextStageEntries()).toEqual([]);
  });
});

describe('promotion', () => {
  let finals: FinalScoreRow[];
  beforeAll(async () => {
    finals = (await t.get<FinalScoreRow[]>('/review/comment/result/list', { ...org(), query: { stageId } }))
      .body.data;
    if (finals.length < 3) throw new Error('the demo stage needs several scored entries');
  });

  it('previews top 1 per item × group: the best of each bucket through, everyone else cut, nothing written', async () => {
    const res = await t.post<EliminationPreview>(PREVIEW, { stageId, rule: TOP1 }, org());
    expect(res.body.code).toBe(0);
    const { rows, buckets, nextStage, committed } = res.body.data;
    expect(nextStage.stageId).toBe(finalStage.publicId);
    expect(committed).toBeNull();
    const scored = rows.filter((r) => r.score !== null);
    expect(scored).toHaveLength(finals.length);
    const best = new Map<string, number>();
    for (const f of finals) {
      const key = `${f.itemName}/${f.groupName}`;
      best.set(key, Math.max(best.get(key) ?? -1, f.adjusted));
    }
    // The first row of its bucket takes the one place; an equal score after it is a tie at the line.
    const isFirst = (r: (typeof rows)[number]) =>
      rows.find((x) => x.itemName === r.itemName && x.groupName === r.groupName) === r;
    for (const r of rows) {
      if (r.score === null) {
        expect(r).toMatchObject({ promoted: false, reason: 'noScore' });
        continue;
      }
      const top = best.get(`${r.itemName}/${r.groupName}`)!;
      expect(r.promoted).toBe(r.score === top);
      expect(r.reason).toBe(
        r.score !== top ? 'outsideQuota' : r.rank === 1 && isFirst(r) ? 'withinQuota' : 'tieAtLine',
      );
    }
    expect(buckets.reduce((s, b) => s + b.promoted, 0)).toBe(rows.filter((r) => r.promoted).length);
    expect(await nextStageEntries()).toEqual([]);
    expect(await t.db.select().from(reviewPromotions)).toEqual([]);
  });

  it('says why an entry is cut: one per school and a threshold', async () => {
    const line = [...finals].sort((a, b) => b.adjusted - a.adjusted)[1]!.adjusted;
    const res = await t.post<EliminationPreview>(
      PREVIEW,
      { stageId, rule: { mode: 'percent', percent: 100, maxPerSchool: 1, minScore: line } },
      org(),
    );
    for (const r of res.body.data.rows) {
      if (r.score === null) continue;
      if (r.score < line) expect(r.reason).toBe('belowThreshold');
      else expect(['withinQuota', 'tieAtLine', 'schoolCap']).toContain(r.reason);
    }
    // Never two of one school through in a bucket.
    const through = res.body.data.rows.filter((r) => r.promoted);
    const keys = through.map((r) => `${r.itemName}/${r.groupName}/${r.schoolName}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('commits once: two concurrent commits and a repeat enrol the promoted exactly once; audited', async () => {
    const mark = await operationLogMark(t);
    const preview = (await t.post<EliminationPreview>(PREVIEW, { stageId, rule: TOP1 }, org())).body.data;
    const promoted = preview.rows.filter((r) => r.promoted);
    const [a, b] = await Promise.all([
      t.post<EliminationCommitResult>(COMMIT, { stageId, rule: TOP1 }, org()),
      t.post<EliminationCommitResult>(COMMIT, { stageId, rule: { mode: 'top', top: 5 } }, org()),
    ]);
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    const applied = [a.body.data, b.body.data].filter((r) => r.applied);
    expect(applied).toHaveLength(1);
    const winner = applied[0]!;
    expect(winner.enrolled).toBe(winner.record.promoted);
    expect(a.body.data.record.promotionId).toBe(b.body.data.record.promotionId);
    const again = await t.post<EliminationCommitResult>(COMMIT, { stageId, rule: TOP1 }, org());
    expect(again.body.data).toMatchObject({ applied: false, enrolled: 0 });

    const enrolled = await nextStageEntries();
    expect(enrolled).toHaveLength(winner.record.promoted);
    expect(new Set(enrolled.map((e) => e.teamId)).size).toBe(enrolled.length);
    // The enrolled teams are exactly the promoted entries' teams (of whichever rule won).
    const winnerRule = winner.record.rule as { top: number };
    if (winnerRule.top === 1) {
      const teams = await t.db
        .select({ teamId: reviewEntries.teamId })
        .from(reviewEntries)
        .where(
          inArray(
            reviewEntries.publicId,
            promoted.map((p) => p.entryId),
          ),
        );
      expect(enrolled.map((e) => e.teamId).sort()).toEqual(teams.map((x) => x.teamId).sort());
    }
    expect((await waitForOperationLog(t, 'review', 'promote', mark)).success).toBe(true);
    const state = await t.get<EliminationState>(STATE, { ...org(), query: { stageId } });
    expect(state.body.data.committed?.promotionId).toBe(winner.record.promotionId);
    expect(state.body.data.committed?.committedBy).toBe('organizer');

    // One event for the one commit: promoted teams' members hear they go on, the others that they are out,
    // each exactly once (two concurrent commits and a repeat tell nobody twice).
    await t.notify.drain();
    const membersOfTeams = async (teamIds: number[]) =>
      new Set(
        (
          await t.db
            .selectDistinct({ userId: enrollMembers.userId })
            .from(enrollMembers)
            .where(inArray(enrollMembers.teamId, teamIds.length ? teamIds : [-1]))
        ).map((m) => m.userId),
      );
    const goOn = await membersOfTeams(enrolled.map((e) => e.teamId));
    const toldOn = await t.db
      .select({ userId: subscribeMessages.userId })
      .from(subscribeMessages)
      .where(eq(subscribeMessages.title, '恭喜晋级'));
    const toldOut = await t.db
      .select({ userId: subscribeMessages.userId })
      .from(subscribeMessages)
      .where(eq(subscribeMessages.title, '晋级结果'));
    expect(toldOn.length).toBeGreaterThan(0);
    expect(new Set(toldOn.map((r) => r.userId)).size).toBe(toldOn.length);
    for (const r of toldOn) expect(goOn.has(r.userId)).toBe(true);
    for (const r of toldOut) expect(goOn.has(r.userId)).toBe(false);
  });
});

describe('published results', () => {
  it('refuses publishing to others and before it is published hides it everywhere', async () => {
    expect((await t.post(PUBLISH, { stageId, published: true }, { token: school })).body.code).toBe(401);
    expect((await t.post(PUBLISH, { stageId, published: true }, rival)).body.code).toBe(404);
    expect((await t.get('/home/review/result/detail', { query: { stageId } })).body.code).toBe(404);
    expect((await t.get('/review/result/scoped', { token: school, query: { stageId } })).body.code).toBe(404);
    const page = await t.get<PageResult<PublishedStage>>('/home/review/result/page');
    expect(page.body.data.rows.map((r) => r.stageId)).not.toContain(stageId);
    // A stage without final scores cannot be published.
    expect((await t.post(PUBLISH, { stageId: finalStage.publicId, published: true }, org())).body.code).toBe(
      400,
    );
  });

  it('publishes to the portal: ranked rows with promotion marks, no expert names', async () => {
    expect((await t.post(PUBLISH, { stageId, published: true }, org())).body.code).toBe(0);
    const page = await t.get<PageResult<PublishedStage>>('/home/review/result/page');
    const listed = page.body.data.rows.find((r) => r.stageId === stageId)!;
    const finals = (await t.db.select().from(reviewResults).where(eq(reviewResults.stageId, stageKey)))
      .length;
    expect(listed).toMatchObject({ competitionName: expect.stringContaining('创意设计'), entries: finals });
    const detail = await t.get<PublicResultDetail>('/home/review/result/detail', { query: { stageId } });
    expect(detail.body.data.rows).toHaveLength(finals);
    expect(detail.body.data.rows.some((r) => r.promoted === true)).toBe(true);
    expect(JSON.stringify(detail.body)).not.toMatch(/expertName|breakdown/);

    // Every member of a team in the stage is told once (a repeat publish tells nobody again); others not.
    expect((await t.post(PUBLISH, { stageId, published: true }, org())).body.code).toBe(0);
    await t.notify.drain();
    const entrants = new Set(
      (
        await t.db
          .selectDistinct({ userId: enrollMembers.userId })
          .from(reviewEntries)
          .innerJoin(enrollMembers, eq(enrollMembers.teamId, reviewEntries.teamId))
          .where(eq(reviewEntries.stageId, stageKey))
      ).map((r) => r.userId),
    );
    const told = await t.db
      .select({ userId: subscribeMessages.userId })
      .from(subscribeMessages)
      .where(eq(subscribeMessages.title, '评审结果已公布'));
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((r) => r.userId)).size).toBe(told.length);
    for (const r of told) expect(entrants.has(r.userId)).toBe(true);
    expect(told.map((r) => r.userId)).not.toContain(t.fixture.users.organizer.id);
  });

  it('a school account sees only its own school’s entries and scores, never another school’s', async () => {
    const all = await t.get<PublishedResultRow[]>('/review/result/scoped', { ...org(), query: { stageId } });
    const own = await t.get<PublishedResultRow[]>('/review/result/scoped', {
      token: school,
      query: { stageId },
    });
    expect(all.body.code).toBe(0);
    expect(own.body.code).toBe(0);
    const schools = new Set(all.body.data.map((r) => r.schoolName));
    expect(schools.size).toBeGreaterThan(1);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((r) => r.schoolName === '东海大学')).toBe(true);
    const others = all.body.data.filter((r) => r.schoolName !== '东海大学').map((r) => r.entryId);
    expect(own.body.data.filter((r) => others.includes(r.entryId))).toEqual([]);
    // Ranks stay those among all entries.
    for (const r of own.body.data)
      expect(r.rank).toBe(all.body.data.find((x) => x.entryId === r.entryId)!.rank);
    // The desk list with breakdowns stays closed to the school.
    expect(
      (await t.get('/review/comment/result/list', { token: school, query: { stageId } })).body.code,
    ).toBe(401);
  });

  it('shows an entrant their result with the comments of visible columns only', async () => {
    const [member] = await t.db
      .select({ username: users.username, entryKey: reviewEntries.id, entryId: reviewEntries.publicId })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .innerJoin(enrollMembers, eq(enrollMembers.teamId, reviewEntries.teamId))
      .innerJoin(users, eq(users.id, enrollMembers.userId))
      .where(and(eq(reviewEntries.stageId, stageKey), eq(reviewAssignments.status, 'submitted')))
      .limit(1);
    const token = await t.login(member!.username);
    const mine = await t.get<MyResult[]>('/web/review/result/mine', { token });
    const row = mine.body.data.find((r) => r.entryId === member!.entryId)!;
    expect(row.comments.map((c) => c.column)).toEqual(['完成度与表达']);
    expect(row.comments[0]!.texts.length).toBeGreaterThan(0);
    // The visible columns' points: the mean of the submitted sheets, with each column's maximum.
    const sheets = await t.db
      .select({ scores: reviewAssignments.scores })
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.entryId, member!.entryKey), eq(reviewAssignments.status, 'submitted')));
    const columns = (await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId } })).body
      .data.columns;
    const expected = columns
      .filter((c) => c.visibleToEntrant)
      .map((c) => {
        const given = sheets.map((s) => s.scores[c.key]!);
        const average = Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
        return { column: c.name, average, max: c.max };
      });
    expect(expected.length).toBeGreaterThan(0);
    expect(row.scores).toEqual(expected);

    const got = await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId } });
    const { reviewStart: _s, reviewEnd: _e, ...setting } = got.body.data;
    const hidden = setting.columns.map((c) => ({ ...c, visibleToEntrant: false }));
    expect((await t.post('/review/setting/save', { ...setting, columns: hidden }, org())).body.code).toBe(0);
    const after = await t.get<MyResult[]>('/web/review/result/mine', { token });
    expect(after.body.data.find((r) => r.entryId === member!.entryId)!.comments).toEqual([]);
    expect(after.body.data.find((r) => r.entryId === member!.entryId)!.scores).toEqual([]);
    await t.post('/review/setting/save', setting, org());

    // Withdrawn: gone from the user centre and the portal.
    expect((await t.post(PUBLISH, { stageId, published: false }, org())).body.code).toBe(0);
    expect((await t.get<MyResult[]>('/web/review/result/mine', { token })).body.data).toEqual([]);
    expect((await t.get('/home/review/result/detail', { query: { stageId } })).body.code).toBe(404);
  });
});

describe('statistics', () => {
  it('refuses others; counts progress as the database does; exports .xlsx', async () => {
    expect((await t.get('/review/statistics/get', { token: school, query: { stageId } })).body.code).toBe(
      401,
    );
    expect((await t.get('/review/statistics/get', { ...rival, query: { stageId } })).body.code).toBe(404);
    const res = await t.get<ReviewStatistics>('/review/statistics/get', { ...org(), query: { stageId } });
    expect(res.body.code).toBe(0);
    const rows = await t.db
      .select({ status: reviewAssignments.status })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .where(eq(reviewEntries.stageId, stageKey));
    const counted = (s: string) => rows.filter((r) => r.status === s).length;
    const s = res.body.data;
    expect(s.overall).toMatchObject({
      submitted: counted('submitted'),
      assigned: counted('assigned'),
      draft: counted('draft'),
    });
    expect(s.histogram.reduce((n, h) => n + h.count, 0)).toBe(counted('submitted'));
    expect(s.experts.reduce((n, e) => n + e.submitted + e.assigned + e.draft + e.abstained, 0)).toBe(
      rows.length,
    );
    expect(s.maxTotal).toBe(100);

    const file = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/review/statistics/export`,
      headers: { authorization: `Bearer ${organizer}`, [GROUP_HEADER]: t.fixture.groups.organizer.publicId },
      query: { stageId },
    });
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = await readAllRows(file.rawPayload);
    expect(sheet.some((r) => r.includes('专家'))).toBe(true);
    expect(sheet.length).toBeGreaterThanOrEqual(2 + s.experts.length);
  });
});
