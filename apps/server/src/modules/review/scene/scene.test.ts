import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertQueue, SceneDetail, SceneSessionRow, ScreenState } from '@podium/contracts';
import type { LiveEvent } from '../../../platform/events/index.ts';
import { competitions, competitionStages, reviewEntries, sceneSessions } from '../../../db/schema/index.ts';
import { DEMO_DRAW_SEED } from '../../../db/seed/extras/review-scene.ts';
import { operationLogMark, waitForOperationLog } from '../../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { openDemoReview } from '../../../test-support/open-demo-review.ts';
import { drawOrder } from './scene-draw.ts';
import { sceneChannel } from './scene-publish.ts';

let t: TestApp;
let organizer: string;
let school: string;
let expert: string;
let stageId: string;
let stageKey: number;
let demo: SceneSessionRow;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const detail = async (sessionId: string) =>
  (await t.get<SceneDetail>('/review/scene/detail', { ...org(), query: { sessionId } })).body.data;
const act = (path: string, body: object) => t.post<SceneDetail>(`/review/scene/${path}`, body, org());

/** A fresh session of `count` demo entries (its own room), for tests that change its state. */
const newSession = async (room: string, count = 4) => {
  const entries = await t.db
    .select({ publicId: reviewEntries.publicId })
    .from(reviewEntries)
    .where(eq(reviewEntries.stageId, stageKey))
    .orderBy(reviewEntries.id)
    .limit(count);
  const res = await t.post<{ sessionId: string }>(
    '/review/scene/save',
    { stageId, room, durationSec: 300, showNames: true, entryIds: entries.map((e) => e.publicId) },
    org(),
  );
  expect(res.body.code).toBe(0);
  return detail(res.body.data.sessionId);
};

beforeAll(async () => {
  t = await createTestApp();
  // The seeded review belongs to a finished competition: open its window for scoring.
  await openDemoReview(t.db);
  [organizer, school, expert] = (await Promise.all(
    ['organizer', 'school', 'expert'].map((u) => t.login(u)),
  )) as [string, string, string];
  const [row] = await t.db
    .select({ publicId: competitionStages.publicId, id: competitionStages.id })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'));
  stageId = row!.publicId;
  stageKey = row!.id;
  const list = await t.get<SceneSessionRow[]>('/review/scene/list', { ...org(), query: { stageId } });
  demo = list.body.data[0]!;
});
afterAll(async () => {
  await t.close();
});

describe('on-site sessions (desk)', () => {
  it('lists the demo session, drawn with its recorded seed', async () => {
    expect(demo).toMatchObject({
      room: 'A101 答辩室',
      status: 'ready',
      drawSeed: DEMO_DRAW_SEED,
      durationSec: 480,
    });
    const got = await detail(demo.sessionId);
    const entries = await t.db
      .select({ publicId: reviewEntries.publicId })
      .from(reviewEntries)
      .where(eq(reviewEntries.stageId, stageKey))
      .orderBy(reviewEntries.id);
    expect(got.slots.map((s) => s.entryId)).toEqual(
      drawOrder(
        entries.map((e) => e.publicId),
        DEMO_DRAW_SEED,
      ),
    );
    expect(got.slots.map((s) => s.position)).toEqual(got.slots.map((_, i) => i + 1));
    expect(got.current).toBeNull();
  });

  it('refuses strangers: anonymous 11000, expert 401, a school outside the stage 404', async () => {
    const query = { sessionId: demo.sessionId };
    expect((await t.get('/review/scene/detail', { query })).body.code).toBe(11000);
    expect((await t.get('/review/scene/detail', { token: expert, query })).body.code).toBe(401);
    expect((await t.post('/review/scene/next', { ...query, version: 1 }, { token: expert })).body.code).toBe(
      401,
    );
    expect((await t.get('/review/scene/list', { token: school, query: { stageId } })).body.code).toBe(401);
  });

  it('refuses a duplicate room, entries of another stage, and a stage not reviewed on site', async () => {
    const entry = (await detail(demo.sessionId)).slots[0]!.entryId;
    const base = { stageId, durationSec: 300, showNames: false, entryIds: [entry] };
    const dup = await t.post('/review/scene/save', { ...base, room: 'A101 答辩室' }, org());
    expect(dup.body).toMatchObject({ code: 409, msg: '该阶段已有场次“A101 答辩室”' });
    const foreign = await t.post('/review/scene/save', { ...base, room: 'X', entryIds: ['nope'] }, org());
    expect(foreign.body.code).toBe(404);
    const twice = await t.post(
      '/review/scene/save',
      { ...base, room: 'X', entryIds: [entry, entry] },
      { ...org(), lang: 'en' },
    );
    expect(twice.body).toMatchObject({ code: 400, msg: 'An entry cannot be in the session twice' });
    const setting = (
      await t.get<Record<string, unknown>>('/review/setting/get', { ...org(), query: { stageId } })
    ).body.data;
    const { reviewStart: _s, reviewEnd: _e, ...saveable } = setting;
    expect(
      (await t.post('/review/setting/save', { ...saveable, reviewType: 'online' }, org())).body.code,
    ).toBe(0);
    const online = await t.post('/review/scene/save', { ...base, room: 'X' }, org());
    expect(online.body.code).toBe(400);
    expect(online.body.msg).toContain('现场评审');
    expect(
      (await t.post('/review/setting/save', { ...saveable, reviewType: 'onsite' }, org())).body.code,
    ).toBe(0);
  });

  it('draws with a given seed reproducibly, and refuses a draw once calling started', async () => {
    const session = await newSession('B201');
    const drawn = await act('draw', {
      sessionId: session.sessionId,
      version: session.version,
      seed: 'hall-B201',
    });
    expect(drawn.body.code).toBe(0);
    expect(drawn.body.data.drawSeed).toBe('hall-B201');
    expect(drawn.body.data.slots.map((s) => s.entryId)).toEqual(
      drawOrder(
        session.slots.map((s) => s.entryId),
        'hall-B201',
      ),
    );
    const random = await act('draw', { sessionId: session.sessionId, version: drawn.body.data.version });
    expect(random.body.data.drawSeed).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const started = await act('next', { sessionId: session.sessionId, version: random.body.data.version });
    expect(started.body.data.status).toBe('running');
    const late = await act('draw', { sessionId: session.sessionId, version: started.body.data.version });
    expect(late.body.code).toBe(409);
  });

  it('two simultaneous clicks of "call next" on the same state advance once', async () => {
    const session = await newSession('C301');
    const body = { sessionId: session.sessionId, version: session.version };
    const results = await Promise.all([act('next', body), act('next', body), act('next', body)]);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    const refused = results.filter((r) => r.body.code !== 0);
    expect(refused.map((r) => r.body.code)).toEqual([409, 409]);
    expect(refused[0]!.body.msg).toBe('叫号状态已被他人更新，请刷新后再操作');
    const after = await detail(session.sessionId);
    expect(after.current!.position).toBe(1);
    expect(after.slots.filter((s) => s.state === 'called')).toHaveLength(1);
    expect(after.slots.filter((s) => s.state === 'waiting')).toHaveLength(3);
    expect(after.version).toBe(session.version + 1);
  });

  it('calls, skips, recalls, reorders and closes; every action is audited; the countdown runs on the server clock', async () => {
    const session = await newSession('D401', 4);
    const mark = await operationLogMark(t);
    let state = (await act('next', { sessionId: session.sessionId, version: session.version })).body.data;
    expect(state.current!.position).toBe(1);
    expect(Date.parse(state.serverNow) - Date.parse(state.calledAt!)).toBeLessThan(5_000);
    const log = await waitForOperationLog(t, 'review', 'sceneNext', mark);
    expect(log.success).toBe(true);
    expect(log.target).toBe(session.sessionId);

    state = (await act('skip', { sessionId: session.sessionId, version: state.version })).body.data;
    expect(state.current!.position).toBe(2);
    const skipped = state.slots.find((s) => s.position === 1)!;
    expect(skipped.state).toBe('skipped');
    await waitForOperationLog(t, 'review', 'sceneSkip', mark);

    // Only a skipped team can be recalled.
    const notSkipped = state.slots.find((s) => s.state === 'waiting')!;
    const bad = await act('recall', {
      sessionId: session.sessionId,
      version: state.version,
      slotId: notSkipped.slotId,
    });
    expect(bad.body.code).toBe(400);

    // The waiting teams (3 and 4) swap places.
    const waiting = state.slots.filter((s) => s.state === 'waiting').map((s) => s.slotId);
    const reordered = await act('order', {
      sessionId: session.sessionId,
      version: state.version,
      slotIds: [...waiting].reverse(),
    });
    expect(reordered.body.code).toBe(0);
    state = reordered.body.data;
    expect(state.slots.filter((s) => s.state === 'waiting').map((s) => s.slotId)).toEqual(
      [...waiting].reverse(),
    );
    const missing = await act('order', {
      sessionId: session.sessionId,
      version: state.version,
      slotIds: [waiting[0]],
    });
    expect(missing.body.code).toBe(400);

    state = (
      await act('recall', { sessionId: session.sessionId, version: state.version, slotId: skipped.slotId })
    ).body.data;
    expect(state.current!.slotId).toBe(skipped.slotId);
    expect(state.slots.find((s) => s.position === 2)!.state).toBe('done');
    await waitForOperationLog(t, 'review', 'sceneRecall', mark);

    state = (await act('close', { sessionId: session.sessionId, version: state.version })).body.data;
    expect(state.status).toBe('closed');
    expect(state.current).toBeNull();
    const after = await act('next', { sessionId: session.sessionId, version: state.version });
    expect(after.body).toMatchObject({ code: 409, msg: '场次已结束' });
  });
});

describe('calling screen (public by link)', () => {
  it('shows the called and the next teams without personal data; a wrong or replaced key is not found', async () => {
    const session = await newSession('E501', 5);
    await act('next', { sessionId: session.sessionId, version: session.version });
    const screen = await t.get<ScreenState>('/screen/call/state', { query: { key: session.screenKey } });
    expect(screen.body.code).toBe(0);
    expect(screen.body.data.current).toEqual({
      position: 1,
      teamName: session.slots[0]!.teamName,
      schoolName: session.slots[0]!.schoolName,
    });
    expect(screen.body.data.next.map((n) => n.position)).toEqual([2, 3, 4]);
    expect(screen.body.data.remaining).toBeGreaterThan(290);
    expect(screen.body.data.remaining).toBeLessThanOrEqual(300);
    // Only what a hall screen shows: no ids, members, phones or scores.
    const text = JSON.stringify(screen.body.data);
    for (const word of ['entryId', 'slotId', 'phone', 'member', 'total', 'sessionId'])
      expect(text).not.toContain(word);

    expect((await t.get('/screen/call/state', { query: { key: 'x'.repeat(43) } })).body.code).toBe(404);
    expect((await t.get('/screen/call/state', { query: { key: 'short' } })).body.code).toBe(400);
    const reset = await t.post<{ screenKey: string }>(
      '/review/scene/screenKey/reset',
      { sessionId: session.sessionId },
      org(),
    );
    expect(reset.body.code).toBe(0);
    expect((await t.get('/screen/call/state', { query: { key: session.screenKey } })).body.code).toBe(404);
    expect((await t.get('/screen/call/state', { query: { key: reset.body.data.screenKey } })).body.code).toBe(
      0,
    );
  });

  it('hides names when the session does not show them', async () => {
    const session = await newSession('F601', 2);
    const { slots: _slots, ...rest } = session;
    const saved = await t.post(
      '/review/scene/save',
      {
        sessionId: rest.sessionId,
        stageId,
        room: rest.room,
        durationSec: 120,
        showNames: false,
        entryIds: session.slots.map((s) => s.entryId),
      },
      org(),
    );
    expect(saved.body.code).toBe(0);
    const screen = await t.get<ScreenState>('/screen/call/state', { query: { key: session.screenKey } });
    expect(screen.body.data.next[0]).toEqual({ position: 1, teamName: '', schoolName: '' });
    expect(screen.body.data.durationSec).toBe(120);
  });

  it('publishes each click; the expert sees the called entry first and their submitted score moves the progress', async () => {
    // Sessions of earlier tests end first, so only this one calls a team.
    await t.db
      .update(sceneSessions)
      .set({ status: 'closed', currentSlotId: null })
      .where(eq(sceneSessions.status, 'running'));
    // The demo expert's unfinished entry goes first in a new room.
    const queueBefore = (
      await t.get<ExpertQueue>('/review/expert/queue', { token: expert, query: { stageId } })
    ).body.data;
    const target = queueBefore.items.find((i) => i.status === 'assigned' || i.status === 'draft')!;
    const others = await t.db
      .select({ publicId: reviewEntries.publicId })
      .from(reviewEntries)
      .where(eq(reviewEntries.stageId, stageKey));
    const saved = await t.post<{ sessionId: string }>(
      '/review/scene/save',
      {
        stageId,
        room: 'G701',
        durationSec: 300,
        showNames: true,
        entryIds: [target.entryId, ...others.map((o) => o.publicId).filter((id) => id !== target.entryId)],
      },
      org(),
    );
    const session = await detail(saved.body.data.sessionId);
    const got: LiveEvent[] = [];
    const off = await t.events.subscribe(
      sceneChannel({ publicId: session.sessionId, screenKey: session.screenKey }),
      (e) => got.push(e),
    );
    const called = (await act('next', { sessionId: session.sessionId, version: session.version })).body.data;
    expect(called.current!.entryId).toBe(target.entryId);
    expect(got.at(-1)).toMatchObject({
      type: 'state',
      data: { current: { position: 1 }, version: called.version },
    });

    const queue = (await t.get<ExpertQueue>('/review/expert/queue', { token: expert, query: { stageId } }))
      .body.data;
    expect(queue.live).toBe(true);
    expect(queue.items[0]).toMatchObject({ assignmentId: target.assignmentId, onStage: true });
    expect(queue.items.filter((i) => i.onStage)).toHaveLength(1);

    // The expert submits through the scoring API: "scored n of m" moves on the channel at once.
    const scores = Object.fromEntries(queue.columns.map((c) => [c.key, Math.floor(c.max / 2)]));
    const comments = Object.fromEntries(queue.columns.map((c) => [c.key, '答辩清楚']));
    const submit = await t.post(
      '/review/expert/score/save',
      { assignmentId: target.assignmentId, scores, comments, submit: true },
      { token: expert },
    );
    expect(submit.body.code).toBe(0);
    expect((got.at(-1)!.data as ScreenState).progress).toEqual({
      scored: called.current!.scored + 1,
      assigned: called.current!.assigned,
    });
    expect((await detail(session.sessionId)).current!.scored).toBe(called.current!.scored + 1);
    await off();
    const closed = await act('close', { sessionId: session.sessionId, version: called.version });
    expect(closed.body.code).toBe(0);
    const quiet = (await t.get<ExpertQueue>('/review/expert/queue', { token: expert, query: { stageId } }))
      .body.data;
    expect(quiet.items.some((i) => i.onStage)).toBe(false);
  });
});
