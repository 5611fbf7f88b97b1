import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvitationDetail,
  MyAwardRow,
  MyCertRow,
  MyCompetitionRow,
  MyInvitation,
  SignUpDetail,
  TeamDetail,
} from '@podium/contracts';
import {
  awardEntries,
  awardLevels,
  awardLists,
  certBatches,
  certificates,
  enrollMembers,
  enrollTeams,
  notifyEvents,
  reviewEntries,
  reviewResults,
  subscribeMessages,
  users,
} from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { teamFixtures } from './teams.fixtures.ts';

let t: TestApp;
let f: ReturnType<typeof teamFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  f = teamFixtures(t);
});
afterAll(() => t.close());

const teamRow = async (teamId: string) =>
  (await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId)))[0]!;
const userIdOf = async (token: string) =>
  (await t.get<{ userId: string }>('/web/user/detail', { token })).body.data.userId;

/** A team of captain + one member, signed up for a fresh open competition with these rules. */
const teamOfTwo = async (rules: Record<string, unknown> = {}) => {
  const comp = await f.openTeamCompetition(rules);
  const captain = await f.newUser();
  const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!);
  const member = await f.newUser();
  expect((await f.accept(member, f.tokenOf(await f.invite(captain, teamId)))).body.code).toBe(0);
  return { comp, captain, member, teamId };
};

/** The team's final score in its stage: what "results exist" means once the review is calculated. */
const giveFinalScore = async (teamId: string) => {
  const team = await teamRow(teamId);
  const [entry] = await t.db
    .insert(reviewEntries)
    .values({ publicId: newPublicId(), stageId: team.stageId!, teamId: team.id })
    .returning({ id: reviewEntries.id });
  await t.db.insert(reviewResults).values({
    entryId: entry!.id,
    stageId: team.stageId!,
    method: 'mean',
    rawMean: 86,
    adjusted: 86,
    expertCount: 1,
    breakdown: {},
  });
};

/** A published first prize for the team, its names copied from the roster as the award list does. */
const giveAward = async (teamId: string) => {
  const team = await teamRow(teamId);
  const groupId = t.fixture.groups.organizer.id;
  const [level] = await t.db
    .insert(awardLevels)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: team.competitionId,
      name: '一等奖',
      kind: 'first',
    })
    .returning({ id: awardLevels.id });
  const [list] = await t.db
    .insert(awardLists)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: team.competitionId,
      name: '获奖名单',
      published: true,
      publishedAt: new Date(),
    })
    .returning({ id: awardLists.id });
  const [entry] = await t.db
    .insert(awardEntries)
    .values({
      publicId: newPublicId(),
      listId: list!.id,
      groupId,
      levelId: level!.id,
      teamId: team.id,
      winnerName: team.name ?? '',
      teamName: team.name ?? '',
    })
    .returning({ id: awardEntries.id });
  return {
    entryId: entry!.id,
    listId: list!.id,
    competitionId: team.competitionId,
    teamName: team.name ?? '',
  };
};

/** A certificate issued on the team's award line (the rows the issuing job writes, without its PDF). */
const giveCertificate = async (award: Awaited<ReturnType<typeof giveAward>>) => {
  const groupId = t.fixture.groups.organizer.id;
  const [batch] = await t.db
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: award.competitionId,
      listId: award.listId,
      title: '获奖证书',
      design: {},
      status: 'sent',
    })
    .returning({ id: certBatches.id });
  const no = newPublicId();
  await t.db.insert(certificates).values({
    publicId: newPublicId(),
    groupId,
    batchId: batch!.id,
    entryId: award.entryId,
    competitionId: award.competitionId,
    certNo: `RT-${no}`,
    code: no,
    signature: 'test',
    holderName: award.teamName,
    awardName: '一等奖',
    competitionName: '团队测试',
    record: { teamName: award.teamName, members: [] },
  });
};

describe('the roster locks once the team has results', () => {
  it('refuses a join by link after a final score, in both languages, and the link says so before sign-in', async () => {
    const { captain, teamId } = await teamOfTwo();
    const link = f.tokenOf(await f.invite(captain, teamId));
    await giveFinalScore(teamId);

    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: link },
    });
    expect(landing.body.data.state).toBe('locked');
    const late = await f.newUser();
    expect((await f.accept(late, link)).body).toMatchObject({
      code: 409,
      msg: '队伍已有评审成绩或获奖记录，成员名单已锁定，不能再加入、退出或移除成员',
    });
    expect((await f.accept(late, link, 'en')).body).toMatchObject({
      code: 409,
      msg: 'The team already has review results or awards: its roster is locked, and nobody can join, leave or be removed',
    });
    expect((await teamRow(teamId)).memberCount).toBe(2);
  });

  it('after an award: no join, no personal invitation, no new link, no leaving, no removal', async () => {
    const { captain, member, teamId } = await teamOfTwo();
    const teacher = await f.newUser('teacher');
    const [teacherRow] = await t.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.publicId, await userIdOf(teacher)));
    const personal = await t.post<{ invitationId: string }>(
      '/web/enroll/invitation/person',
      { teamId, role: 'advisor', account: teacherRow!.username },
      { token: captain },
    );
    expect(personal.body.code).toBe(0);
    const advisorLink = f.tokenOf(await f.invite(captain, teamId, 'advisor'));
    const waiting = async () =>
      (await t.get<MyInvitation[]>('/web/enroll/invitation/mine', { token: teacher })).body.data.map(
        (i) => i.invitationId,
      );
    expect(await waiting()).toContain(personal.body.data.invitationId);
    await giveAward(teamId);
    // The invitation could only be refused now: it is no longer offered to the teacher.
    expect(await waiting()).not.toContain(personal.body.data.invitationId);

    const locked = {
      code: 409,
      msg: '队伍已有评审成绩或获奖记录，成员名单已锁定，不能再加入、退出或移除成员',
    };
    expect((await f.accept(teacher, advisorLink)).body).toMatchObject(locked);
    const newLink = await t.get('/enroll/team/getImproveUserInfoQrCode', {
      token: captain,
      query: { teamId, role: 'member' },
    });
    expect(newLink.body).toMatchObject(locked);
    const another = await t.post(
      '/web/enroll/invitation/person',
      { teamId, role: 'advisor', account: teacherRow!.username },
      { token: captain },
    );
    expect(another.body).toMatchObject(locked);
    expect((await t.post('/web/enroll/team/leave', { teamId }, { token: member })).body).toMatchObject(
      locked,
    );
    const removal = await t.post(
      '/web/enroll/member/remove',
      { teamId, userId: await userIdOf(member) },
      { token: captain },
    );
    expect(removal.body).toMatchObject(locked);
    const team = await teamRow(teamId);
    expect({ members: team.memberCount, advisors: team.advisorCount }).toEqual({ members: 2, advisors: 0 });
  });
});

describe('a roster change of an approved team', () => {
  it('sends it back for approval, writes the history and tells the reviewers', async () => {
    const { captain, member, teamId } = await teamOfTwo({ needsApproval: true });
    const organizer = await f.organizer();
    expect((await t.post('/enroll/manage/approve', { teamId }, { token: organizer })).body.code).toBe(0);
    const third = await f.newUser();
    expect((await f.accept(third, f.tokenOf(await f.invite(captain, teamId)))).body.code).toBe(0);
    expect((await teamRow(teamId)).status).toBe('pending');
    const reopened = await t.db
      .select({ data: notifyEvents.data })
      .from(notifyEvents)
      .where(eq(notifyEvents.type, 'signUp.reopened'));
    expect(reopened.map((e) => e.data)).toContainEqual({ teamId: (await teamRow(teamId)).id });
    // The team's school reviewers (the demo school account) and the team read why it waits again.
    await t.notify.drain();
    const told = async (where: ReturnType<typeof eq>) => {
      const [person] = await t.db.select({ id: users.id }).from(users).where(where);
      const rows = await t.db
        .select({ title: subscribeMessages.title })
        .from(subscribeMessages)
        .where(eq(subscribeMessages.userId, person!.id));
      return rows.map((r) => r.title);
    };
    expect(await told(eq(users.username, 'school'))).toContain('队伍名单变动，需重新审核');
    expect(await told(eq(users.publicId, await userIdOf(captain)))).toContain('报名需重新审核');

    // Approved again, then a member leaves: back to pending again, both steps in the history.
    expect((await t.post('/enroll/manage/approve', { teamId }, { token: organizer })).body.code).toBe(0);
    expect((await t.post('/web/enroll/team/leave', { teamId }, { token: member })).body.code).toBe(0);
    expect((await teamRow(teamId)).status).toBe('pending');
    const detail = await t.get<SignUpDetail>('/enroll/manage/detail', {
      token: organizer,
      query: { teamId },
    });
    const steps = detail.body.data.history.map((h) => [h.action, h.fromStatus, h.toStatus]);
    expect(steps).toEqual([
      ['created', null, 'self'],
      ['memberJoined', 'pending', 'pending'],
      ['approved', 'pending', 'approved'],
      ['memberJoined', 'approved', 'approved'],
      ['reopened', 'approved', 'pending'],
      ['approved', 'pending', 'approved'],
      ['memberLeft', 'approved', 'approved'],
      ['reopened', 'approved', 'pending'],
    ]);
    // Every step names who took it.
    expect(detail.body.data.history.every((h) => h.actorName)).toBe(true);
  });

  it('records a removal with the removed person’s name; without approval the team stays approved', async () => {
    const { captain, member, teamId } = await teamOfTwo();
    expect((await teamRow(teamId)).status).toBe('approved');
    const third = await f.newUser();
    expect((await f.accept(third, f.tokenOf(await f.invite(captain, teamId)))).body.code).toBe(0);
    const removal = await t.post(
      '/web/enroll/member/remove',
      { teamId, userId: await userIdOf(member) },
      { token: captain },
    );
    expect(removal.body.code).toBe(0);
    expect((await teamRow(teamId)).status).toBe('approved');
    const detail = await t.get<SignUpDetail>('/enroll/manage/detail', {
      token: await f.organizer(),
      query: { teamId },
    });
    const [memberName] = await t.db
      .select({ realName: users.realName })
      .from(users)
      .where(eq(users.publicId, await userIdOf(member)));
    expect(detail.body.data.history.slice(-1)[0]).toMatchObject({
      action: 'memberRemoved',
      toStatus: 'approved',
      reason: memberName!.realName,
    });
  });
});

describe('who may join', () => {
  /** A new student whose home group is none (no school chosen yet), and a reader of it. */
  const studentWithoutSchool = async () => {
    const token = await f.newUser();
    const userId = await userIdOf(token);
    await t.db.update(users).set({ groupId: null }).where(eq(users.publicId, userId));
    const groupOf = async () =>
      (await t.db.select({ groupId: users.groupId }).from(users).where(eq(users.publicId, userId)))[0]!
        .groupId;
    return { token, groupOf };
  };

  it('asks a student with no school to choose one, and takes the choice with the join', async () => {
    const { captain, teamId } = await teamOfTwo();
    const link = f.tokenOf(await f.invite(captain, teamId));
    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: link },
    });
    expect(landing.body.data.schoolRequired).toBe(true);
    const { token: homeless, groupOf } = await studentWithoutSchool();
    expect((await f.accept(homeless, link)).body).toMatchObject({
      code: 409,
      msg: '加入本队需要先选择你的学校',
    });
    expect((await f.accept(homeless, link, 'en')).body).toMatchObject({
      code: 409,
      msg: 'Choose your school to join this team',
    });
    // Not a school (an organiser's group): refused, nothing written.
    const notASchool = await f.accept(homeless, link, undefined, t.fixture.groups.organizer.publicId);
    expect(notASchool.body).toMatchObject({ code: 400, msg: '所选学校不存在或已停用' });
    expect(await groupOf()).toBeNull();
    // Their first choice, made as they join: both written together.
    const joined = await f.accept(homeless, link, undefined, t.fixture.groups.schoolB.publicId);
    expect(joined.body.code).toBe(0);
    expect(await groupOf()).toBe(t.fixture.groups.schoolB.id);
    expect((await teamRow(teamId)).memberCount).toBe(3);
    // A student who has a school cannot move to another one by joining (a change needs approval).
    const other = await teamOfTwo();
    const otherLink = f.tokenOf(await f.invite(other.captain, other.teamId));
    const moved = await f.accept(homeless, otherLink, 'en', t.fixture.groups.schoolA.publicId);
    expect(moved.body).toMatchObject({
      code: 409,
      msg: 'Your school is already set; ask for a change in your user centre',
    });
    expect(await groupOf()).toBe(t.fixture.groups.schoolB.id);
  });

  it('a refused join leaves the chosen school unchosen', async () => {
    const { captain, teamId } = await teamOfTwo();
    const link = f.tokenOf(await f.invite(captain, teamId));
    await t.db.update(enrollTeams).set({ memberCount: 99 }).where(eq(enrollTeams.publicId, teamId));
    const { token: homeless, groupOf } = await studentWithoutSchool();
    const full = await f.accept(homeless, link, undefined, t.fixture.groups.schoolA.publicId);
    expect(full.body.code).toBe(409);
    expect(await groupOf()).toBeNull();
  });

  it('an advisor seat needs no school choice', async () => {
    const { captain, teamId } = await teamOfTwo();
    const link = f.tokenOf(await f.invite(captain, teamId, 'advisor'));
    const landing = await t.get<InvitationDetail>('/web/enroll/invitation/detail', {
      query: { token: link },
    });
    expect(landing.body.data.schoolRequired).toBe(false);
  });
});

describe('awards credit the people named on them', () => {
  it('a member added after the award line sees neither it nor its certificate; the members named on it do', async () => {
    const { member, teamId } = await teamOfTwo();
    await giveCertificate(await giveAward(teamId));
    // A roster from before the lock existed: someone put in the team after the award.
    const late = await f.newUser();
    const team = await teamRow(teamId);
    const [lateRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.publicId, await userIdOf(late)));
    await t.db.insert(enrollMembers).values({
      teamId: team.id,
      userId: lateRow!.id,
      competitionId: team.competitionId,
      itemId: team.itemId,
      stageId: team.stageId,
      role: 'member',
      createdAt: new Date(Date.now() + 60_000),
    });
    const awardsOf = async (token: string) =>
      (await t.get<MyAwardRow[]>('/web/reward/my', { token })).body.data.map((a) => a.awardName);
    expect(await awardsOf(member)).toEqual(['一等奖']);
    expect(await awardsOf(late)).toEqual([]);
    const certificatesOf = async (token: string) =>
      (await t.get<MyCertRow[]>('/web/certificate/my', { token })).body.data.map((c) => c.awardName);
    expect(await certificatesOf(member)).toEqual(['一等奖']);
    expect(await certificatesOf(late)).toEqual([]);
    // 我的竞赛 says "awarded" to the members named on the line, not to the late joiner.
    const outcomeOf = async (token: string) => {
      const list = await t.get<MyCompetitionRow[]>('/web/center/competition/list', { token });
      const row = list.body.data.find((r) => r.teamId === teamId)!;
      return { outcome: row.outcome, awards: row.awards };
    };
    expect(await outcomeOf(member)).toEqual({ outcome: 'awarded', awards: ['一等奖'] });
    expect(await outcomeOf(late)).toMatchObject({ awards: [] });
    expect((await outcomeOf(late)).outcome).not.toBe('awarded');
    // The team page still lists them (the roster is the roster); only the credit is withheld.
    const detail = await t.get<TeamDetail>('/web/enroll/team/detail', { token: late, query: { teamId } });
    expect(detail.body.data.members).toHaveLength(3);
    const [still] = await t.db
      .select({ n: enrollMembers.userId })
      .from(enrollMembers)
      .where(and(eq(enrollMembers.teamId, team.id), eq(enrollMembers.userId, lateRow!.id)));
    expect(still).toBeDefined();
  });
});
