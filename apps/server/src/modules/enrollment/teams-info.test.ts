import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompleteStatus,
  CopyResult,
  MemberRow,
  MyTeamRow,
  SourceList,
  UserDetail,
} from '@podium/contracts';
import {
  colleges,
  enrollMemberInfos,
  enrollTeams,
  majors,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { teamFixtures, validIdCard } from './teams.fixtures.ts';

let t: TestApp;
let f: ReturnType<typeof teamFixtures>;
let comp: Awaited<ReturnType<typeof f.openTeamCompetition>>;

beforeAll(async () => {
  t = await createTestApp();
  f = teamFixtures(t);
  comp = await f.openTeamCompetition({
    requiredFields: ['idCard', 'studentNo', 'college', 'major', 'phone'],
  });
});
afterAll(() => t.close());

const save = (token: string | undefined, body: Record<string, unknown>, lang?: 'en') =>
  t.post<UserDetail>('/web/enroll/user/info/save', body, { token, lang });

describe('member information', () => {
  it('saves it encrypted, masks it on the way out, and fills birthday, age and gender', async () => {
    const me = await f.newUser();
    const idCard = validIdCard('20040315', '124');
    const res = await save(me, {
      realName: '林小雨',
      idCard,
      phone: '13912345678',
      studentNo: '2022001',
      college: '计算机学院',
      major: '软件工程',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      realName: '林小雨',
      idCard: `1101${'*'.repeat(12)}${idCard.slice(-2)}`,
      phone: '139****5678',
      birthday: '2004-03-15',
      gender: 2,
      studentNo: '2022001',
    });
    expect(res.body.data.age).toBeGreaterThanOrEqual(21);
    const detail = await t.get<UserDetail>('/web/user/detail', { token: me });
    expect(detail.body.data.college).toBe('计算机学院');
    const [stored] = await t.db
      .select()
      .from(enrollMemberInfos)
      .innerJoin(users, eq(users.id, enrollMemberInfos.userId))
      .where(eq(users.realName, '林小雨'));
    expect(stored!.enroll_member_infos.idCardCipher).not.toContain(idCard);
    expect(stored!.enroll_member_infos.phoneCipher).not.toContain('13912345678');
  });

  it('reads what the profile holds (college, major, student number) instead of asking again', async () => {
    const me = await f.newUser();
    const [user] = await t.db.select().from(users).orderBy(desc(users.id)).limit(1);
    const [college] = await t.db
      .insert(colleges)
      .values({ publicId: newPublicId(), schoolGroupId: t.fixture.groups.schoolA.id, name: '资料学院' })
      .returning();
    const [major] = await t.db
      .insert(majors)
      .values({ publicId: newPublicId(), collegeId: college!.id, name: '资料专业' })
      .returning();
    await t.db
      .insert(userProfiles)
      .values({ userId: user!.id, collegeId: college!.id, majorId: major!.id, studentNo: 'P2026001' });
    const detail = await t.get<UserDetail>('/web/user/detail', { token: me });
    expect(detail.body.data).toMatchObject({ college: '资料学院', major: '资料专业', studentNo: 'P2026001' });
    const status = await t.get<CompleteStatus>('/web/enroll/user/complete/status', {
      token: me,
      query: { competitionId: comp.competitionId },
    });
    // Only what neither the profile nor earlier sign-up information holds is still missing.
    expect(status.body.data.members[0]!.missing.sort()).toEqual(['idCard', 'phone']);
    // Sign-up information given later wins over the profile's value.
    expect((await save(me, { college: '另填学院' })).body.code).toBe(0);
    expect((await t.get<UserDetail>('/web/user/detail', { token: me })).body.data.college).toBe('另填学院');
  });

  it('refuses bad ID numbers with the spec messages and the check-digit message, writing nothing', async () => {
    const me = await f.newUser();
    const good = validIdCard();
    const wrongCheck = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
    const cases: [string, string, string][] = [
      ['1101051990', '无效的身份证号码：必须为18位字符串', 'invalid ID number: must be 18 characters'],
      ['11010520041345123X', '无效的出生日期', 'invalid birth date'],
      [
        wrongCheck,
        '身份证号码校验位不正确，请核对后重新输入',
        'the ID number’s check digit is wrong; please check the number',
      ],
    ];
    for (const [idCard, zh, en] of cases) {
      const res = await save(me, { idCard, studentNo: 'S1' });
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(zh);
      expect((await save(me, { idCard }, 'en')).body.msg).toContain(en);
    }
    expect((await t.get<UserDetail>('/web/user/detail', { token: me })).body.data).toMatchObject({
      idCard: '',
      studentNo: '',
    });
    expect((await save(undefined, { studentNo: 'x' })).body.code).toBe(11000);
  });
});

describe('team lists and completion', () => {
  it('lists my teams, the members and what each still lacks', async () => {
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[0]!, '北斗队');
    const member = await f.newUser();
    await f.accept(member, f.tokenOf(await f.invite(captain, teamId)));
    await save(member, {
      idCard: validIdCard('20030101', '135'),
      phone: '13800001111',
      studentNo: '1',
      college: 'c',
      major: 'm',
    });

    const mine = await t.get<MyTeamRow[]>('/web/enroll/website/member/list', { token: member });
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        teamId,
        name: '北斗队',
        role: 'member',
        memberCount: 2,
        mode: 'team',
        itemId: comp.itemIds[0],
      }),
    ]);
    const filtered = await t.get<MyTeamRow[]>('/web/enroll/website/member/list', {
      token: member,
      query: { competitionId: 'none' },
    });
    expect(filtered.body.data).toEqual([]);

    const members = await t.get<MemberRow[]>('/web/enroll/teamMember/list', {
      token: member,
      query: { teamId },
    });
    expect(members.body.data.map((m) => [m.role, m.missing.length === 0])).toEqual([
      ['captain', false],
      ['member', true],
    ]);
    expect(members.body.data[1]!.phone).toBe('138****1111');

    const status = await t.get<CompleteStatus>('/web/enroll/user/complete/status', {
      token: captain,
      query: { teamId },
    });
    expect(status.body.data.complete).toBe(false);
    expect(status.body.data.members[0]!.missing).toEqual([
      'idCard',
      'studentNo',
      'college',
      'major',
      'phone',
    ]);
    const forCompetition = await t.get<CompleteStatus>('/web/enroll/user/complete/status', {
      token: member,
      query: { competitionId: comp.competitionId },
    });
    expect(forCompetition.body.data).toMatchObject({ complete: true });

    const outsider = await f.newUser();
    for (const path of ['/web/enroll/teamMember/list', '/web/enroll/user/complete/status'])
      expect((await t.get(path, { token: outsider, query: { teamId } })).body.code).toBe(404);
    expect((await t.get('/web/enroll/website/member/list')).body.code).toBe(11000);
  });
});

describe('GET /enroll/team/source/list', () => {
  it('counts teams by source for the organiser; refuses students and anonymous callers', async () => {
    const src = await f.openTeamCompetition();
    await f.signUpTeam(await f.newUser(), src.competitionId, src.itemIds[0]!);
    const teamId = await f.signUpTeam(await f.newUser(), src.competitionId, src.itemIds[1]!);
    await t.db.update(enrollTeams).set({ source: 'recommend' }).where(eq(enrollTeams.publicId, teamId));
    const res = await t.get<SourceList>('/enroll/team/source/list', {
      ...src.org,
      query: { competitionId: src.competitionId },
    });
    expect(res.body.data).toEqual([
      { source: 'self', count: 1 },
      { source: 'recommend', count: 1 },
      { source: 'import', count: 0 },
      { source: 'copy', count: 0 },
    ]);
    const student = await f.newUser();
    expect(
      (
        await t.get('/enroll/team/source/list', {
          token: student,
          query: { competitionId: src.competitionId },
        })
      ).body.code,
    ).toBe(401);
    expect(
      (await t.get('/enroll/team/source/list', { query: { competitionId: src.competitionId } })).body.code,
    ).toBe(11000);
  });
});

describe('POST /web/enroll/copy', () => {
  it('carries a team into another competition as source copy, members and all', async () => {
    const target = await f.openTeamCompetition({ capacityTotal: 1 });
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[1]!, '远航队');
    const member = await f.newUser();
    await f.accept(member, f.tokenOf(await f.invite(captain, teamId)));
    const body = { teamId, competitionId: target.competitionId, itemId: target.itemIds[0] };
    expect((await t.post('/web/enroll/copy', body, { token: member })).body).toMatchObject({
      code: 409,
      msg: '只有队长可以进行此操作',
    });
    const res = await t.post<CopyResult>('/web/enroll/copy', body, { token: captain });
    expect(res.body.code).toBe(0);
    const [copy] = await t.db
      .select()
      .from(enrollTeams)
      .where(eq(enrollTeams.publicId, res.body.data.teamId));
    expect(copy).toMatchObject({ source: 'copy', name: '远航队', memberCount: 2 });
    const mine = await t.get<MyTeamRow[]>('/web/enroll/website/member/list', { token: member });
    expect(mine.body.data.map((r) => r.competitionId)).toContain(target.competitionId);
    // The same members cannot be carried into the same item twice; capacity holds for others.
    expect((await t.post('/web/enroll/copy', body, { token: captain })).body.code).toBe(409);
    const other = await f.newUser();
    const otherTeam = await f.signUpTeam(other, comp.competitionId, comp.itemIds[1]!);
    const full = await t.post(
      '/web/enroll/copy',
      { ...body, teamId: otherTeam, itemId: target.itemIds[1] },
      { token: other },
    );
    expect(full.body).toMatchObject({ code: 409, msg: '报名名额已满' });
  });

  it('refuses a closed target, a team too large for it, and a member taken there', async () => {
    const closed = await f.openTeamCompetition({}, 'closed');
    const small = await f.openTeamCompetition({ teamMax: 1, teamMin: 1 });
    const taken = await f.openTeamCompetition();
    const captain = await f.newUser();
    const teamId = await f.signUpTeam(captain, comp.competitionId, comp.itemIds[1]!);
    const member = await f.newUser();
    await f.accept(member, f.tokenOf(await f.invite(captain, teamId)));
    const copy = (c: typeof comp) =>
      t.post(
        '/web/enroll/copy',
        { teamId, competitionId: c.competitionId, itemId: c.itemIds[0] },
        { token: captain },
      );
    expect((await copy(closed)).body).toMatchObject({ code: 409, msg: '当前不在报名时间内' });
    expect((await copy(small)).body).toMatchObject({ code: 409, msg: '队伍人数超过目标竞赛的队伍人数上限' });
    await f.signUpTeam(member, taken.competitionId, taken.itemIds[0]!);
    expect((await copy(taken)).body).toMatchObject({ code: 409, msg: '有队员已在目标赛项的其他队伍中' });
    expect((await copy(comp)).body).toMatchObject({ code: 409, msg: '不能复制到报名所在的同一阶段' });
  });
});
