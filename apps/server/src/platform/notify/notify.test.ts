import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, gt, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type PageResult, type SignUpResult, type SubscribeMessage } from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitionStages,
  competitions,
  enrollMembers,
  notifyReminders,
  enrollTeams,
  notifyEvents,
  roles,
  subscribeMessages,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { chinaTime } from '../china-days.ts';
import { newPublicId } from '../ids.ts';
import { hashPassword } from '../passwords.ts';
import { openCompetition } from '../../test-support/open-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { recordSql } from '../sql-budget.ts';
import { dispatchPending } from './dispatch.ts';
import { emitEvent, scanDeadlines } from './index.ts';

let t: TestApp;
let organizer: string;
let passwordHash: string;
let siblingAdminId: number;
const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

/** A fresh student of a demo school (the demo students already have sign-ups these tests must not meet). */
let serial = 0;
const newStudent = async (school: 'schoolA' | 'schoolB') => {
  serial += 1;
  const username = `ntf${serial}x${Date.now() % 100000}`;
  const [row] = await t.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      username,
      passwordHash,
      realName: `通知学生${serial}`,
      userType: 'student',
      groupId: t.fixture.groups[school].id,
      email: `${username}@example.edu.cn`,
    })
    .returning({ id: users.id });
  return { id: row!.id, token: await t.login(username) };
};

const inboxOf = async (userId: number) =>
  t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, userId));
const titlesOf = async (userId: number) => (await inboxOf(userId)).map((m) => m.title).sort();

let competitionId: string;
let itemId: string;
const signUp = async (token: string, teamName: string) => {
  const res = await t.post<SignUpResult>(
    '/web/enroll/signUp',
    { competitionId, itemId, teamName },
    { token },
  );
  expect(res.body.code).toBe(0);
  const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, res.body.data.teamId));
  return team!;
};

beforeAll(async () => {
  // The runner is driven by hand (`t.notify.drain()`), so each test decides when dispatch happens.
  t = await createTestApp({ startJobs: false });
  passwordHash = await hashPassword(DEMO_PASSWORD);
  organizer = await t.login('organizer');
  const opened = await openCompetition(t, org(), { name: '通知测试', rules: { needsApproval: true } });
  competitionId = opened.competitionId;
  itemId = opened.itemIds[0]!;
  // A reviewer of the sibling school (西山理工学院): must never hear of 东海大学's sign-ups.
  const [schoolRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'school'));
  const [sibling] = await t.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      username: 'ntf_sibling',
      passwordHash,
      realName: '西山审核',
      userType: 'teacher',
      groupId: t.fixture.groups.schoolB.id,
    })
    .returning({ id: users.id });
  siblingAdminId = sibling!.id;
  await t.db
    .insert(userRoles)
    .values({ userId: siblingAdminId, roleId: schoolRole!.id, groupId: t.fixture.groups.schoolB.id });
});
afterAll(() => t.close());

describe('sign-up events', () => {
  it('tells the captain and the own school reviewers of a sign-up, and nobody else', async () => {
    const student = await newStudent('schoolA');
    const bystander = await newStudent('schoolA');
    const other = await newStudent('schoolB');
    const before = {
      school: (await inboxOf(t.fixture.users.school.id)).length,
      sibling: (await inboxOf(siblingAdminId)).length,
      organizer: (await inboxOf(t.fixture.users.organizer.id)).length,
    };
    await signUp(student.token, '通知一队');
    await t.notify.drain();
    expect(await titlesOf(student.id)).toEqual(['报名已提交']);
    const school = await inboxOf(t.fixture.users.school.id);
    expect(school).toHaveLength(before.school + 1);
    expect(school.at(-1)).toMatchObject({
      title: '有新的报名待审核',
      link: '/signUp/list',
      topic: 'competition',
    });
    expect(school.at(-1)!.content).toContain('通知一队');
    expect(await inboxOf(siblingAdminId)).toHaveLength(before.sibling);
    expect(await inboxOf(t.fixture.users.organizer.id)).toHaveLength(before.organizer);
    expect(await inboxOf(bystander.id)).toHaveLength(0);
    expect(await inboxOf(other.id)).toHaveLength(0);
  });

  it('tells the team of an approval, and of a rejection with its reason, in the reader language', async () => {
    const a = await newStudent('schoolA');
    const b = await newStudent('schoolA');
    const teamA = await signUp(a.token, '通知二队');
    const teamB = await signUp(b.token, '通知三队');
    expect((await t.post('/enroll/manage/approve', { teamId: teamA.publicId }, org())).body.code).toBe(0);
    const reason = '指导教师信息缺失';
    expect((await t.post('/enroll/manage/reject', { teamId: teamB.publicId, reason }, org())).body.code).toBe(
      0,
    );
    await t.notify.drain();
    expect(await titlesOf(a.id)).toEqual(['报名已提交', '报名已通过审核']);
    const rejected = (await inboxOf(b.id)).find((m) => m.title === '报名未通过审核')!;
    expect(rejected.content).toContain(reason);
    const en = await t.get<PageResult<SubscribeMessage>>('/sys/subscribe/message/page', {
      token: b.token,
      lang: 'en',
      query: { topic: 'competition' },
    });
    expect(en.body.data.rows.map((m) => m.title)).toEqual(['Sign-up rejected', 'Sign-up submitted']);
    expect(en.body.data.rows[0]!.content).toContain(`Reason: ${reason}`);
    // Nobody else of the two teams heard of the other's decision.
    expect(await titlesOf(a.id)).not.toContain('报名未通过审核');
  });

  it('sends nothing for a change that rolled back, nor for a lost race', async () => {
    const a = await newStudent('schoolA');
    const team = await signUp(a.token, '通知四队');
    const marker = (await t.db.select({ id: notifyEvents.id }).from(notifyEvents)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(enrollTeams).set({ status: 'approved' }).where(eq(enrollTeams.id, team.id));
        await emitEvent(tx, { type: 'signUp.approved', data: { teamId: team.id } });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.db.select({ id: notifyEvents.id }).from(notifyEvents)).toHaveLength(marker);
    const both = await Promise.all([
      t.post('/enroll/manage/approve', { teamId: team.publicId }, org()),
      t.post('/enroll/manage/approve', { teamId: team.publicId }, org()),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 409]);
    await t.notify.drain();
    expect(await titlesOf(a.id)).toEqual(['报名已提交', '报名已通过审核']);
  });

  it('writes each message once per event and person, even with runners draining side by side', async () => {
    const people = await Promise.all([newStudent('schoolA'), newStudent('schoolA'), newStudent('schoolA')]);
    for (const [i, p] of people.entries()) await signUp(p.token, `并行队${i}`);
    await Promise.all([t.notify.drain(), t.notify.drain(), t.notify.drain()]);
    await t.notify.drain();
    for (const p of people) expect(await titlesOf(p.id)).toEqual(['报名已提交']);
    const pending = await t.db
      .select({ id: notifyEvents.id })
      .from(notifyEvents)
      .where(and(eq(notifyEvents.type, 'signUp.submitted')));
    const rows = await t.db
      .select({ eventId: subscribeMessages.eventId })
      .from(subscribeMessages)
      .where(
        inArray(
          subscribeMessages.eventId,
          pending.map((e) => e.id),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('a flood of sign-ups', () => {
  it('is read for the whole batch in the same few statements however many it holds, and each team hears its own', async () => {
    // Drains the sign-ups of `count` students of each school and returns the dispatch's statements.
    const flood = async (count: number, tag: string) => {
      const students = await Promise.all(
        Array.from({ length: count * 2 }, (_, n) => newStudent(n % 2 === 0 ? 'schoolA' : 'schoolB')),
      );
      for (const [n, s] of students.entries()) await signUp(s.token, `${tag}队${n}`);
      const before = {
        school: await inboxOf(t.fixture.users.school.id),
        sibling: await inboxOf(siblingAdminId),
      };
      const { statements } = await recordSql(() => dispatchPending(t.db, { email: false }));
      for (const s of students) expect(await titlesOf(s.id)).toEqual(['报名已提交']);
      // Each school's reviewer hears of its own students' teams only.
      const told = async (userId: number, already: { id: number }[]) =>
        (await inboxOf(userId)).filter((m) => !already.some((a) => a.id === m.id)).map((m) => m.content);
      const names = (parity: number) =>
        students.flatMap((_, n) => (n % 2 === parity ? [`${tag}队${n}`] : []));
      const teamNamed = (content: string) => /「(.+?)」报名了/.exec(content)?.[1];
      expect((await told(t.fixture.users.school.id, before.school)).map(teamNamed).sort()).toEqual(
        names(0).sort(),
      );
      expect((await told(siblingAdminId, before.sibling)).map(teamNamed).sort()).toEqual(names(1).sort());
      return statements;
    };
    const few = await flood(1, '少');
    const many = await flood(6, '多');
    // Without the batch rule every sign-up read its team and its people on its own (2 more each).
    expect(many.length).toBe(few.length);
  });

  it('writes one outbox event for sign-ups that arrive together; each team hears its own receipt, each reviewer one message', async () => {
    const students = await Promise.all(Array.from({ length: 5 }, () => newStudent('schoolA')));
    const [lastBefore] = await t.db
      .select({ id: notifyEvents.id })
      .from(notifyEvents)
      .orderBy(desc(notifyEvents.id))
      .limit(1);
    const before = await inboxOf(t.fixture.users.school.id);
    // Sent in one turn: the sign-ups go to the database as one batch (sign-up-batch.ts).
    const answers = await Promise.all(
      students.map((s, n) =>
        t.post<SignUpResult>(
          '/web/enroll/signUp',
          { competitionId, itemId, teamName: `同批队${n}` },
          { token: s.token },
        ),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0]);
    const events = await t.db
      .select()
      .from(notifyEvents)
      .where(and(eq(notifyEvents.type, 'signUp.submitted'), gt(notifyEvents.id, lastBefore?.id ?? 0)));
    expect(events).toHaveLength(1);
    expect((events[0]!.data as { teamIds: number[] }).teamIds).toHaveLength(5);
    await t.notify.drain();
    for (const [n, s] of students.entries()) {
      const inbox = await inboxOf(s.id);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.content).toMatch(
        new RegExp(`^您的报名「同批队${n}」（通知测试.* · .+）已提交，等待审核。$`),
      );
    }
    const told = (await inboxOf(t.fixture.users.school.id)).filter((m) => !before.some((b) => b.id === m.id));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('有新的报名待审核');
    expect(told[0]!.content).toMatch(
      /^「同批队\d」「同批队\d」「同批队\d」等 5 支队伍报名了 通知测试.* · .+。$/,
    );
    expect(told[0]!.contentEn).toMatch(/ and 2 more teams signed up for /);
  });
});

describe('team membership events', () => {
  it('tells the rest of the team of a member joining; a removed member hears it too', async () => {
    const captain = await newStudent('schoolA');
    const team = await signUp(captain.token, '通知五队');
    const member = await newStudent('schoolA');
    await t.notify.drain();
    await t.db.transaction(async (tx) => {
      await tx.insert(enrollMembers).values({
        teamId: team.id,
        userId: member.id,
        competitionId: team.competitionId,
        itemId: team.itemId,
        stageId: team.stageId,
        role: 'member',
      });
      await emitEvent(tx, { type: 'team.memberJoined', data: { teamId: team.id, userId: member.id } });
    });
    await t.notify.drain();
    expect(await titlesOf(captain.id)).toEqual(['报名已提交', '新成员加入队伍']);
    // No field is required in this competition: the newcomer is asked for nothing.
    expect(await titlesOf(member.id)).toEqual([]);
    const removed = await t.post(
      '/web/enroll/member/remove',
      {
        teamId: team.publicId,
        userId: (await t.db.select().from(users).where(eq(users.id, member.id)))[0]!.publicId,
      },
      { token: captain.token },
    );
    expect(removed.body.code).toBe(0);
    await t.notify.drain();
    expect(await titlesOf(member.id)).toEqual(['您已被移出队伍']);
    expect(await titlesOf(captain.id)).toEqual(['报名已提交', '成员离开队伍', '新成员加入队伍'].sort());
  });

  it('asks a newcomer for the required details they have not given yet, and only them', async () => {
    const captain = await newStudent('schoolA');
    const team = await signUp(captain.token, '通知七队');
    const member = await newStudent('schoolA');
    await t.db
      .update(competitionEnrollSettings)
      .set({ requiredFields: ['email', 'studentNo'] })
      .where(eq(competitionEnrollSettings.competitionId, team.competitionId));
    try {
      await t.db.transaction(async (tx) => {
        await tx.insert(enrollMembers).values({
          teamId: team.id,
          userId: member.id,
          competitionId: team.competitionId,
          itemId: team.itemId,
          stageId: team.stageId,
          role: 'member',
        });
        await emitEvent(tx, { type: 'team.memberJoined', data: { teamId: team.id, userId: member.id } });
      });
      await t.notify.drain();
    } finally {
      await t.db
        .update(competitionEnrollSettings)
        .set({ requiredFields: [] })
        .where(eq(competitionEnrollSettings.competitionId, team.competitionId));
    }
    // The e-mail is on the account already: only the student number is asked for.
    const [asked] = (await inboxOf(member.id)).filter((m) => m.title === '请完善参赛信息');
    expect(asked).toMatchObject({ titleEn: 'Please complete your details', link: '/center/team' });
    expect(asked!.content).toContain('学号');
    expect(asked!.content).not.toContain('邮箱');
    expect(asked!.contentEn).toContain('student number');
    expect(await titlesOf(captain.id)).toEqual(['报名已提交', '新成员加入队伍']);
  });
});

describe('subscription settings', () => {
  it('leaves out a topic a person switched off; security notices arrive whatever the settings', async () => {
    const a = await newStudent('schoolA');
    expect(
      (await t.post('/sys/user/subscribe/save', { topics: ['news'], channels: [] }, { token: a.token })).body
        .code,
    ).toBe(0);
    await signUp(a.token, '通知六队');
    const changed = await t.post(
      '/web/center/password/change',
      { oldPassword: DEMO_PASSWORD, password: 'Other@12345' },
      { token: a.token },
    );
    if (changed.body.code !== 0) throw new Error(changed.body.msg);
    await t.notify.drain();
    expect(await titlesOf(a.id)).toEqual(['您的密码已修改']);
    const [security] = await inboxOf(a.id);
    expect(security).toMatchObject({ topic: 'security', titleEn: 'Your password was changed' });
  });
});

describe('the bell', () => {
  it('counts unread messages, marks them read (mine only) and filters by topic', async () => {
    const a = await newStudent('schoolA');
    const b = await newStudent('schoolA');
    await signUp(a.token, '铃铛一队');
    await signUp(b.token, '铃铛二队');
    await t.notify.drain();
    const count = async (token: string) =>
      (await t.get<{ unread: number }>('/sys/subscribe/message/unread/count', { token })).body.data.unread;
    expect(await count(a.token)).toBe(1);
    const [mine] = await inboxOf(a.id);
    const [theirs] = await inboxOf(b.id);
    const read = await t.post<{ read: number }>(
      '/sys/subscribe/message/read',
      { ids: [mine!.publicId, theirs!.publicId] },
      { token: a.token },
    );
    expect(read.body.data).toEqual({ read: 1 });
    expect(await count(a.token)).toBe(0);
    expect(await count(b.token)).toBe(1);
    expect(
      (await t.post('/sys/subscribe/message/read', { all: true }, { token: b.token })).body.data,
    ).toEqual({ read: 1 });
    expect(await count(b.token)).toBe(0);
    const none = await t.get<PageResult<SubscribeMessage>>('/sys/subscribe/message/page', {
      token: a.token,
      query: { topic: 'news' },
    });
    expect(none.body.data.total).toBe(0);
    expect((await t.get('/sys/subscribe/message/unread/count')).body.code).toBe(11000);
  });
});

describe('the live stream', () => {
  it('pings my open bell when a message reaches me, after a ticket taken with my session', async () => {
    const a = await newStudent('schoolA');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${API_BASE}`;
    const ticket = (await t.get<{ ticket: string }>('/sys/notify/stream/ticket', { token: a.token })).body
      .data.ticket;
    expect((await t.get('/sys/notify/stream/ticket')).body.code).toBe(11000);
    expect((await t.get('/sys/notify/stream', { query: { ticket: `${ticket}x` } })).body.code).toBe(11000);
    let text = '';
    const req = await new Promise<http.ClientRequest>((resolve, reject) => {
      const r = http.get(`${base}/sys/notify/stream?ticket=${encodeURIComponent(ticket)}`, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('data', () => resolve(r));
      });
      r.on('error', reject);
    });
    await signUp(a.token, '直播一队');
    await t.notify.drain();
    await expect.poll(() => text, { timeout: 5_000 }).toContain('event: inbox');
    req.destroy();
  });
});

describe('deadline reminders', () => {
  it('reminds exactly the people a closing window concerns, once even with two scanners at once', async () => {
    const opened = await openCompetition(t, org(), { name: '截止提醒', rules: { needsApproval: true } });
    const [stage] = await t.db
      .select({ id: competitionStages.id })
      .from(competitionStages)
      .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
      .where(eq(competitions.publicId, opened.competitionId));
    const join = async (token: string, teamName: string) => {
      const res = await t.post<SignUpResult>(
        '/web/enroll/signUp',
        { competitionId: opened.competitionId, itemId: opened.itemIds[0], teamName },
        { token },
      );
      expect(res.body.code).toBe(0);
      return res.body.data.teamId;
    };
    const waiting = await newStudent('schoolA');
    const approved = await newStudent('schoolA');
    await join(waiting.token, '等待审核队');
    const approvedTeam = await join(approved.token, '已通过队');
    expect((await t.post('/enroll/manage/approve', { teamId: approvedTeam }, org())).body.code).toBe(0);
    await t.notify.drain();
    const day = 24 * 3600 * 1000;
    const submitEnd = new Date(Date.now() + 20 * 3600 * 1000);
    await t.db
      .update(competitionStages)
      .set({
        signUpEnd: new Date(Date.now() + 2 * day),
        submitStart: new Date(Date.now() - day),
        submitEnd,
      })
      .where(eq(competitionStages.id, stage!.id));
    const mine = () =>
      t.db
        .select({ key: notifyReminders.key })
        .from(notifyReminders)
        .where(like(notifyReminders.key, `%:${stage!.id}:%`));
    await Promise.all([scanDeadlines(t.db), scanDeadlines(t.db)]);
    await scanDeadlines(t.db);
    expect((await mine()).map((r) => r.key.split(':')[0] + ':' + r.key.split(':').at(-1)).sort()).toEqual([
      'signUp:3',
      'submission:1',
    ]);
    const schoolBefore = (await titlesOf(t.fixture.users.school.id)).filter(
      (x) => x === '报名将于 3 天内截止',
    );
    await t.notify.drain();
    // Sign-up: the school's reviewers (a sign-up awaits them); not the waiting student, not another school.
    expect(
      (await titlesOf(t.fixture.users.school.id)).filter((x) => x === '报名将于 3 天内截止'),
    ).toHaveLength(schoolBefore.length + 1);
    expect(await titlesOf(siblingAdminId)).not.toContain('报名将于 3 天内截止');
    expect(await titlesOf(waiting.id)).not.toContain('报名将于 3 天内截止');
    // Submission: the approved team with no work yet; not the team still waiting.
    expect(await titlesOf(approved.id)).toContain('作品提交将于 1 天内截止');
    expect(await titlesOf(waiting.id)).not.toContain('作品提交将于 1 天内截止');
    // The closing time as people in China read it, saying so (it read the UTC clock before: 8 hours early).
    const [reminder] = (await inboxOf(approved.id)).filter((m) => m.title === '作品提交将于 1 天内截止');
    expect(reminder!.content).toContain(`截止时间 ${chinaTime(submitEnd)}（北京时间）`);
    expect(reminder!.contentEn).toContain(`closes at ${chinaTime(submitEnd)} (Beijing time)`);
  });
});
