import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PageResult,
  PortalCompetitionDetail,
  PortalCompetitionRow,
  SignUpResult,
  TeamNum,
} from '@podium/contracts';
import {
  competitions,
  enrollMembers,
  enrollTeams,
  groups,
  operationLogs,
  schoolInfos,
  users,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { openCompetition as openCompetitionOf } from '../../test-support/open-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { placesTaken } from './capacity.ts';

let t: TestApp;
let organizer: string;
let student: string;
let student2: string;
let team: PortalCompetitionDetail;
let math: PortalCompetitionRow;
let closed: PortalCompetitionRow;
let passwordHash: string;
let baseAll: TeamNum;
let baseSchool: TeamNum;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const signUp = (token: string | undefined, body: Record<string, unknown>, lang?: 'en') =>
  t.post<SignUpResult>('/web/enroll/signUp', body, { token, lang });

/** A student of a demo school, signed in. */
let serial = 0;
const newStudent = async (school: 'schoolA' | 'schoolB' = 'schoolA', email?: string) => {
  serial += 1;
  const username = `stu${serial}x${Date.now() % 100000}`;
  await t.db.insert(users).values({
    publicId: newPublicId(),
    username,
    passwordHash,
    realName: `学生${serial}`,
    userType: 'student',
    groupId: t.fixture.groups[school].id,
    email: email ?? `${username}@example.edu.cn`,
  });
  return t.login(username);
};

/** A published individual competition of the organiser with sign-up open now and the given rules. */
const openCompetition = (rules: Record<string, unknown>, items = ['主赛道']) =>
  openCompetitionOf(t, org(), { name: '容量测试', items, rules });

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
  organizer = await t.login('organizer');
  // Fresh students: the demo accounts already have sign-ups (demo data) that these tests must not meet.
  student = await newStudent('schoolA');
  student2 = await newStudent('schoolB');
  const rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
  const teamRow = rows.find((r) => r.shortName === '智创大赛')!;
  team = (
    await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: teamRow.competitionId },
    })
  ).body.data;
  math = rows.find((r) => r.shortName === '东海杯数模')!;
  closed = rows.find((r) => r.status === 'closed')!;
  // What the demo data already counts, so the counts below are the tests' own additions.
  const query = { competitionId: team.competitionId };
  baseAll = (await t.get<TeamNum>('/enroll/team/num', { ...org(), query })).body.data;
  baseSchool = (
    await t.get<TeamNum>('/enroll/team/num', {
      token: await t.login('school'),
      groupId: t.fixture.groups.schoolA.publicId,
      query,
    })
  ).body.data;
});
afterAll(() => t.close());

describe('POST /web/enroll/signUp', () => {
  const body = () => ({
    competitionId: team.competitionId,
    itemId: team.items[0]!.itemId,
    participantGroupId: team.participantGroups[0]!.groupId,
    teamName: '追光者队',
  });

  it('signs a student up as a team captain; the fee puts it in awaitingPayment', async () => {
    const res = await signUp(student, body());
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ status: 'awaitingPayment', feeFen: 10000 });
    const [row] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, res.body.data.teamId));
    expect(row).toMatchObject({
      name: '追光者队',
      source: 'self',
      schoolGroupId: t.fixture.groups.schoolA.id,
    });
    // Another item of the same competition is a different entry.
    const other = await signUp(student, { ...body(), itemId: team.items[1]!.itemId, teamName: '第二队' });
    expect(other.body.code).toBe(0);
  });

  it('refuses a second team in the same item, also under concurrency', async () => {
    expect((await signUp(student, { ...body(), teamName: '另一队' })).body).toEqual({
      code: 409,
      msg: '你已在该赛项的一支队伍中',
      data: null,
    });
    const fresh = await newStudent();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => signUp(fresh, { ...body(), teamName: `并发队${n}` })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === '你已在该赛项的一支队伍中')).toHaveLength(4);
  });

  it('refuses bad or missing choices with exact messages and writes nothing', async () => {
    const before = (await t.db.select().from(enrollTeams)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body(), participantGroupId: undefined }, '请选择参赛组别'],
      [{ ...body(), participantGroupId: 'nope' }, '组别不属于该竞赛'],
      [{ ...body(), itemId: 'nope' }, '赛项不属于该竞赛'],
      [{ ...body(), teamName: undefined }, '请填写队伍名称'],
    ];
    const fresh = await newStudent();
    for (const [b, msg] of cases) expect((await signUp(fresh, b)).body.msg).toBe(msg);
    expect((await signUp(fresh, { ...body(), extra: 1 })).body.code).toBe(400);
    expect((await t.db.select().from(enrollTeams)).length).toBe(before);
  });

  it('refuses outside the window, for closed competitions, non-students and anonymous callers', async () => {
    const math0 = (
      await t.get<PortalCompetitionDetail>('/home/competition/detail', {
        query: { competitionId: math.competitionId },
      })
    ).body.data;
    expect(
      (
        await signUp(student2, {
          competitionId: math.competitionId,
          itemId: math0.items[0]!.itemId,
          participantGroupId: math0.participantGroups[0]!.groupId,
        })
      ).body,
    ).toEqual({ code: 409, msg: '当前不在报名时间内', data: null });
    expect((await signUp(student2, { competitionId: closed.competitionId, itemId: 'x' })).body.msg).toBe(
      '竞赛未开放报名',
    );
    expect((await signUp(organizer, body(), 'en')).body).toEqual({
      code: 409,
      msg: 'Only student accounts can sign up',
      data: null,
    });
    expect((await signUp(undefined, body())).body.code).toBe(11000);
  });

  it('holds the invitation code, e-mail domains and schools', async () => {
    const { competitionId, itemIds } = await openCompetition({
      invitationCode: 'ZC2026',
      emailDomains: ['donghai.edu.cn'],
      eligibleSchoolIds: [t.fixture.groups.schoolA.publicId],
    });
    // The sign-up form asks for a code only when one is set; the public detail never carries the code.
    const detail = await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId },
    });
    expect(detail.body.data.needsInvitationCode).toBe(true);
    expect(JSON.stringify(detail.body)).not.toContain('ZC2026');
    const withoutCode = await openCompetition({});
    const plain = await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: withoutCode.competitionId },
    });
    expect(plain.body.data.needsInvitationCode).toBe(false);
    const ok = await newStudent('schoolA', `ok${Date.now()}@donghai.edu.cn`);
    const base = { competitionId, itemId: itemIds[0] };
    expect((await signUp(ok, base)).body.msg).toBe('邀请码错误');
    const wrongMail = await newStudent('schoolA', 'someone@gmail.com');
    expect((await signUp(wrongMail, { ...base, invitationCode: 'ZC2026' })).body.msg).toBe(
      '仅限以下邮箱域名的账号报名：donghai.edu.cn',
    );
    const otherSchool = await newStudent('schoolB', `x${Date.now()}@donghai.edu.cn`);
    expect((await signUp(otherSchool, { ...base, invitationCode: 'ZC2026' })).body.msg).toBe(
      '你的学校不在报名范围内',
    );
    const res = await signUp(ok, { ...base, invitationCode: 'ZC2026' });
    expect(res.body.data).toMatchObject({ status: 'approved', feeFen: 0 });
  });

  /** Teams and memberships of a competition: a refused sign-up must leave both untouched. */
  const writtenFor = async (competitionId: string) => {
    const [competition] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.publicId, competitionId));
    const teams = await t.db
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .where(eq(enrollTeams.competitionId, competition!.id));
    const members = await t.db
      .select({ teamId: enrollMembers.teamId })
      .from(enrollMembers)
      .where(eq(enrollMembers.competitionId, competition!.id));
    return { teams: teams.length, members: members.length };
  };

  it('refuses a participant group outside the sign-up scope, writing nothing', async () => {
    const { competitionId, itemIds } = await openCompetition({});
    const saved = await t.post<{ groupId: string }[]>(
      '/competition/participantGroup/save',
      { competitionId, groups: [{ name: '本科组' }, { name: '高职组' }] },
      org(),
    );
    expect(saved.body.code).toBe(0);
    const [undergrad, vocational] = saved.body.data.map((g) => g.groupId);
    const scoped = await t.post(
      '/competition/enroll/setting/save',
      { competitionId, eligibleGroupIds: [undergrad] },
      org(),
    );
    expect(scoped.body.code).toBe(0);
    const applicant = await newStudent();
    const base = { competitionId, itemId: itemIds[0] };
    expect(await writtenFor(competitionId)).toEqual({ teams: 0, members: 0 });
    expect((await signUp(applicant, { ...base, participantGroupId: vocational })).body).toEqual({
      code: 409,
      msg: '该组别不在报名范围内',
      data: null,
    });
    expect((await signUp(applicant, { ...base, participantGroupId: vocational }, 'en')).body.msg).toBe(
      'This participant group may not sign up',
    );
    expect(await writtenFor(competitionId)).toEqual({ teams: 0, members: 0 });
    // The group in scope is accepted for the same student: the refusal was the group, nothing else.
    expect((await signUp(applicant, { ...base, participantGroupId: undergrad })).body.code).toBe(0);
    expect(await writtenFor(competitionId)).toEqual({ teams: 1, members: 1 });
  });

  it('refuses a student whose school is in a province outside the scope, writing nothing', async () => {
    const provinceOf = async (group: { id: number }) =>
      (
        await t.db
          .select({ code: schoolInfos.provinceCode })
          .from(schoolInfos)
          .where(eq(schoolInfos.groupId, group.id))
      )[0]?.code;
    const home = await provinceOf(t.fixture.groups.schoolA);
    expect(home).toMatch(/^\d{2}$/);
    const elsewhere = home === '11' ? '12' : '11';
    const { competitionId, itemIds } = await openCompetition({ eligibleProvinces: [elsewhere] });
    const applicant = await newStudent('schoolA');
    const base = { competitionId, itemId: itemIds[0] };
    expect((await signUp(applicant, base)).body).toEqual({
      code: 409,
      msg: '你所在的省份不在报名范围内',
      data: null,
    });
    expect((await signUp(applicant, base, 'en')).body.msg).toBe('Your province may not sign up');
    expect(await writtenFor(competitionId)).toEqual({ teams: 0, members: 0 });
    // With the school's province in scope the same student gets in.
    const widened = await t.post(
      '/competition/enroll/setting/save',
      { competitionId, eligibleProvinces: [elsewhere, home] },
      org(),
    );
    expect(widened.body.code).toBe(0);
    expect((await signUp(applicant, base)).body.code).toBe(0);
    expect(await writtenFor(competitionId)).toEqual({ teams: 1, members: 1 });
  });

  it("logs each sign-up exactly once: accepted (in the sign-up's own commit) and refused alike", async () => {
    const open = await openCompetition({ capacityTotal: 2 });
    const call = { competitionId: open.competitionId, itemId: open.itemIds[0] };
    // The first sign-up of a competition sets up its capacity shards (the careful way, logged on send);
    // the second is the one-statement sign-up that inserts its own log row; the third is refused.
    const accepted: string[] = [];
    accepted.push((await signUp(await newStudent(), call)).body.data.teamId);
    accepted.push((await signUp(await newStudent(), call)).body.data.teamId);
    expect((await signUp(await newStudent(), call)).body.msg).toBe('报名名额已满');
    const rows = await t.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.module, 'enroll'),
          eq(operationLogs.action, 'signUp'),
          sql`${operationLogs.after}->>'competitionId' = ${open.competitionId}`,
        ),
      )
      .orderBy(asc(operationLogs.id));
    expect(rows.map((r) => [r.success, r.target, r.errorMsg])).toEqual([
      [true, accepted[0], ''],
      [true, accepted[1], ''],
      [false, '', '报名名额已满'],
    ]);
    expect(rows[1]).toMatchObject({
      method: 'POST',
      path: '/prod-api/web/enroll/signUp',
      after: { ...call, teamId: accepted[1], status: 'approved' },
    });
    expect(rows[1]!.userId).not.toBeNull();
  });

  it('never exceeds the total, per-item or per-school capacity, whatever the concurrency', async () => {
    const total = await openCompetition({ capacityTotal: 3 });
    const students = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => newStudent()));
    const results = await Promise.all(
      students.map((token) =>
        signUp(token, { competitionId: total.competitionId, itemId: total.itemIds[0] }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.body.msg === '报名名额已满')).toHaveLength(5);
    const [competition] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.publicId, total.competitionId));
    expect(await placesTaken(t.db, competition!.id, 'total')).toMatchObject({ used: 3, limit: 3 });

    const perItem = await openCompetition({ capacityPerItem: 1 }, ['甲', '乙']);
    const [a, b, c] = await Promise.all([newStudent(), newStudent(), newStudent()]);
    expect(
      (await signUp(a, { competitionId: perItem.competitionId, itemId: perItem.itemIds[0] })).body.code,
    ).toBe(0);
    expect(
      (await signUp(b, { competitionId: perItem.competitionId, itemId: perItem.itemIds[0] })).body.msg,
    ).toBe('该赛项名额已满');
    expect(
      (await signUp(b, { competitionId: perItem.competitionId, itemId: perItem.itemIds[1] })).body.code,
    ).toBe(0);

    const perSchool = await openCompetition({ capacityPerSchool: 1 });
    const first = { competitionId: perSchool.competitionId, itemId: perSchool.itemIds[0] };
    expect((await signUp(c, first)).body.code).toBe(0);
    expect((await signUp(await newStudent('schoolA'), first)).body.msg).toBe('你的学校名额已满');
    expect((await signUp(await newStudent('schoolB'), first)).body.code).toBe(0);
  });
});

describe('GET /enroll/team/num', () => {
  it('counts every team for the organiser and only its own school’s for a school account', async () => {
    await signUp(student2, {
      competitionId: team.competitionId,
      itemId: team.items[2]!.itemId,
      participantGroupId: team.participantGroups[1]!.groupId,
      teamName: '西山队',
    });
    const all = await t.get<TeamNum>('/enroll/team/num', {
      ...org(),
      query: { competitionId: team.competitionId },
    });
    expect(all.body.code).toBe(0);
    const plus = (base: TeamNum, added: number[]) => base.byItem.map((i, n) => i.count + added[n]!);
    expect(all.body.data.total).toBe(baseAll.total + 4);
    expect(all.body.data.byStatus.awaitingPayment).toBe(baseAll.byStatus.awaitingPayment + 4);
    expect(all.body.data.byItem.map((i) => i.count)).toEqual(plus(baseAll, [2, 1, 1]));
    const school = await t.login('school');
    const own = await t.get<TeamNum>('/enroll/team/num', {
      token: school,
      groupId: t.fixture.groups.schoolA.publicId,
      query: { competitionId: team.competitionId },
    });
    expect(own.body.data.total).toBe(baseSchool.total + 3);
    expect(own.body.data.byItem.map((i) => i.count)).toEqual(plus(baseSchool, [2, 1, 0]));
  });

  it('hides a draft from those who do not manage it, refuses the wrong role and anonymous callers', async () => {
    const draft = await t.post<{ competitionId: string }>(
      '/competition/info/add',
      { name: '草稿竞赛', level: 'school', year: 2026 },
      org(),
    );
    const [platform] = await t.db.select().from(groups).where(eq(groups.code, 'PLATFORM'));
    const [sibling] = await t.db
      .insert(groups)
      .values({
        publicId: newPublicId(),
        name: '另一组委会',
        code: 'ORG-B',
        type: 'organizer',
        parentId: platform!.id,
        path: '',
      })
      .returning();
    await t.db
      .update(groups)
      .set({ path: `${platform!.path}${sibling!.id}/` })
      .where(eq(groups.id, sibling!.id));
    const rival = await createActor(t, {
      username: 'rival_enroll',
      group: { id: sibling!.id, publicId: sibling!.publicId },
      permissions: ['enroll:list'],
    });
    expect(
      (await t.get('/enroll/team/num', { ...rival, query: { competitionId: draft.body.data.competitionId } }))
        .body,
    ).toEqual({ code: 404, msg: '竞赛不存在', data: null });
    const listed = await t.get<TeamNum>('/enroll/team/num', {
      ...rival,
      query: { competitionId: team.competitionId },
    });
    expect(listed.body.data.total).toBe(0);
    expect(
      (await t.get('/enroll/team/num', { token: student, query: { competitionId: team.competitionId } })).body
        .code,
    ).toBe(401);
    expect(
      (await t.get('/enroll/team/num', { query: { competitionId: team.competitionId } })).body.code,
    ).toBe(11000);
  });
});
