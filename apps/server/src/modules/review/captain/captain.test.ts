import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptainProgress, ExpertGroupRow, ExpertQueue } from '@podium/contracts';
import {
  competitions,
  competitionStages,
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  subscribeMessages,
} from '../../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { openDemoReview } from '../../../test-support/open-demo-review.ts';

let t: TestApp;
let captain: string;
let organizer: string;
let member: { token: string; userId: number };
let memberExpertId: number;
let groupId: string;
let stageId: string;

beforeAll(async () => {
  t = await createTestApp();
  // The seeded review belongs to a finished competition: open its window for scoring.
  await openDemoReview(t.db);
  [captain, organizer] = (await Promise.all(['expert', 'organizer'].map((u) => t.login(u)))) as [
    string,
    string,
  ];
  const [stage] = await t.db
    .select({ id: competitionStages.id, publicId: competitionStages.publicId })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'));
  stageId = stage!.publicId;
  const groups = await t.get<ExpertGroupRow[]>('/review/group/list', {
    token: organizer,
    groupId: t.fixture.groups.organizer.publicId,
    query: { stageId },
  });
  groupId = groups.body.data[0]!.expertGroupId;
  // A member of the group who is not its captain gets an account, and one submitted score.
  const [group] = await t.db.select().from(expertGroups).where(eq(expertGroups.publicId, groupId));
  const [other] = await t.db
    .select({ id: experts.id })
    .from(reviewAssignments)
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .innerJoin(
      expertGroupMembers,
      and(eq(expertGroupMembers.expertId, experts.id), eq(expertGroupMembers.expertGroupId, group!.id)),
    )
    .where(and(ne(experts.id, group!.captainExpertId!), eq(experts.status, 'active')))
    .limit(1);
  memberExpertId = other!.id;
  const actor = await createActor(t, {
    username: 'captain_member',
    group: t.fixture.groups.organizer,
    permissions: [],
  });
  member = { token: actor.token, userId: actor.userId };
  await t.db.update(experts).set({ userId: actor.userId }).where(eq(experts.id, memberExpertId));
});
afterAll(async () => {
  await t.close();
});

const progress = (token: string, lang?: 'en') =>
  t.get<CaptainProgress>('/review/group/captain/progress', {
    token,
    lang,
    query: { expertGroupId: groupId },
  });

describe('captain tools', () => {
  it('shows the captain the group per expert and per entry; nobody else', async () => {
    const res = await progress(captain);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.experts.length).toBeGreaterThan(1);
    for (const e of data.experts)
      expect(e.assigned).toBe(data.cells.filter((c) => c.expertId === e.expertId).length);
    // Blind stage: entries are numbered, never named.
    expect(data.entries.every((e) => /^#\d{3}$/.test(e.title))).toBe(true);
    expect(new Set(data.cells.map((c) => c.entryId))).toEqual(new Set(data.entries.map((e) => e.entryId)));

    const refused = await progress(member.token, 'en');
    expect(refused.body).toMatchObject({ code: 401, msg: 'Only the captain of this group may do this' });
    expect((await progress(organizer)).body.code).toBe(401);
    expect(
      (await t.get('/review/group/captain/progress', { query: { expertGroupId: groupId } })).body.code,
    ).toBe(11000);
  });

  it('returns a submitted score with a note; the expert reads it and resubmits; audited', async () => {
    const memberQueue = async () =>
      (await t.get<ExpertQueue>('/review/expert/queue', { token: member.token, query: { stageId } })).body
        .data;
    let queue = await memberQueue();
    let item = queue.items[0]!;
    const scores = Object.fromEntries(queue.columns.map((c) => [c.key, c.max - 1]));
    const comments = Object.fromEntries(queue.columns.map((c) => [c.key, '初评']));
    if (item.status !== 'submitted')
      expect(
        (
          await t.post(
            '/review/expert/score/save',
            { assignmentId: item.assignmentId, scores, comments, submit: true },
            { token: member.token },
          )
        ).body.code,
      ).toBe(0);

    // The member cannot return scores; the captain can, once.
    const body = { assignmentId: item.assignmentId, note: '创新性给分偏高，请对照评分细则复核' };
    expect((await t.post('/review/group/captain/return', body, { token: member.token })).body.code).toBe(401);
    const mark = await operationLogMark(t);
    expect((await t.post('/review/group/captain/return', body, { token: captain })).body.code).toBe(0);
    const log = await waitForOperationLog(t, 'review', 'captainReturn', mark);
    expect(log.target).toBe(item.assignmentId);
    const again = await t.post('/review/group/captain/return', body, { token: captain });
    expect(again.body).toMatchObject({ code: 409, msg: '只能退回已提交的评分' });
    expect(
      (await t.post('/review/group/captain/return', { ...body, note: '  ' }, { token: captain })).body.code,
    ).toBe(400);

    queue = await memberQueue();
    item = queue.items.find((i) => i.assignmentId === item.assignmentId)!;
    expect(item).toMatchObject({ status: 'draft', returnNote: body.note });
    const captainView = (await progress(captain)).body.data.cells.find(
      (c) => c.assignmentId === item.assignmentId,
    )!;
    expect(captainView).toMatchObject({ status: 'draft', returnNote: body.note });
    // The expert is told through platform/notify (topic review), with the captain's note.
    await t.notify.drain();
    const [message] = await t.db
      .select()
      .from(subscribeMessages)
      .where(
        and(eq(subscribeMessages.userId, member.userId), eq(subscribeMessages.title, '评分被组长退回修改')),
      );
    expect(message).toMatchObject({ topic: 'review', titleEn: 'A score was returned by your captain' });
    expect(message!.content).toContain(body.note);

    const resubmit = await t.post(
      '/review/expert/score/save',
      {
        assignmentId: item.assignmentId,
        scores: { ...scores, [queue.columns[0]!.key]: 10 },
        comments,
        submit: true,
      },
      { token: member.token },
    );
    expect(resubmit.body.code).toBe(0);
    queue = await memberQueue();
    expect(queue.items.find((i) => i.assignmentId === item.assignmentId)).toMatchObject({
      status: 'submitted',
      returnNote: null,
    });
  });

  it('reminds late members through the message box, at most three rounds an hour', async () => {
    // The member has unfinished work again.
    await t.db
      .update(reviewAssignments)
      .set({ status: 'assigned' })
      .where(eq(reviewAssignments.expertId, memberExpertId));
    const messages = async () => {
      await t.notify.drain();
      return (
        await t.db
          .select()
          .from(subscribeMessages)
          .where(and(eq(subscribeMessages.userId, member.userId), eq(subscribeMessages.title, '评审提醒')))
      ).length;
    };
    const body = { expertGroupId: groupId };
    expect((await t.post('/review/group/captain/remind', body, { token: member.token })).body.code).toBe(401);
    expect(
      (await t.post('/review/group/captain/remind', { ...body, expertIds: ['nobody'] }, { token: captain }))
        .body.code,
    ).toBe(404);
    const mark = await operationLogMark(t);
    for (let round = 1; round <= 3; round += 1) {
      const res = await t.post<{ reminded: number }>('/review/group/captain/remind', body, {
        token: captain,
      });
      expect(res.body.code).toBe(0);
      // Only members with an account and unfinished work: the captain and this member here.
      expect(res.body.data.reminded).toBeGreaterThanOrEqual(1);
      expect(await messages()).toBe(round);
    }
    await waitForOperationLog(t, 'review', 'captainRemind', mark);
    const fourth = await t.post('/review/group/captain/remind', body, { token: captain });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messages()).toBe(3);
  });
});
