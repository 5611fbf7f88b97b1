import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationDetail, TeamDetail } from '@podium/contracts';
import { enrollInvitations, enrollMembers, enrollTeams } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { teamFixtures } from './teams.fixtures.ts';

let t: TestApp;
let f: ReturnType<typeof teamFixtures>;
let comp: Awaited<ReturnType<typeof f.openTeamCompetition>>;

beforeAll(async () => {
  t = await createTestApp();
  f = teamFixtures(t);
  comp = await f.openTeamCompetition();
});
afterAll(() => t.close());

const detailOf = async (token: string, teamId: string) =>
  (await t.get<TeamDetail>('/web/enroll/team/detail', { token, query: { teamId } })).body;

describe('GET /enroll/team/getImproveUserInfoQrCode', () => {
  it('gives the captain a signed link and a QR code, the same one until it is revoked', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
    const first = await f.invite(captain, teamId);
    expect(first.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.path).toMatch(/^\/home\/competition\/team\/details\?invite=/);
    expect(first.url.endsWith(first.path)).toBe(true);
    expect((await f.invite(captain, teamId)).invitationId).toBe(first.invitationId);
    const advisor = await f.invite(captain, teamId, 'advisor');
    expect(advisor.invitationId).not.toBe(first.invitationId);

    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: f.tokenOf(first) },
    });
    expect(landing.body.data).toMatchObject({ state: 'valid', role: 'member', teamId, memberCount: 1 });
    // A forged signature is not a link.
    const forged = await t.get('/web/enroll/invitation/detail', {
      query: { token: `${first.invitationId}.AAAA` },
    });
    expect(forged.body).toMatchObject({ code: 400, msg: '邀请链接无效' });
  });

  it('refuses anyone but the captain, and callers who are not signed in', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
    const inv = await f.invite(captain, teamId);
    const member = await f.newUser();
    expect((await f.accept(member, f.tokenOf(inv))).body.code).toBe(0);
    const asMember = await t.get('/enroll/team/getImproveUserInfoQrCode', {
      token: member,
      query: { teamId },
    });
    expect(asMember.body).toMatchObject({ code: 409, msg: '只有队长可以进行此操作' });
    const outsider = await t.get('/enroll/team/getImproveUserInfoQrCode', {
      token: await f.newUser(),
      query: { teamId },
    });
    expect(outsider.body).toMatchObject({ code: 404, msg: '队伍不存在' });
    const anonymous = await t.get('/enroll/team/getImproveUserInfoQrCode', { query: { teamId } });
    expect(anonymous.body.code).toBe(11000);
  });
});

describe('POST /web/enroll/invitation/accept', () => {
  it('joins a student as member and a teacher as advisor; the team page shows both', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!, '星火队');
    const member = await f.newUser();
    const teacher = await f.newUser('teacher');
    expect((await f.accept(member, f.tokenOf(await f.invite(captain, teamId)))).body.code).toBe(0);
    expect((await f.accept(teacher, f.tokenOf(await f.invite(captain, teamId, 'advisor')))).body.code).toBe(
      0,
    );
    const detail = await detailOf(captain, teamId);
    expect(detail.data).toMatchObject({ name: '星火队', memberCount: 2, advisorCount: 1, myRole: 'captain' });
    expect(detail.data.members.map((m) => m.role)).toEqual(['captain', 'member', 'advisor']);
    expect(detail.data.invitations).toHaveLength(2);
    // Members see the team, not its invitations.
    expect((await detailOf(member, teamId)).data).toMatchObject({ myRole: 'member', invitations: [] });
  });

  it('refuses the wrong kind of account for the role', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
    const asTeacher = await f.accept(await f.newUser('teacher'), f.tokenOf(await f.invite(captain, teamId)));
    expect(asTeacher.body).toMatchObject({ code: 409, msg: '只有学生账号可以作为队员加入' });
    const advisorLink = f.tokenOf(await f.invite(captain, teamId, 'advisor'));
    const asStudent = await f.accept(await f.newUser(), advisorLink, 'en');
    expect(asStudent.body).toMatchObject({ code: 409, msg: 'Only teacher accounts can join as advisors' });
    expect((await f.accept(undefined, advisorLink)).body.code).toBe(11000);
  });

  it('refuses a student already in a team of the item, and a second join of the same team', async () => {
    const a = await f.newUser();
    const b = await f.newUser();
    const teamA = await f.signUpTeam(a, comp.competitionId, comp.itemIds[0]!);
    await f.signUpTeam(b, comp.competitionId, comp.itemIds[0]!);
    const link = f.tokenOf(await f.invite(a, teamA));
    expect((await f.accept(b, link)).body).toMatchObject({
      code: 409,
      msg: '你已在该赛项的一支队伍中，不能再加入其他队伍',
    });
    const c = await f.newUser();
    expect((await f.accept(c, link)).body.code).toBe(0);
    expect((await f.accept(c, link)).body).toMatchObject({ code: 409, msg: '你已是该队伍的成员' });
    const [row] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamA));
    expect(row!.memberCount).toBe(2);
  });

  it('refuses when the team or its advisor places are full, in both languages', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
    const link = f.tokenOf(await f.invite(captain, teamId));
    expect((await f.accept(await f.newUser(), link)).body.code).toBe(0);
    expect((await f.accept(await f.newUser(), link)).body.code).toBe(0);
    expect((await f.accept(await f.newUser(), link)).body).toMatchObject({ code: 409, msg: '队伍人数已满' });
    expect((await f.accept(await f.newUser(), link, 'en')).body.msg).toBe('The team is full');
    const advisorLink = f.tokenOf(await f.invite(captain, teamId, 'advisor'));
    expect((await f.accept(await f.newUser('teacher'), advisorLink)).body.code).toBe(0);
    expect((await f.accept(await f.newUser('teacher'), advisorLink)).body).toMatchObject({
      code: 409,
      msg: '指导教师名额已满',
    });
  });

  it('refuses an expired or revoked invitation with its reason', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
    const inv = await f.invite(captain, teamId);
    await t.db
      .update(enrollInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(enrollInvitations.publicId, inv.invitationId));
    expect((await f.accept(await f.newUser(), f.tokenOf(inv))).body).toMatchObject({
      code: 409,
      msg: '邀请已过期，请联系队长重新邀请',
    });
    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: f.tokenOf(inv) },
    });
    expect(landing.body.data.state).toBe('expired');
    // A fresh link replaces the expired one; revoking it stops it at once.
    const fresh = await f.invite(captain, teamId);
    expect(fresh.invitationId).not.toBe(inv.invitationId);
    const member = await f.newUser();
    const notCaptain = await t.post(
      '/web/enroll/invitation/revoke',
      { invitationId: fresh.invitationId },
      { token: member },
    );
    expect(notCaptain.body.code).toBe(404);
    const revoke = await t.post(
      '/web/enroll/invitation/revoke',
      { invitationId: fresh.invitationId },
      { token: captain },
    );
    expect(revoke.body.code).toBe(0);
    expect((await f.accept(member, f.tokenOf(fresh), 'en')).body).toMatchObject({
      code: 409,
      msg: 'The captain has revoked this invitation',
    });
  });

  it('refuses once the sign-up window has closed', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[1]!);
    const inv = await f.invite(captain, teamId);
    await t.db.execute(
      `update competition_stages set sign_up_end = now() - interval '1 hour' where id = (select stage_id from enroll_teams where public_id = '${teamId}')`,
    );
    try {
      expect((await f.accept(await f.newUser(), f.tokenOf(inv))).body).toMatchObject({
        code: 409,
        msg: '报名已截止，队伍不能再变动',
      });
      const again = await t.get('/enroll/team/getImproveUserInfoQrCode', {
        token: captain,
        query: { teamId },
      });
      expect(again.body.msg).toBe('报名已截止，队伍不能再变动');
    } finally {
      await t.db.execute(
        `update competition_stages set sign_up_end = now() + interval '1 day' where id = (select stage_id from enroll_teams where public_id = '${teamId}')`,
      );
    }
  });

  it('refuses students who are not eligible (school, e-mail domain, invitation code)', async () => {
    const other = await f.openTeamCompetition({
      eligibleSchoolIds: [t.fixture.groups.schoolA.publicId],
      invitationCode: 'ZC2026',
    });
    const captain = await f.newUser();
    const res = await t.post(
      '/web/enroll/signUp',
      {
        competitionId: other.competitionId,
        itemId: other.itemIds[0],
        teamName: '资格队',
        invitationCode: 'ZC2026',
      },
      { token: captain },
    );
    expect(res.body.code).toBe(0);
    const teamId = (res.body.data as { teamId: string }).teamId;
    const link = f.tokenOf(await f.invite(captain, teamId));
    const outsider = await f.newUser('student', 'schoolB');
    const noCode = await f.accept(outsider, link);
    expect(noCode.body).toMatchObject({ code: 400, msg: '邀请码错误' });
    const wrongSchool = await t.post(
      '/web/enroll/invitation/accept',
      { token: link, invitationCode: 'ZC2026' },
      { token: outsider },
    );
    expect(wrongSchool.body).toMatchObject({ code: 409, msg: '你的学校不在报名范围内' });
    const [row] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(row!.memberCount).toBe(1);
  });

  it('lets exactly the free places be taken by 20 parallel joins', async () => {
    const big = await f.openTeamCompetition({ teamMax: 4 });
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, big.competitionId, big.itemIds[0]!);
    const link = f.tokenOf(await f.invite(captain, teamId));
    const joiners = await Promise.all(Array.from({ length: 20 }, () => f.newUser()));
    const results = await Promise.all(joiners.map((token) => f.accept(token, link)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.body.msg === '队伍人数已满')).toHaveLength(17);
    const [row] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    const members = await t.db.select().from(enrollMembers).where(eq(enrollMembers.teamId, row!.id));
    expect(row!.memberCount).toBe(4);
    expect(members).toHaveLength(4);
    // Twenty accounts are made and signed in first (password hashing): slow on a busy machine.
  }, 120_000);
});

describe('removing and leaving', () => {
  it('lets the captain remove a member and a member leave, freeing their places', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
    const link = f.tokenOf(await f.invite(captain, teamId));
    const m1 = await f.newUser();
    const m2 = await f.newUser();
    await f.accept(m1, link);
    await f.accept(m2, link);
    const members = (await detailOf(captain, teamId)).data.members;
    const m1Id = members.find((m) => m.role === 'member')!.userId;
    const byMember = await t.post('/web/enroll/member/remove', { teamId, userId: m1Id }, { token: m2 });
    expect(byMember.body).toMatchObject({ code: 409, msg: '只有队长可以进行此操作' });
    expect(
      (await t.post('/web/enroll/member/remove', { teamId, userId: m1Id }, { token: captain })).body.code,
    ).toBe(0);
    expect((await t.post('/web/enroll/team/leave', { teamId }, { token: m2 })).body.code).toBe(0);
    expect((await t.post('/web/enroll/team/leave', { teamId }, { token: captain })).body).toMatchObject({
      code: 409,
      msg: '队长不能退出队伍',
    });
    expect((await detailOf(captain, teamId)).data.memberCount).toBe(1);
    // A removed student may join another team of the item.
    const other = await f.signUpTeam(await f.newUser(), comp.competitionId, comp.itemIds[0]!);
    expect(other).toBeTruthy();
    expect((await detailOf(m2, teamId)).code).toBe(404);
  });
});
