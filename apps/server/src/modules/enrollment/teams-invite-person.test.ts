import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CenterOverview, InvitationDetail, MyInvitation, TeamDetail } from '@podium/contracts';
import {
  enrollInvitations,
  enrollMembers,
  enrollTeams,
  subscribeMessages,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createPersonalDataCipher } from '../../platform/personal-data.ts';
import { phoneColumns } from '../../platform/personal-fields.ts';
import { TEST_DATA_KEY } from '../../test-support/seeded-template.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { settledAudit } from '../user-center/audit-rows.test-helper.ts';
import { teamFixtures } from './teams.fixtures.ts';

// A captain invites one registered person by account name, phone or e-mail: that person alone hears
// "invitation received" (with the link to answer) and sees "accept invitation" on the user-centre home
// until they answer; the captain hears "accepted" or "declined"; nobody else hears anything, and a change
// that rolled back sends nothing.
let t: TestApp;
let f: ReturnType<typeof teamFixtures>;
let comp: Awaited<ReturnType<typeof f.openTeamCompetition>>;
const cipher = createPersonalDataCipher(TEST_DATA_KEY);
let passwordHash: string;
let serial = 0;

type Person = { id: number; token: string; username: string; phone: string; email: string; name: string };

/** A person with an account name, a phone and an e-mail, signed in. */
const person = async (type: 'student' | 'teacher' = 'student'): Promise<Person> => {
  serial += 1;
  const username = `ip${type[0]}${serial}x${Date.now() % 100000}`;
  const phone = `139${String(Date.now() % 100000).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
  const name = `${type === 'teacher' ? '邀师' : '邀生'}${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}明`;
  const [row] = await t.db
    .insert(users)
    .values({
      publicId: newPublicId(),
      username,
      passwordHash,
      realName: name,
      userType: type,
      groupId: t.fixture.groups.schoolA.id,
      email: `${username}@example.edu.cn`,
      ...phoneColumns(cipher, phone),
    })
    .returning({ id: users.id });
  return {
    id: row!.id,
    token: await t.login(username),
    username,
    phone,
    email: `${username}@example.edu.cn`,
    name,
  };
};

/** What each of `people` was told since `since` (site inbox rows, by user id). */
const inboxOf = async (ids: number[]) => {
  await t.notify.drain();
  const rows = await t.db.select().from(subscribeMessages).where(inArray(subscribeMessages.userId, ids));
  return rows.sort((a, b) => a.id - b.id);
};
const titlesOf = async (id: number) => (await inboxOf([id])).map((m) => m.title);

const teamWithCaptain = async (name: string) => {
  const captain = await person();
  const teamId = await f.signUpTeam(captain.token, comp.competitionId, comp.itemIds[0]!, name);
  const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
  return { captain, teamId, team: team! };
};

const invite = (captain: Person, teamId: string, account: string, role?: 'member' | 'advisor', lang?: 'en') =>
  t.post<{ invitationId: string; teamId: string }>(
    '/web/enroll/invitation/person',
    { teamId, account, ...(role ? { role } : {}) },
    { token: captain.token, lang },
  );

const mine = async (who: Person) =>
  (await t.get<MyInvitation[]>('/web/enroll/invitation/mine', { token: who.token })).body.data;
const overview = async (who: Person) =>
  (await t.get<CenterOverview>('/web/center/overview', { token: who.token })).body.data;
const tokenIn = (path: string) => decodeURIComponent(new URL(path, 'http://x').searchParams.get('invite')!);

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  f = teamFixtures(t);
  passwordHash = await hashPassword(DEMO_PASSWORD);
  comp = await f.openTeamCompetition();
});
afterAll(() => t.close());

describe('a personal invitation', () => {
  it('reaches only the invited person, by phone, account name or e-mail, and shows on their centre home', async () => {
    const { captain, teamId } = await teamWithCaptain('邀请一队');
    const [byPhone, byName, byMail, bystander] = await Promise.all([person(), person(), person(), person()]);
    const teacher = await person('teacher');
    await inboxOf([captain.id]);
    const before = (await inboxOf([captain.id])).length;

    const res = await invite(captain, teamId, byPhone.phone);
    expect(res.body).toMatchObject({ code: 0, data: { teamId } });
    expect((await invite(captain, teamId, byName.username)).body.code).toBe(0);
    expect((await invite(captain, teamId, byMail.email.toUpperCase())).body.code).toBe(0);
    expect((await invite(captain, teamId, teacher.username, 'advisor')).body.code).toBe(0);
    await settledAudit(t, { module: 'enroll', action: 'invitePerson', target: teamId }, 4);

    const inbox = await inboxOf([byPhone.id, byName.id, byMail.id, bystander.id, teacher.id, captain.id]);
    const received = inbox.filter((m) => m.title === '您收到一份组队邀请');
    expect(received.map((m) => m.userId).sort()).toEqual(
      [byPhone.id, byName.id, byMail.id, teacher.id].sort(),
    );
    expect(inbox.filter((m) => m.userId === captain.id)).toHaveLength(before);
    expect(inbox.filter((m) => m.userId === bystander.id)).toHaveLength(0);
    const message = received.find((m) => m.userId === byPhone.id)!;
    expect(message.content).toContain(`${captain.name} 邀请您作为队员加入队伍「邀请一队」`);
    expect(message.titleEn).toBe('You are invited to join a team');
    expect(message.contentEn).toContain('as a member');
    expect(received.find((m) => m.userId === teacher.id)!.content).toContain('作为指导教师');
    expect(message.link).toMatch(/^\/home\/competition\/team\/details\?invite=/);

    // The link names the invitation: a personal one, still unanswered.
    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: tokenIn(message.link) },
    });
    expect(landing.body.data).toMatchObject({ state: 'valid', personal: true, answer: null, teamId });

    // The user-centre home lists it with where to accept it; nobody else's does.
    const list = await mine(byPhone);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ teamName: '邀请一队', captainName: captain.name, role: 'member' });
    expect(list[0]!.path).toBe(message.link);
    expect((await overview(byPhone)).invitations.map((i) => i.invitationId)).toEqual([list[0]!.invitationId]);
    expect((await overview(bystander)).invitations).toEqual([]);
    expect(await mine(captain)).toEqual([]);

    // The captain's team page shows the open personal invitations with masked names.
    const detail = (
      await t.get<TeamDetail>('/web/enroll/team/detail', { token: captain.token, query: { teamId } })
    ).body.data;
    const invitees = detail.invitations.map((i) => i.invitee).filter(Boolean);
    expect(invitees).toHaveLength(4);
    expect(invitees).toContain(`${byPhone.name[0]}**${byPhone.name.at(-1)}`);
    expect(invitees).not.toContain(byPhone.name);
    // The team's shared link stays a separate invitation.
    expect((await f.invite(captain.token, teamId)).invitationId).not.toBe(res.body.data.invitationId);
  });

  it('accepting joins the team, tells the captain by name and the rest of the team, and leaves the list', async () => {
    const { captain, teamId } = await teamWithCaptain('邀请二队');
    const [invitee, first, stranger] = await Promise.all([person(), person(), person()]);
    // A member already in through the team's link hears that someone joined.
    expect((await f.accept(first.token, f.tokenOf(await f.invite(captain.token, teamId)))).body.code).toBe(0);
    expect((await invite(captain, teamId, invitee.phone)).body.code).toBe(0);
    const [{ path }] = (await mine(invitee)) as [MyInvitation];
    await inboxOf([captain.id]);
    const seen = new Map(
      await Promise.all(
        [captain, invitee, first, stranger].map(async (p) => [p.id, (await titlesOf(p.id)).length] as const),
      ),
    );

    // Someone else holding the link cannot use it.
    const taken = await f.accept(stranger.token, tokenIn(path));
    expect(taken.body).toMatchObject({ code: 409, msg: '该邀请是发给其他人的，只有被邀请人可以答复' });
    const takenEn = await f.accept(stranger.token, tokenIn(path), 'en');
    expect(takenEn.body.msg).toBe('This invitation is addressed to someone else; only they can answer it');

    const accepted = await f.accept(invitee.token, tokenIn(path));
    expect(accepted.body).toMatchObject({ code: 0, data: { teamId, role: 'member' } });
    await settledAudit(t, { module: 'enroll', action: 'joinTeam', target: teamId }, 2);
    const news = async (p: Person) => (await titlesOf(p.id)).slice(seen.get(p.id));
    expect(await news(captain)).toEqual(['组队邀请已被接受']);
    const [toCaptain] = (await inboxOf([captain.id])).slice(-1);
    expect(toCaptain!.content).toBe(`${invitee.name} 接受了您的邀请，已加入队伍「邀请二队」。`);
    expect(toCaptain!.contentEn).toContain('accepted your invitation');
    expect(await news(first)).toEqual(['新成员加入队伍']);
    expect(await news(invitee)).toEqual([]);
    expect(await news(stranger)).toEqual([]);

    expect(await mine(invitee)).toEqual([]);
    expect((await overview(invitee)).invitations).toEqual([]);
    // Answered once: neither a second accept nor a decline.
    expect((await f.accept(invitee.token, tokenIn(path))).body.code).toBe(409);
    const [row] = await t.db
      .select()
      .from(enrollInvitations)
      .where(eq(enrollInvitations.inviteeId, invitee.id));
    expect(row).toMatchObject({ answer: 'accepted', usedCount: 1 });
    expect(
      (
        await t.post(
          '/web/enroll/invitation/decline',
          { invitationId: row!.publicId },
          { token: invitee.token },
        )
      ).body,
    ).toMatchObject({ code: 409, msg: '该邀请已答复过' });
  });

  it('declining is for the invited person only, tells the captain, and changes nothing else', async () => {
    const { captain, teamId, team } = await teamWithCaptain('邀请三队');
    const [invitee, other] = await Promise.all([person(), person()]);
    expect((await invite(captain, teamId, invitee.email)).body.code).toBe(0);
    const [{ invitationId, path }] = (await mine(invitee)) as [MyInvitation];
    await inboxOf([captain.id]);
    const captainBefore = (await titlesOf(captain.id)).length;
    const otherBefore = (await titlesOf(other.id)).length;

    // Not the invited person: refused, both languages, nothing changed.
    const refused = await t.post('/web/enroll/invitation/decline', { invitationId }, { token: other.token });
    expect(refused.body).toMatchObject({ code: 409, msg: '该邀请是发给其他人的，只有被邀请人可以答复' });
    const refusedByCaptain = await t.post(
      '/web/enroll/invitation/decline',
      { invitationId },
      { token: captain.token, lang: 'en' },
    );
    expect(refusedByCaptain.body.msg).toBe(
      'This invitation is addressed to someone else; only they can answer it',
    );
    expect((await t.post('/web/enroll/invitation/decline', { invitationId })).body.code).toBe(11000);
    expect((await mine(invitee)).map((i) => i.invitationId)).toEqual([invitationId]);

    const declined = await t.post(
      '/web/enroll/invitation/decline',
      { invitationId },
      { token: invitee.token },
    );
    expect(declined.body).toMatchObject({ code: 0, data: { teamId } });
    const [log] = await settledAudit(t, { module: 'enroll', action: 'declineInvitation', target: teamId });
    expect(log).toMatchObject({ userId: invitee.id, success: true });
    const captainNews = (await inboxOf([captain.id])).slice(captainBefore);
    expect(captainNews.map((m) => m.title)).toEqual(['组队邀请被拒绝']);
    expect(captainNews[0]!.content).toBe(`${invitee.name} 拒绝了加入队伍「邀请三队」的邀请。`);
    expect(captainNews[0]!.titleEn).toBe('Your invitation was declined');
    expect(await titlesOf(other.id)).toHaveLength(otherBefore);
    expect(await mine(invitee)).toEqual([]);
    // Not in the team, and the link no longer lets them in.
    const members = await t.db.select().from(enrollMembers).where(eq(enrollMembers.teamId, team.id));
    expect(members.map((m) => m.userId)).toEqual([captain.id]);
    const [row] = await t.db
      .select()
      .from(enrollInvitations)
      .where(eq(enrollInvitations.publicId, invitationId));
    expect(row).toMatchObject({ answer: 'declined', usedCount: 0 });
    expect((await f.accept(invitee.token, tokenIn(path))).body).toMatchObject({
      code: 409,
      msg: '该邀请已答复过',
    });
    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: tokenIn(path) },
    });
    expect(landing.body.data).toMatchObject({ personal: true, answer: 'declined' });
    // The captain may invite them again afterwards.
    expect((await invite(captain, teamId, invitee.username)).body.code).toBe(0);
  });

  it('revoked while unanswered: the invitee is told it was withdrawn, once, as their settings say', async () => {
    const { captain, teamId } = await teamWithCaptain('邀请六队');
    const [told, early, quiet, joined] = await Promise.all([person(), person(), person(), person()]);
    for (const p of [told, early, quiet, joined])
      expect((await invite(captain, teamId, p.username)).body.code).toBe(0);
    const invitationOf = async (p: Person) => {
      const [row] = await t.db
        .select({ publicId: enrollInvitations.publicId })
        .from(enrollInvitations)
        .where(eq(enrollInvitations.inviteeId, p.id));
      return row!.publicId;
    };
    const revoke = async (p: Person) =>
      (
        await t.post(
          '/web/enroll/invitation/revoke',
          { invitationId: await invitationOf(p) },
          { token: captain.token },
        )
      ).body.code;
    // `early` is withdrawn before the news of the invitation went out: it hears of neither.
    expect(await revoke(early)).toBe(0);
    await inboxOf([captain.id]);
    expect(await titlesOf(early.id)).toEqual([]);
    for (const p of [told, quiet, joined]) expect(await titlesOf(p.id)).toEqual(['您收到一份组队邀请']);
    // `quiet` then switched off competition news; `joined` accepted before the captain revoked.
    await t.db.insert(userSubscriptions).values({ userId: quiet.id, topics: ['review'], channels: ['site'] });
    const [{ path }] = (await mine(joined)) as [MyInvitation];
    expect((await f.accept(joined.token, tokenIn(path))).body.code).toBe(0);
    const captainBefore = (await titlesOf(captain.id)).length;

    for (const p of [told, quiet, joined]) expect(await revoke(p)).toBe(0);
    await settledAudit(t, { module: 'enroll', action: 'revokeInvitation', target: teamId }, 4);
    expect(await titlesOf(told.id)).toEqual(['您收到一份组队邀请', '组队邀请已撤回']);
    const [withdrawn] = (await inboxOf([told.id])).slice(-1);
    expect(withdrawn).toMatchObject({ topic: 'competition', titleEn: 'Team invitation withdrawn', link: '' });
    expect(withdrawn!.content).toMatch(
      new RegExp(
        `^${captain.name} 撤回了邀请您加入队伍「邀请六队」（团队测试 \\S+ · 赛道一）的邀请，该邀请已无法接受。$`,
      ),
    );
    expect(withdrawn!.contentEn).toContain(
      `${captain.name} withdrew the invitation to join the team "邀请六队"`,
    );
    expect(await mine(told)).toEqual([]);
    expect(await titlesOf(quiet.id)).toEqual(['您收到一份组队邀请']);
    expect(await titlesOf(joined.id)).toEqual(['您收到一份组队邀请']);
    expect(await titlesOf(early.id)).toEqual([]);
    // The captain is not told of their own act; a second revoke tells nobody again.
    expect(await titlesOf(captain.id)).toHaveLength(captainBefore);
    expect(await revoke(told)).toBe(0);
    expect(await titlesOf(told.id)).toHaveLength(2);
  });

  it('refuses bad invitations with a clear message in both languages and writes nothing', async () => {
    const { captain, teamId } = await teamWithCaptain('邀请四队');
    const [member, invitee] = await Promise.all([person(), person()]);
    const teacher = await person('teacher');
    expect((await f.accept(member.token, f.tokenOf(await f.invite(captain.token, teamId)))).body.code).toBe(
      0,
    );
    expect((await invite(captain, teamId, invitee.username)).body.code).toBe(0);
    const count = async () =>
      (
        await t.db
          .select()
          .from(enrollInvitations)
          .where(
            eq(
              enrollInvitations.teamId,
              (
                await t.db
                  .select({ id: enrollTeams.id })
                  .from(enrollTeams)
                  .where(eq(enrollTeams.publicId, teamId))
              )[0]!.id,
            ),
          )
      ).length;
    const before = await count();
    const cases: [string, Awaited<ReturnType<typeof invite>>, number, string, string][] = [
      [
        'unknown',
        await invite(captain, teamId, '13000000000'),
        404,
        '没有找到使用该账号、手机号或邮箱的注册用户',
        '',
      ],
      [
        'unknownEn',
        await invite(captain, teamId, 'nobody@example.org', undefined, 'en'),
        404,
        '',
        'No registered user has this account name, phone number or e-mail',
      ],
      ['self', await invite(captain, teamId, captain.username), 409, '不能邀请自己', ''],
      ['member', await invite(captain, teamId, member.phone), 409, '此人已在队伍中', ''],
      ['pending', await invite(captain, teamId, invitee.email), 409, '已邀请此人，正在等待其答复', ''],
      [
        'pendingEn',
        await invite(captain, teamId, invitee.email, undefined, 'en'),
        409,
        '',
        'This person is already invited and has not answered yet',
      ],
      [
        'teacherAsMember',
        await invite(captain, teamId, teacher.username),
        409,
        '只能邀请学生账号作为队员',
        '',
      ],
      [
        'studentAsAdvisor',
        await invite(captain, teamId, invitee.username, 'advisor'),
        409,
        '只能邀请教师账号作为指导教师',
        '',
      ],
    ];
    for (const [label, res, code, zh, en] of cases) {
      expect([label, res.body.code]).toEqual([label, code]);
      expect([label, res.body.msg]).toEqual([label, zh || en]);
    }
    // Only the captain invites; a member is told so, an outsider learns nothing of the team.
    expect((await invite(member, teamId, teacher.username, 'advisor')).body).toMatchObject({
      code: 409,
      msg: '只有队长可以进行此操作',
    });
    expect((await invite(teacher, teamId, member.username)).body.code).toBe(404);
    const empty = await t.post(
      '/web/enroll/invitation/person',
      { teamId, account: ' ' },
      { token: captain.token },
    );
    expect(empty.body.code).toBe(400);
    expect(await count()).toBe(before);
    // The refusals are in the operation log with what was typed: a phone or an e-mail masked, an account
    // name as it is.
    const refusals = (await settledAudit(t, { module: 'enroll', action: 'invitePerson' }))
      .filter((l) => !l.success)
      .map((l) => (l.after as { account?: string } | null)?.account);
    expect(refusals).toEqual(
      expect.arrayContaining([
        '130****0000',
        'n***@example.org',
        `${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`,
        `${invitee.email[0]}***@example.edu.cn`,
        captain.username,
        teacher.username,
      ]),
    );
    for (const typed of ['13000000000', 'nobody@example.org', member.phone, invitee.email])
      expect(JSON.stringify(refusals)).not.toContain(typed);
    expect((await inboxOf([teacher.id, member.id])).filter((m) => m.title === '您收到一份组队邀请')).toEqual(
      [],
    );
  });

  it('a change that rolled back sends nothing: accepting into a full team, and a revoked invitation', async () => {
    const comp2 = await f.openTeamCompetition({ teamMax: 2 });
    const captain = await person();
    const teamId = await f.signUpTeam(captain.token, comp2.competitionId, comp2.itemIds[0]!, '邀请五队');
    const [invitee, filler, revokedOne] = await Promise.all([person(), person(), person()]);
    expect((await invite(captain, teamId, invitee.username)).body.code).toBe(0);
    expect((await invite(captain, teamId, revokedOne.username)).body.code).toBe(0);
    const [{ path }] = (await mine(invitee)) as [MyInvitation];
    // The team fills up through its link before the invitee answers.
    expect((await f.accept(filler.token, f.tokenOf(await f.invite(captain.token, teamId)))).body.code).toBe(
      0,
    );
    await inboxOf([captain.id]);
    const captainBefore = (await titlesOf(captain.id)).length;
    const full = await f.accept(invitee.token, tokenIn(path));
    expect(full.body).toMatchObject({ code: 409, msg: '队伍人数已满' });
    expect(await titlesOf(captain.id)).toHaveLength(captainBefore);
    expect((await titlesOf(invitee.id)).filter((x) => x !== '您收到一份组队邀请')).toEqual([]);
    const [row] = await t.db
      .select()
      .from(enrollInvitations)
      .where(eq(enrollInvitations.inviteeId, invitee.id));
    expect(row).toMatchObject({ answer: null, usedCount: 0 });
    // Still waiting: it may be declined.
    expect((await mine(invitee)).length).toBe(1);

    // Revoked: the invitee can no longer answer, and the captain hears nothing of it.
    const [{ invitationId }] = (await mine(revokedOne)) as [MyInvitation];
    expect(
      (await t.post('/web/enroll/invitation/revoke', { invitationId }, { token: captain.token })).body.code,
    ).toBe(0);
    expect(await mine(revokedOne)).toEqual([]);
    const late = await t.post(
      '/web/enroll/invitation/decline',
      { invitationId },
      { token: revokedOne.token },
    );
    expect(late.body).toMatchObject({ code: 409, msg: '邀请已被队长撤销' });
    expect(await titlesOf(captain.id)).toHaveLength(captainBefore);

    // An invitation whose transaction rolled back leaves neither a row nor a message.
    const ghost = await person();
    const marker = (await t.db.select({ id: enrollInvitations.id }).from(enrollInvitations)).length;
    await expect(
      t.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(enrollInvitations)
          .values({
            publicId: newPublicId(),
            teamId: row!.teamId,
            role: 'member',
            createdBy: captain.id,
            inviteeId: ghost.id,
            expiresAt: new Date(Date.now() + 3600_000),
          })
          .returning();
        const { emitEvent } = await import('../../platform/notify/index.ts');
        await emitEvent(tx, {
          type: 'team.invitationReceived',
          data: { invitationId: created!.id, link: '/x' },
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.db.select({ id: enrollInvitations.id }).from(enrollInvitations)).toHaveLength(marker);
    expect(await titlesOf(ghost.id)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(enrollInvitations)
        .where(and(eq(enrollInvitations.inviteeId, ghost.id))),
    ).toEqual([]);
  });
});
