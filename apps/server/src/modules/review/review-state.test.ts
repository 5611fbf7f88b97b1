import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertQueue, StageReviewState } from '@podium/contracts';
import { competitionStages, enrollTeams, reviewAssignments, reviewEntries } from '../../db/schema/index.ts';
import { operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { openDemoReview } from '../../test-support/open-demo-review.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let expert: string;
let stageId: string;
let stageKey: number;
const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const state = async (lang?: 'en') =>
  (await t.get<StageReviewState>('/review/stage/state', { ...org(), lang, query: { stageId } })).body.data;
/** One of the expert's unfinished assignments in the stage, saved as a draft. */
const draft = async (lang?: 'en') => {
  const queue = (await t.get<ExpertQueue>('/review/expert/queue', { token: expert, query: { stageId } })).body
    .data;
  const item = queue.items.find((i) => i.status === 'assigned' || i.status === 'draft')!;
  return t.post(
    '/review/expert/score/save',
    { assignmentId: item.assignmentId, scores: { innovation: 20 } },
    { token: expert, lang },
  );
};

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  [organizer, expert] = (await Promise.all(['organizer', 'expert'].map((u) => t.login(u)))) as [
    string,
    string,
  ];
  const stage = await openDemoReview(t.db);
  stageId = stage.publicId;
  stageKey = stage.id;
});
afterAll(() => t.close());

describe("a stage's review state", () => {
  it('counts entries, sign-ups waiting to be synced and unscored work; the sync brings the waiting in', async () => {
    // A sign-up whose entry is gone (approved after the last sync) waits to be synced.
    const [entry] = await t.db
      .select({ id: reviewEntries.id, teamId: reviewEntries.teamId })
      .from(reviewEntries)
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .where(and(eq(reviewEntries.stageId, stageKey), eq(enrollTeams.status, 'approved')))
      .limit(1);
    await t.db.delete(reviewEntries).where(eq(reviewEntries.id, entry!.id));
    const before = await state();
    const entries = await t.db.select().from(reviewEntries).where(eq(reviewEntries.stageId, stageKey));
    const work = await t.db
      .select({ status: reviewAssignments.status })
      .from(reviewAssignments)
      .where(
        inArray(
          reviewAssignments.entryId,
          entries.map((e) => e.id),
        ),
      );
    const unsynced = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .leftJoin(
        reviewEntries,
        and(eq(reviewEntries.teamId, enrollTeams.id), eq(reviewEntries.stageId, enrollTeams.stageId)),
      )
      .where(
        and(eq(enrollTeams.stageId, stageKey), eq(enrollTeams.status, 'approved'), isNull(reviewEntries.id)),
      );
    expect(before).toMatchObject({
      stageId,
      open: true,
      entries: entries.length,
      waitingToSync: unsynced.length,
      assignments: work.filter((w) => w.status !== 'abstained').length,
      unscored: work.filter((w) => w.status === 'assigned' || w.status === 'draft').length,
    });
    expect(before.waitingToSync).toBeGreaterThanOrEqual(1);
    const sync = await t.post<{ created: number }>('/review/entry/sync', { stageId }, org());
    expect(sync.body.data.created).toBe(before.waitingToSync);
    expect(await state()).toMatchObject({ waitingToSync: 0, entries: entries.length + before.waitingToSync });
    // Only for those who distribute: an expert is refused.
    const refused = await t.get('/review/stage/state', { token: expert, query: { stageId } });
    expect(refused.body.code).toBe(401);
  });
});

describe('closing and reopening a review', () => {
  it('closes an open review: audited, and experts can no longer score', async () => {
    expect((await draft()).body.code).toBe(0);
    expect((await t.post('/review/stage/close', { stageId }, { token: expert })).body.code).toBe(401);
    const mark = await operationLogMark(t);
    const closed = await t.post<StageReviewState>('/review/stage/close', { stageId }, org());
    expect(closed.body.code).toBe(0);
    expect(closed.body.data.open).toBe(false);
    // Ended at this moment, by the server's clock (a page's clock from before the close read it as "not started").
    expect(closed.body.data.phase).toBe('ended');
    const log = await waitForOperationLog(t, 'review', 'reviewClose', mark);
    expect(log.target).toBe(stageId);
    expect(log.after).toMatchObject({ reviewEnd: closed.body.data.reviewEnd });
    const [row] = await t.db.select().from(competitionStages).where(eq(competitionStages.id, stageKey));
    expect(row!.reviewEnd!.getTime()).toBeLessThanOrEqual(Date.now());
    // The expert's write is refused, in their language.
    expect((await draft('en')).body).toMatchObject({
      code: 400,
      msg: 'The review window is not open; scores cannot be changed',
    });
    expect((await draft()).body.msg).toBe('不在评审时间内，不能评分');
    // Closing again says there is nothing to close.
    const again = await t.post('/review/stage/close', { stageId }, { ...org(), lang: 'en' });
    expect(again.body).toMatchObject({
      code: 409,
      msg: "This stage's review is not open; there is nothing to close",
    });
  });

  it('reopens a closed review (seven days by default, or until a given end), audited', async () => {
    const past = await t.post(
      '/review/stage/reopen',
      { stageId, reviewEnd: new Date(Date.now() - 60_000).toISOString() },
      org(),
    );
    expect(past.body).toMatchObject({ code: 400, msg: '重新开放的截止时间必须晚于现在' });
    const mark = await operationLogMark(t);
    const reopened = await t.post<StageReviewState>('/review/stage/reopen', { stageId }, org());
    expect(reopened.body.code).toBe(0);
    expect(reopened.body.data.open).toBe(true);
    expect(reopened.body.data.phase).toBe('open');
    const days = (new Date(reopened.body.data.reviewEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const log = await waitForOperationLog(t, 'review', 'reviewReopen', mark);
    expect(log.before).toMatchObject({ reviewEnd: expect.any(String) });
    expect(log.after).toMatchObject({ reviewEnd: reopened.body.data.reviewEnd });
    expect((await draft()).body.code).toBe(0);
    const twice = await t.post('/review/stage/reopen', { stageId }, org());
    expect(twice.body).toMatchObject({ code: 409, msg: '该阶段的评审正在进行中' });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await t.post('/review/stage/close', { stageId }, org());
    const chosen = await t.post<StageReviewState>(
      '/review/stage/reopen',
      { stageId, reviewEnd: until },
      org(),
    );
    expect(new Date(chosen.body.data.reviewEnd!).toISOString()).toBe(until);
  });
});
