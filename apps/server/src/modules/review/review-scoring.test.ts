import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistributionRow, ExpertQueue, ExpertStage, PageResult } from '@podium/contracts';
import { competitionStages, experts, reviewAssignments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openDemoReview } from '../../test-support/open-demo-review.ts';

let t: TestApp;
let expert: string;
let student: string;
let organizer: string;
let stage: ExpertStage;
let queue: ExpertQueue;

const as = () => ({ token: expert });
const save = (body: Record<string, unknown>, lang?: 'en') =>
  t.post<{ status: string; total: number }>('/review/expert/score/save', body, { ...as(), lang });
const full = { innovation: 35, feasibility: 25, presentation: 26 };

beforeAll(async () => {
  t = await createTestApp();
  // The seeded review belongs to a finished competition: open its window for scoring.
  await openDemoReview(t.db);
  [expert, student, organizer] = (await Promise.all(
    ['expert', 'student', 'organizer'].map((u) => t.login(u)),
  )) as [string, string, string];
  // Give the demo expert every entry of the school they may review, so there is unstarted work to score.
  const [first] = (await t.get<ExpertStage[]>('/review/expert/stages', as())).body.data;
  const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
  const org = { token: organizer, groupId: t.fixture.groups.organizer.publicId };
  const list = await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
    ...org,
    query: { stageId: first!.stageId, pageSize: '50' },
  });
  for (const row of list.body.data.rows.filter((r) => r.schoolName === '东海大学'))
    if (!row.assignments.some((a) => a.expertId === sun!.publicId))
      await t.post('/review/distribution/assign', { entryId: row.entryId, expertId: sun!.publicId }, org);
  const stages = await t.get<ExpertStage[]>('/review/expert/stages', as());
  stage = stages.body.data[0]!;
  queue = (await t.get<ExpertQueue>('/review/expert/queue', { ...as(), query: { stageId: stage.stageId } }))
    .body.data;
});
afterAll(async () => {
  await t.close();
});

describe("the expert's queue", () => {
  it('lists the stage in review with progress, and a blind queue of assigned entries only', async () => {
    expect(stage).toMatchObject({ open: true, stageName: '作品征集' });
    expect(stage.done).toBe(1);
    expect(queue.blind).toBe(true);
    expect(queue.columns.map((c) => c.key)).toEqual(['innovation', 'feasibility', 'presentation']);
    expect(queue.items.length).toBe(stage.assigned);
    for (const item of queue.items) {
      expect(item.title).toMatch(/^#\d{3}$/);
      expect(item.schoolName).toBe('');
    }
    // Only own assignments, and none from the declared-conflict school.
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    const mine = await t.db.select().from(reviewAssignments).where(eq(reviewAssignments.expertId, sun!.id));
    expect(queue.items.map((i) => i.assignmentId).sort()).toEqual(mine.map((m) => m.publicId).sort());
  });

  it('refuses non-experts and anonymous callers', async () => {
    expect((await t.get('/review/expert/stages')).body.code).toBe(11000);
    const res = await t.get('/review/expert/stages', { token: student, lang: 'en' });
    expect(res.body).toMatchObject({ code: 401, msg: 'You are not a reviewer, or your access has ended' });
    expect(
      (await t.get('/review/expert/queue', { token: organizer, query: { stageId: stage.stageId } })).body
        .code,
    ).toBe(401);
  });
});

describe('scoring', () => {
  it('saves a draft, validates maxima and required comments, then submits once', async () => {
    const item = queue.items.find((i) => i.status === 'assigned')!;
    expect(queue.items.length).toBeGreaterThanOrEqual(3);
    const draft = await save({ assignmentId: item.assignmentId, scores: { innovation: 30 } });
    expect(draft.body.data).toEqual({ status: 'draft', total: 30 });
    const over = await save({ assignmentId: item.assignmentId, scores: { innovation: 41 } }, 'en');
    expect(over.body).toMatchObject({ code: 400, msg: 'The score for "创新性" cannot exceed 40' });
    const unknown = await save({ assignmentId: item.assignmentId, scores: { charm: 1 } });
    expect(unknown.body).toMatchObject({ code: 400, msg: '评分项“charm”不存在' });
    const missing = await save({ assignmentId: item.assignmentId, scores: { innovation: 30 }, submit: true });
    expect(missing.body).toMatchObject({ code: 400, msg: '请为“可行性”打分' });
    const noComment = await save({ assignmentId: item.assignmentId, scores: full, submit: true });
    expect(noComment.body).toMatchObject({ code: 400, msg: '请填写“完成度与表达”的评语' });
    const [row] = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.publicId, item.assignmentId));
    expect(row).toMatchObject({ status: 'draft', total: 30 });
    const submitted = await save({
      assignmentId: item.assignmentId,
      scores: full,
      comments: { presentation: '结构清楚' },
      submit: true,
    });
    expect(submitted.body.data).toEqual({ status: 'submitted', total: 86 });
    const again = await save({ assignmentId: item.assignmentId, scores: { innovation: 1 } });
    expect(again.body).toMatchObject({ code: 409, msg: '评分已提交，不能再修改' });
  });

  it('abstains with a reason', async () => {
    const item = (
      await t.get<ExpertQueue>('/review/expert/queue', { ...as(), query: { stageId: stage.stageId } })
    ).body.data.items.find((i) => i.status === 'assigned' || i.status === 'draft')!;
    const empty = await t.post(
      '/review/expert/abstain',
      { assignmentId: item.assignmentId, reason: ' ' },
      as(),
    );
    expect(empty.body.code).toBe(400);
    const ok = await t.post(
      '/review/expert/abstain',
      { assignmentId: item.assignmentId, reason: '与参赛者有师生关系' },
      as(),
    );
    expect(ok.body.code).toBe(0);
    const [row] = await t.db
      .select()
      .from(reviewAssignments)
      .where(eq(reviewAssignments.publicId, item.assignmentId));
    expect(row).toMatchObject({ status: 'abstained', abstainReason: '与参赛者有师生关系' });
  });

  it("never reads or writes another expert's assignment", async () => {
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    const [other] = await t.db
      .select()
      .from(reviewAssignments)
      .where(and(ne(reviewAssignments.expertId, sun!.id), eq(reviewAssignments.status, 'assigned')))
      .limit(1);
    const res = await save({ assignmentId: other!.publicId, scores: { innovation: 1 } });
    expect(res.body).toMatchObject({ code: 404, msg: '评审任务不存在' });
    expect(
      (await t.post('/review/expert/abstain', { assignmentId: other!.publicId, reason: 'x' }, as())).body
        .code,
    ).toBe(404);
  });

  it('hides and refuses an entry once a conflict is declared', async () => {
    const current = (
      await t.get<ExpertQueue>('/review/expert/queue', { ...as(), query: { stageId: stage.stageId } })
    ).body.data;
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    const before = sun!.conflictGroupIds;
    await t.db
      .update(experts)
      .set({ conflictGroupIds: [...before, t.fixture.groups.schoolA.id] })
      .where(eq(experts.id, sun!.id));
    const hidden = await t.get<ExpertStage[]>('/review/expert/stages', as());
    expect(hidden.body.data).toEqual([]);
    const open = current.items.find((i) => i.status === 'assigned' || i.status === 'draft');
    if (open)
      expect((await save({ assignmentId: open.assignmentId, scores: { innovation: 1 } })).body.code).toBe(
        404,
      );
    await t.db.update(experts).set({ conflictGroupIds: before }).where(eq(experts.id, sun!.id));
  });

  it('writes only while the review window is open', async () => {
    const item = (
      await t.get<ExpertQueue>('/review/expert/queue', { ...as(), query: { stageId: stage.stageId } })
    ).body.data.items.find((i) => i.status === 'assigned' || i.status === 'draft');
    const [row] = await t.db
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.publicId, stage.stageId));
    const day = 24 * 3600 * 1000;
    await t.db
      .update(competitionStages)
      .set({ reviewStart: new Date(Date.now() - 3 * day), reviewEnd: new Date(Date.now() - day) })
      .where(eq(competitionStages.id, row!.id));
    // Give the demo expert every entry of the school they may review, so there is unstarted work to score.
    const [first] = (await t.get<ExpertStage[]>('/review/expert/stages', as())).body.data;
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    const org = { token: organizer, groupId: t.fixture.groups.organizer.publicId };
    const list = await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
      ...org,
      query: { stageId: first!.stageId, pageSize: '50' },
    });
    for (const row of list.body.data.rows.filter((r) => r.schoolName === '东海大学'))
      if (!row.assignments.some((a) => a.expertId === sun!.publicId))
        await t.post('/review/distribution/assign', { entryId: row.entryId, expertId: sun!.publicId }, org);
    const stages = await t.get<ExpertStage[]>('/review/expert/stages', as());
    expect(stages.body.data[0]!.open).toBe(false);
    const target = item ?? queue.items[0]!;
    const closed = await save({ assignmentId: target.assignmentId, scores: { innovation: 1 } }, 'en');
    if (item)
      expect(closed.body).toMatchObject({
        code: 400,
        msg: 'The review window is not open; scores cannot be changed',
      });
    else expect(closed.body.code).toBe(400);
    await t.db
      .update(competitionStages)
      .set({ reviewStart: row!.reviewStart, reviewEnd: row!.reviewEnd })
      .where(eq(competitionStages.id, row!.id));
  });

  it("ends a temporary expert's access by itself", async () => {
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    await t.db
      .update(experts)
      .set({ accessEndsAt: new Date(Date.now() - 1000) })
      .where(eq(experts.id, sun!.id));
    expect((await t.get('/review/expert/stages', as())).body.code).toBe(401);
    const flag = await t.get<{ captain: boolean }>('/review/group/relation/getCaptainFlag', as());
    expect(flag.body.data.captain).toBe(false);
    await t.db.update(experts).set({ accessEndsAt: null }).where(eq(experts.id, sun!.id));
    expect((await t.get('/review/expert/stages', as())).body.code).toBe(0);
  });
});
