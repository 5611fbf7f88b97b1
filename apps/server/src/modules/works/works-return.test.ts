import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  MyCompetitionRow,
  MySignUp,
  PageResult,
  WorkDetail,
  WorkRow,
  WorkSummary,
} from '@podium/contracts';
import {
  competitionStages,
  enrollMembers,
  enrollTeams,
  operationLogs,
  subscribeMessages,
  works,
} from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { donghai, myWork, teamOf } from './works-test-support.ts';

// The organiser returns a submitted work to its team for correction: only in reach, only while the team can
// answer with a new version, never twice, always with a note; the team (and no one else) is told, the user
// centre shows it returned with the note, the audit row is written, and the team's new version clears it.
let t: TestApp;
let organizer: string;
let student: string;
let team: string;
let workId: string;
let stageId: number;
let members: number[];

const org = (lang?: 'en') => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId, lang });
const giveBack = (
  body: Record<string, unknown>,
  who: { token: string; groupId?: string; lang?: 'en' } = org(),
) => t.post<WorkDetail>('/works/return', body, who);
const setStage = (values: Partial<typeof competitionStages.$inferInsert>) =>
  t.db.update(competitionStages).set(values).where(eq(competitionStages.id, stageId));
const inboxSince = async (mark: number) =>
  t.db.select().from(subscribeMessages).where(gt(subscribeMessages.id, mark));
const lastMessageId = async () =>
  (await t.db.select({ id: subscribeMessages.id }).from(subscribeMessages)).reduce(
    (max, r) => Math.max(max, r.id),
    0,
  );

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  [organizer, student] = await Promise.all([t.login('organizer'), t.login('student')]);
  team = await teamOf(t, 'student');
  stageId = (await donghai(t)).stageId;
  const [row] = await t.db
    .select({ workId: works.publicId, teamId: works.teamId })
    .from(works)
    .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
    .where(eq(enrollTeams.publicId, team));
  workId = row!.workId;
  members = (
    await t.db
      .select({ userId: enrollMembers.userId, role: enrollMembers.role })
      .from(enrollMembers)
      .where(eq(enrollMembers.teamId, row!.teamId))
  )
    .filter((m) => m.role !== 'advisor')
    .map((m) => m.userId)
    .sort((a, b) => a - b);
  await t.notify.drain();
});
afterAll(async () => t.close());
beforeEach(async () => {
  // The demo stage: open now, replaceable.
  await setStage({
    submitStart: new Date(Date.now() - 86_400_000),
    submitEnd: new Date(Date.now() + 86_400_000),
    workReplaceable: true,
  });
});

describe('returning a work to its team', () => {
  it('refuses without a note, out of reach, or when the team could not submit a new version', async () => {
    const noNote = await giveBack({ workId, note: '   ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toContain('退回说明');
    const noNoteEn = await giveBack({ workId }, org('en'));
    expect(noNoteEn.body.msg).toMatch(/note/i);

    // A sibling organiser and another school's desk: the work reads as missing.
    const rival = await createRivalOrganiser(t, 'works_return_rival', ['works:list', 'works:edit']);
    const fromRival = await giveBack({ workId, note: '请修改' }, { token: rival.token });
    expect(fromRival.status).toBe(404);
    const sibling = await createActor(t, {
      username: 'works_return_xishan',
      group: t.fixture.groups.schoolB,
      permissions: ['works:list', 'works:edit'],
    });
    const fromSibling = await giveBack(
      { workId, note: '请修改' },
      { token: sibling.token, groupId: t.fixture.groups.schoolB.publicId },
    );
    expect(fromSibling.status).toBe(404);
    // The student holds no desk permission at all.
    expect((await giveBack({ workId, note: '请修改' }, { token: student })).status).toBe(403);

    await setStage({ submitEnd: new Date(Date.now() - 60_000) });
    const closed = await giveBack({ workId, note: '请修改' });
    expect(closed.status).toBe(400);
    expect(closed.body.msg).toContain('不能退回');
    await setStage({ submitEnd: new Date(Date.now() + 86_400_000), workReplaceable: false });
    const fixed = await giveBack({ workId, note: '请修改' }, org('en'));
    expect(fixed.status).toBe(400);
    expect(fixed.body.msg).toContain('cannot be returned');
    // Nothing changed and nobody was told.
    const [row] = await t.db.select().from(works).where(eq(works.publicId, workId));
    expect(row!.status).toBe('submitted');
    const mark = await lastMessageId();
    await t.notify.drain();
    expect(await inboxSince(mark)).toEqual([]);
  });

  it('returns it with the note: the team is told, the user centre shows it, the audit row is written', async () => {
    const mark = await lastMessageId();
    const logMark = (await t.db.select({ id: operationLogs.id }).from(operationLogs)).reduce(
      (max, r) => Math.max(max, r.id),
      0,
    );
    const res = await giveBack({ workId, note: '请补充模型的灵敏度分析' });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ status: 'returned', returnNote: '请补充模型的灵敏度分析' });

    await t.notify.drain();
    const told = await inboxSince(mark);
    expect([...new Set(told.map((m) => m.userId))].sort((a, b) => a - b)).toEqual(members);
    expect(members).toContain(t.fixture.users.student.id);
    const mine = told.find((m) => m.userId === t.fixture.users.student.id)!;
    expect(mine.title).toContain('作品被退回修改');
    expect(mine.content).toContain('请补充模型的灵敏度分析');
    expect(mine.contentEn).toContain('Note: 请补充模型的灵敏度分析');
    expect(mine.link).toBe('/center/work');

    // The user centre: my works and my sign-ups say it is returned, with the note.
    const list = await t.get<WorkSummary[]>('/web/work/myList', { token: student });
    expect(list.body.data.find((w) => w.workId === workId)).toMatchObject({
      status: 'returned',
      returnNote: '请补充模型的灵敏度分析',
    });
    const signUps = await t.get<MySignUp[]>('/web/work/mySignUps', { token: student });
    expect(signUps.body.data.find((s) => s.teamId === team)?.returnNote).toBe('请补充模型的灵敏度分析');
    // Its next action in the user centre is a new version.
    const entries = await t.get<MyCompetitionRow[]>('/web/center/competition/list', { token: student });
    const entry = entries.body.data.find((r) => r.teamId === team);
    expect(entry?.actions).toContain('resubmitWork');
    expect(entry?.actions).not.toContain('submitWork');
    // The desk list marks it too.
    const desk = await t.get<PageResult<WorkRow>>('/works/list', {
      ...org(),
      query: { competitionId: (await donghai(t)).competitionPublicId, status: 'submitted' },
    });
    expect(desk.body.data.rows.find((r) => r.workId === workId)?.returned).toBe(true);

    let audited = false;
    for (let i = 0; i < 50 && !audited; i++) {
      const rows = await t.db
        .select()
        .from(operationLogs)
        .where(
          and(
            eq(operationLogs.module, 'works'),
            eq(operationLogs.action, 'return'),
            gt(operationLogs.id, logMark),
          ),
        );
      audited = rows.some((r) => r.success);
      if (!audited) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(audited).toBe(true);
  });

  it('refuses to return it twice', async () => {
    const again = await giveBack({ workId, note: '再退一次' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('已退回');
  });

  it('clears the return when the team submits a new version', async () => {
    const before = await myWork(t, student, team);
    const current = before.data.work!.current!;
    const res = await t.post<{ versionNo: number }>(
      '/web/work/submit',
      {
        teamId: team,
        title: current.title,
        fileIds: current.files.map((f) => f.fileId),
        fields: { ...current.fields },
      },
      { token: student },
    );
    expect(res.body.code).toBe(0);
    const after = await myWork(t, student, team);
    expect(after.data.work).toMatchObject({ status: 'submitted', returnNote: '' });
    const signUps = await t.get<MySignUp[]>('/web/work/mySignUps', { token: student });
    expect(signUps.body.data.find((s) => s.teamId === team)?.returnNote).toBeNull();
    const next = await t.get<MyCompetitionRow[]>('/web/center/competition/list', { token: student });
    expect(next.body.data.find((r) => r.teamId === team)?.actions).toContain('submitWork');
    // It may be returned again now.
    expect((await giveBack({ workId, note: '格式仍需调整' })).body.code).toBe(0);
  });
});
