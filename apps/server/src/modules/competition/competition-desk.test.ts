import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompetitionDetail,
  CompetitionOption,
  CompetitionRow,
  EnrollSetting,
  ItemOption,
  PageResult,
  ParticipantGroup,
  Schedule,
  Stage,
  StageOption,
} from '@podium/contracts';
import { competitions, groups } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const ALL = ['list', 'add', 'edit', 'remove', 'publish', 'copy'].map((a) => `competition:info:${a}`);

let t: TestApp;
let organizer: string;
let expert: string;
/** An organiser of a sibling group under the platform: must never see the demo organiser's competitions. */
let rival: { token: string; groupId: string };
/** A user of the demo organiser group who may only look. */
let viewer: { token: string; groupId: string };

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  expert = await t.login('expert');
  const platform = t.fixture.groups.platform;
  const [sibling] = await t.db
    .insert(groups)
    .values({
      publicId: newPublicId(),
      name: '另一组委会',
      code: 'ORG-RIVAL',
      type: 'organizer',
      parentId: platform.id,
      path: '',
    })
    .returning();
  const path = `${platform.path}${sibling!.id}/`;
  await t.db.update(groups).set({ path }).where(eq(groups.id, sibling!.id));
  rival = await createActor(t, {
    username: 'rival',
    group: { id: sibling!.id, publicId: sibling!.publicId },
    permissions: ALL,
  });
  viewer = await createActor(t, {
    username: 'viewer',
    group: t.fixture.groups.organizer,
    permissions: ['competition:info:list'],
  });
});
afterAll(() => t.close());

/** The successful log row of `action` after `mark` (refusals just before may be logged later, so wait for it). */
const waitForSuccessLog = async (action: string, mark: number) => {
  for (let i = 0; i < 50; i++) {
    const row = await waitForOperationLog(t, 'competition', action, mark);
    if (row.success) return row;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no successful log of ${action}`);
};

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const newCompetition = (overrides: Record<string, unknown> = {}) => ({
  name: '2027 测试竞赛',
  shortName: '测试赛',
  level: 'provincial',
  category: 'computing',
  year: 2027,
  season: '第一届',
  introduction: '<p>简介<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  rules: '<p><a href="javascript:alert(3)">规则</a></p>',
  guide: '<p>指南</p>',
  attachments: [{ name: '竞赛通知.pdf', url: '/files/notice.pdf' }],
  contacts: [{ name: '王老师', phone: '010-12345678', email: 'wang@example.edu.cn', role: '秘书处' }],
  ...overrides,
});
const add = async (overrides: Record<string, unknown> = {}) => {
  const res = await t.post<{ competitionId: string }>(
    '/competition/info/add',
    newCompetition(overrides),
    org(),
  );
  expect(res.body.code).toBe(0);
  return res.body.data.competitionId;
};
const countCompetitions = async () => (await t.db.select({ id: competitions.id }).from(competitions)).length;
const windows = (from: number, days = 10) => {
  const day = 24 * 3600 * 1000;
  return {
    signUpStart: new Date(Date.now() + from * day).toISOString(),
    signUpEnd: new Date(Date.now() + (from + days) * day).toISOString(),
  };
};

describe('GET /competition/info/page', () => {
  it('lists the organiser’s competitions with transitions the status allows', async () => {
    const res = await t.get<PageResult<CompetitionRow>>('/competition/info/page', org());
    expect(res.body.code).toBe(0);
    // The three demo competitions and the statistics season's two editions.
    expect(res.body.data.total).toBe(5);
    const team = res.body.data.rows.find((r) => r.shortName === '智创大赛')!;
    expect(team).toMatchObject({
      status: 'published',
      level: 'national',
      category: 'engineering',
      groupName: '全国大学生创新竞赛组委会',
      itemCount: 3,
      stageCount: 2,
      canPublish: false,
      canUnpublish: true,
      canClose: true,
      canArchive: false,
      canRemove: false,
    });
    expect(Date.parse(team.signUpStart!)).toBeLessThan(Date.now());
    expect(Date.parse(team.signUpEnd!)).toBeGreaterThan(Date.now());
  });

  it('filters by status, level and keyword', async () => {
    const closed = await t.get<PageResult<CompetitionRow>>('/competition/info/page', {
      ...org(),
      query: { status: 'closed' },
    });
    expect(closed.body.data.rows.map((r) => r.shortName)).toEqual(['创意设计赛']);
    const level = await t.get<PageResult<CompetitionRow>>('/competition/info/page', {
      ...org(),
      query: { level: 'provincial' },
    });
    expect(level.body.data.rows.map((r) => r.shortName)).toEqual(['东海杯数模']);
    const keyword = await t.get<PageResult<CompetitionRow>>('/competition/info/page', {
      ...org(),
      query: { keyword: '数学建模' },
    });
    expect(keyword.body.data.total).toBe(1);
    const bad = await t.get('/competition/info/page', { ...org(), query: { status: 'open' } });
    expect(bad.body.code).toBe(400);
  });

  it('refuses without a session, without the permission, and shows a sibling organiser nothing', async () => {
    expect((await t.get('/competition/info/page')).body.code).toBe(11000);
    expect((await t.get('/competition/info/page', { token: expert })).body).toEqual({
      code: 401,
      msg: '该账号无权访问，请联系管理员授权',
      data: null,
    });
    const res = await t.get<PageResult<CompetitionRow>>('/competition/info/page', rival);
    expect(res.body.data).toEqual({ rows: [], total: 0 });
  });
});

describe('POST /competition/info/add and /update', () => {
  it('creates a draft of the acting group, sanitising rich text, and logs it', async () => {
    const mark = await operationLogMark(t);
    const id = await add();
    const detail = await t.get<CompetitionDetail>('/competition/info/detail', {
      ...org(),
      query: { competitionId: id },
    });
    expect(detail.body.data).toMatchObject({
      name: '2027 测试竞赛',
      status: 'draft',
      groupName: '全国大学生创新竞赛组委会',
      canPublish: true,
      canRemove: true,
      attachments: [{ name: '竞赛通知.pdf', url: '/files/notice.pdf' }],
      items: [],
      participantGroups: [],
    });
    expect(detail.body.data.introduction).not.toMatch(/script|onerror|alert/);
    expect(detail.body.data.introduction).toContain('简介');
    expect(detail.body.data.rules).not.toContain('javascript:');
    const log = await waitForOperationLog(t, 'competition', 'add', mark);
    expect(log.success).toBe(true);
    const settings = await t.get<EnrollSetting>('/competition/enroll/setting', {
      ...org(),
      query: { competitionId: id },
    });
    expect(settings.body.data).toMatchObject({ mode: 'individual', teamMin: 1, teamMax: 1, feeFen: 0 });
  });

  it('refuses bad input with exact messages and writes nothing', async () => {
    const before = await countCompetitions();
    const empty = await t.post('/competition/info/add', newCompetition({ name: '' }), org());
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toMatch(/^名称：/);
    const level = await t.post('/competition/info/add', newCompetition({ level: 'galactic' }), org());
    expect(level.body).toEqual({ code: 400, msg: '竞赛级别“galactic”不在字典中', data: null });
    const category = await t.post('/competition/info/add', newCompetition({ category: 'cooking' }), {
      ...org(),
      lang: 'en',
    });
    expect(category.body).toEqual({
      code: 400,
      msg: 'The category "cooking" is not in the dictionary',
      data: null,
    });
    const extra = await t.post('/competition/info/add', newCompetition({ status: 'published' }), org());
    expect(extra.body.code).toBe(400);
    expect(await countCompetitions()).toBe(before);
  });

  it('refuses without a session or the add permission, and for a group out of reach', async () => {
    expect((await t.post('/competition/info/add', newCompetition())).body.code).toBe(11000);
    expect((await t.post('/competition/info/add', newCompetition(), viewer)).body.code).toBe(401);
    const foreign = await t.post(
      '/competition/info/add',
      newCompetition({ groupId: t.fixture.groups.platform.publicId }),
      org(),
    );
    expect(foreign.body.code).toBe(401);
  });

  it('updates the information; a sibling organiser cannot see or change it', async () => {
    const id = await add();
    const res = await t.post(
      '/competition/info/update',
      {
        competitionId: id,
        ...newCompetition({ name: '改名后的竞赛', introduction: '<p onclick="x()">新简介</p>' }),
      },
      org(),
    );
    expect(res.body.code).toBe(0);
    const detail = await t.get<CompetitionDetail>('/competition/info/detail', {
      ...org(),
      query: { competitionId: id },
    });
    expect(detail.body.data.name).toBe('改名后的竞赛');
    expect(detail.body.data.introduction).toBe('<p>新简介</p>');
    expect(
      (await t.get('/competition/info/detail', { ...rival, query: { competitionId: id } })).body,
    ).toEqual({ code: 404, msg: '竞赛不存在', data: null });
    const update = await t.post(
      '/competition/info/update',
      { competitionId: id, ...newCompetition({ name: '劫持' }) },
      rival,
    );
    expect(update.body.code).toBe(404);
    expect(
      (await t.post('/competition/info/update', { competitionId: id, ...newCompetition() }, viewer)).body
        .code,
    ).toBe(401);
  });
});

describe('items, groups, stages, schedule and enrolment settings', () => {
  let id: string;
  let items: ItemOption[];
  let groupsSaved: ParticipantGroup[];

  beforeAll(async () => {
    id = await add({ name: '设置测试竞赛' });
  });

  it('saves items: adds, renames, reorders, removes; refuses duplicates and foreign ids', async () => {
    const first = await t.post<ItemOption[]>(
      '/competition/info/item/save',
      { competitionId: id, items: [{ name: '赛道一' }, { name: '赛道二' }, { name: '赛道三' }] },
      org(),
    );
    expect(first.body.data.map((i) => i.name)).toEqual(['赛道一', '赛道二', '赛道三']);
    const [a, b] = first.body.data;
    // Swap two names and drop the third, in one call.
    const second = await t.post<ItemOption[]>(
      '/competition/info/item/save',
      {
        competitionId: id,
        items: [
          { itemId: a!.itemId, name: '赛道二' },
          { itemId: b!.itemId, name: '赛道一' },
        ],
      },
      org(),
    );
    expect(second.body.data).toEqual([
      { itemId: a!.itemId, name: '赛道二', description: '' },
      { itemId: b!.itemId, name: '赛道一', description: '' },
    ]);
    const dup = await t.post(
      '/competition/info/item/save',
      { competitionId: id, items: [{ name: '甲' }, { name: '甲' }] },
      org(),
    );
    expect(dup.body).toEqual({ code: 400, msg: '赛项名称“甲”重复', data: null });
    const foreign = await t.post(
      '/competition/info/item/save',
      { competitionId: id, items: [{ itemId: 'nope', name: '甲' }] },
      org(),
    );
    expect(foreign.body).toEqual({ code: 400, msg: '赛项不属于该竞赛', data: null });
    items = (
      await t.get<ItemOption[]>('/competition/info/item/option', { ...org(), query: { competitionId: id } })
    ).body.data;
    expect(items).toHaveLength(2);
    expect(
      (await t.get('/competition/info/item/option', { ...rival, query: { competitionId: id } })).body.code,
    ).toBe(404);
    expect((await t.get('/competition/info/item/option', { query: { competitionId: id } })).body.code).toBe(
      11000,
    );
  });

  it('saves participant groups', async () => {
    const res = await t.post<ParticipantGroup[]>(
      '/competition/participantGroup/save',
      { competitionId: id, groups: [{ name: '本科组' }, { name: '高职组', description: '高职高专院校' }] },
      org(),
    );
    expect(res.body.code).toBe(0);
    groupsSaved = res.body.data;
    const list = await t.get<ParticipantGroup[]>('/competition/participantGroup/list', {
      ...org(),
      query: { competitionId: id },
    });
    expect(list.body.data.map((g) => g.name)).toEqual(['本科组', '高职组']);
    expect(
      (await t.post('/competition/participantGroup/save', { competitionId: id, groups: [] }, viewer)).body
        .code,
    ).toBe(401);
  });

  it('saves a stage with windows, participants and work settings; refuses windows out of order', async () => {
    const bad = await t.post(
      '/competition/stage/save',
      {
        competitionId: id,
        name: '初赛',
        signUpStart: '2027-03-10T00:00:00+08:00',
        signUpEnd: '2027-03-01T00:00:00+08:00',
      },
      org(),
    );
    expect(bad.body).toEqual({ code: 400, msg: '报名开始时间必须早于报名截止时间', data: null });
    const order = await t.post(
      '/competition/stage/save',
      {
        competitionId: id,
        name: '初赛',
        signUpStart: '2027-03-10T00:00:00+08:00',
        submitStart: '2027-03-01T00:00:00+08:00',
      },
      { ...org(), lang: 'en' },
    );
    expect(order.body).toEqual({ code: 400, msg: 'Submission cannot open before sign-up opens', data: null });
    const unknown = await t.post(
      '/competition/stage/save',
      { competitionId: id, name: '初赛', itemIds: ['missing'] },
      org(),
    );
    expect(unknown.body).toEqual({ code: 400, msg: '赛项不属于该竞赛', data: null });
    const badType = await t.post(
      '/competition/stage/save',
      { competitionId: id, name: '初赛', workTypes: ['exe'] },
      org(),
    );
    expect(badType.body.code).toBe(400);

    const saved = await t.post<{ stageId: string }>(
      '/competition/stage/save',
      {
        competitionId: id,
        name: '初赛',
        orderNum: 0,
        signUpStart: '2027-03-01T00:00:00+08:00',
        signUpEnd: '2027-03-31T00:00:00+08:00',
        submitStart: '2027-03-15T00:00:00+08:00',
        submitEnd: '2027-04-15T00:00:00+08:00',
        itemIds: [items[0]!.itemId],
        groupIds: groupsSaved.map((g) => g.groupId),
        workTypes: ['pdf', 'mp4'],
        workMaxSizeMb: 500,
        workMaxCount: 2,
        workFields: [{ key: 'summary', label: '作品简介', required: true }],
        workReplaceable: false,
      },
      org(),
    );
    expect(saved.body.code).toBe(0);
    await t.post('/competition/stage/save', { competitionId: id, name: '决赛', orderNum: 1 }, org());
    const detail = await t.get<Stage>('/competition/stage/detail', {
      ...org(),
      query: { stageId: saved.body.data.stageId },
    });
    expect(detail.body.data).toMatchObject({
      name: '初赛',
      signUpStart: '2027-02-28T16:00:00.000Z',
      items: [{ itemId: items[0]!.itemId }],
      workTypes: ['pdf', 'mp4'],
      workMaxSizeMb: 500,
      workMaxCount: 2,
      workReplaceable: false,
    });
    expect(detail.body.data.groups).toHaveLength(2);
    const options = await t.get<StageOption[]>('/competition/stage/option/list', {
      ...org(),
      query: { competitionId: id },
    });
    expect(options.body.data.map((s) => s.name)).toEqual(['初赛', '决赛']);
    const list = await t.get<Stage[]>('/competition/stage/list', { ...org(), query: { competitionId: id } });
    expect(list.body.data).toHaveLength(2);
    expect(
      (await t.get('/competition/stage/detail', { ...rival, query: { stageId: saved.body.data.stageId } }))
        .body,
    ).toEqual({ code: 404, msg: '阶段不存在', data: null });
    expect(
      (await t.get('/competition/stage/list', { token: expert, query: { competitionId: id } })).body.code,
    ).toBe(401);
  });

  it('deletes a stage of a draft', async () => {
    const options = await t.get<StageOption[]>('/competition/stage/option/list', {
      ...org(),
      query: { competitionId: id },
    });
    const final = options.body.data.find((s) => s.name === '决赛')!;
    expect((await t.post('/competition/stage/delete', { stageId: final.stageId }, rival)).body.code).toBe(
      404,
    );
    expect((await t.post('/competition/stage/delete', { stageId: final.stageId }, org())).body.code).toBe(0);
    expect(
      (await t.get('/competition/stage/detail', { ...org(), query: { stageId: final.stageId } })).body.code,
    ).toBe(404);
  });

  it('saves the schedule; the draft’s schedule is readable by its organiser only', async () => {
    const bad = await t.post(
      '/competition/schedule/save',
      {
        competitionId: id,
        milestones: [{ title: '颁奖', startsAt: '2027-06-02T00:00:00Z', endsAt: '2027-06-01T00:00:00Z' }],
      },
      org(),
    );
    expect(bad.body).toEqual({ code: 400, msg: '日程“颁奖”的开始时间必须早于结束时间', data: null });
    const ok = await t.post(
      '/competition/schedule/save',
      {
        competitionId: id,
        milestones: [
          { title: '颁奖典礼', startsAt: '2027-06-01T02:00:00Z' },
          { title: '启动仪式', startsAt: '2027-02-20T02:00:00Z' },
        ],
      },
      org(),
    );
    expect(ok.body.code).toBe(0);
    const schedule = await t.get<Schedule>('/competition/schedule/getSchedule', {
      ...org(),
      query: { competitionId: id },
    });
    expect(schedule.body.data.milestones.map((m) => m.title)).toEqual(['启动仪式', '颁奖典礼']);
    expect(schedule.body.data.timeline.map((e) => e.kind)).toEqual([
      'milestone',
      'signUp',
      'submit',
      'milestone',
    ]);
    expect(
      (await t.get('/competition/schedule/getSchedule', { query: { competitionId: id } })).body.code,
    ).toBe(404);
    expect(
      (await t.get('/competition/schedule/getSchedule', { ...rival, query: { competitionId: id } })).body
        .code,
    ).toBe(404);
  });

  it('saves enrolment settings and refuses incoherent ones', async () => {
    const base = { competitionId: id, mode: 'team', teamMin: 2, teamMax: 4, advisorMin: 1, advisorMax: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, mode: 'individual' }, '个人赛的团队人数必须为 1'],
      [{ ...base, teamMin: 5 }, '团队人数下限不能大于上限'],
      [{ ...base, advisorMin: 3 }, '指导教师人数下限不能大于上限'],
      [{ ...base, capacityTotal: 10, capacityPerSchool: 20 }, '单项或单校名额不能大于总名额'],
      [{ ...base, eligibleProvinces: ['99'] }, '省份代码“99”不存在'],
      [{ ...base, eligibleSchoolIds: [t.fixture.groups.organizer.publicId] }, '所选学校不存在'],
      [{ ...base, eligibleGroupIds: ['nope'] }, '组别不属于该竞赛'],
    ];
    for (const [body, msg] of cases)
      expect((await t.post('/competition/enroll/setting/save', body, org())).body).toEqual({
        code: 400,
        msg,
        data: null,
      });
    const fee = await t.post('/competition/enroll/setting/save', { ...base, feeFen: -1 }, org());
    expect(fee.body.code).toBe(400);
    const saved = await t.post(
      '/competition/enroll/setting/save',
      {
        ...base,
        eligibleGroupIds: [groupsSaved[0]!.groupId],
        eligibleSchoolIds: [t.fixture.groups.schoolA.publicId],
        eligibleProvinces: ['11', '33'],
        emailDomains: ['Donghai.EDU.cn'],
        invitationCode: 'ZC2027',
        requiredFields: ['idCard', 'studentNo', 'phone'],
        capacityTotal: 100,
        capacityPerItem: 50,
        capacityPerSchool: 10,
        needsApproval: true,
        feeFen: 5000,
      },
      org(),
    );
    expect(saved.body.code).toBe(0);
    const read = await t.get<EnrollSetting>('/competition/enroll/setting', {
      ...org(),
      query: { competitionId: id },
    });
    expect(read.body.data).toMatchObject({
      mode: 'team',
      teamMin: 2,
      teamMax: 4,
      emailDomains: ['donghai.edu.cn'],
      capacityTotal: 100,
      feeFen: 5000,
      needsApproval: true,
    });
    expect((await t.post('/competition/enroll/setting/save', base, viewer)).body.code).toBe(401);
    expect(
      (await t.get('/competition/enroll/setting', { ...rival, query: { competitionId: id } })).body.code,
    ).toBe(404);
  });

  it('copies the competition into a new season: settings, items, groups, stages, not dates', async () => {
    const res = await t.post<{ competitionId: string }>(
      '/competition/info/copy',
      { competitionId: id, year: 2028, season: '第二届' },
      org(),
    );
    expect(res.body.code).toBe(0);
    const copyId = res.body.data.competitionId;
    const detail = await t.get<CompetitionDetail>('/competition/info/detail', {
      ...org(),
      query: { competitionId: copyId },
    });
    expect(detail.body.data).toMatchObject({
      name: '设置测试竞赛',
      year: 2028,
      season: '第二届',
      status: 'draft',
    });
    expect(detail.body.data.items.map((i) => i.name)).toEqual(items.map((i) => i.name));
    expect(detail.body.data.items[0]!.itemId).not.toBe(items[0]!.itemId);
    const stages = await t.get<Stage[]>('/competition/stage/list', {
      ...org(),
      query: { competitionId: copyId },
    });
    expect(stages.body.data).toHaveLength(1);
    expect(stages.body.data[0]).toMatchObject({
      name: '初赛',
      signUpStart: null,
      workMaxSizeMb: 500,
      workReplaceable: false,
    });
    expect(stages.body.data[0]!.items.map((i) => i.name)).toEqual([items[0]!.name]);
    expect(stages.body.data[0]!.groups).toHaveLength(2);
    const settings = await t.get<EnrollSetting>('/competition/enroll/setting', {
      ...org(),
      query: { competitionId: copyId },
    });
    expect(settings.body.data).toMatchObject({ mode: 'team', capacityTotal: 100, invitationCode: 'ZC2027' });
    expect(settings.body.data.eligibleGroupIds).toEqual([detail.body.data.participantGroups[0]!.groupId]);
    expect(
      (await t.post('/competition/info/copy', { competitionId: id, year: 2028 }, viewer)).body.code,
    ).toBe(401);
    expect((await t.post('/competition/info/copy', { competitionId: id, year: 2028 }, rival)).body.code).toBe(
      404,
    );
  });
});

describe('status transitions', () => {
  it('refuses to publish until there is an item and a stage with a sign-up window', async () => {
    const id = await add({ name: '发布测试' });
    const publish = () => t.post('/competition/info/publish', { competitionId: id }, org());
    expect((await publish()).body).toEqual({ code: 409, msg: '发布前请至少设置一个赛项', data: null });
    await t.post('/competition/info/item/save', { competitionId: id, items: [{ name: '主赛道' }] }, org());
    expect((await publish()).body).toEqual({ code: 409, msg: '发布前请至少设置一个阶段', data: null });
    await t.post('/competition/stage/save', { competitionId: id, name: '初赛' }, org());
    expect((await publish()).body).toEqual({
      code: 409,
      msg: '发布前请为阶段“初赛”设置报名时间',
      data: null,
    });
    const stage = (
      await t.get<StageOption[]>('/competition/stage/option/list', { ...org(), query: { competitionId: id } })
    ).body.data[0]!;
    await t.post(
      '/competition/stage/save',
      { competitionId: id, stageId: stage.stageId, name: '初赛', ...windows(-1) },
      org(),
    );
    expect((await t.post('/competition/info/publish', { competitionId: id }, viewer)).body.code).toBe(401);
    expect((await t.post('/competition/info/publish', { competitionId: id }, rival)).body.code).toBe(404);
    expect((await t.post('/competition/info/publish', { competitionId: id })).body.code).toBe(11000);
    const mark = await operationLogMark(t);
    expect((await publish()).body.code).toBe(0);
    expect((await waitForSuccessLog('publish', mark)).success).toBe(true);
    expect((await publish()).body).toEqual({ code: 409, msg: '只有草稿状态的竞赛可以发布', data: null });
  });

  it('walks published → draft → published → closed → archived, refusing every other step', async () => {
    const id = await add({ name: '状态机测试' });
    await t.post('/competition/info/item/save', { competitionId: id, items: [{ name: '主赛道' }] }, org());
    await t.post('/competition/stage/save', { competitionId: id, name: '初赛', ...windows(1) }, org());
    const step = (name: string) => t.post(`/competition/info/${name}`, { competitionId: id }, org());
    expect((await step('close')).body).toEqual({ code: 409, msg: '只有已发布的竞赛可以结束', data: null });
    expect((await step('archive')).body).toEqual({ code: 409, msg: '只有已结束的竞赛可以归档', data: null });
    expect((await step('unpublish')).body).toEqual({
      code: 409,
      msg: '只有已发布的竞赛可以撤回为草稿',
      data: null,
    });
    expect((await step('publish')).body.code).toBe(0);
    expect((await t.post('/competition/info/delete', { competitionId: id }, org())).body).toEqual({
      code: 409,
      msg: '只有草稿状态的竞赛可以删除，已发布的请先撤回',
      data: null,
    });
    const stage = (
      await t.get<StageOption[]>('/competition/stage/option/list', { ...org(), query: { competitionId: id } })
    ).body.data[0]!;
    expect((await t.post('/competition/stage/delete', { stageId: stage.stageId }, org())).body).toEqual({
      code: 409,
      msg: '只有草稿状态竞赛的阶段可以删除',
      data: null,
    });
    expect((await step('unpublish')).body.code).toBe(0);
    expect((await step('publish')).body.code).toBe(0);
    expect((await step('close')).body.code).toBe(0);
    expect((await step('archive')).body.code).toBe(0);
    const row = (
      await t.get<CompetitionDetail>('/competition/info/detail', { ...org(), query: { competitionId: id } })
    ).body.data;
    expect(row).toMatchObject({
      status: 'archived',
      canPublish: false,
      canUnpublish: false,
      canClose: false,
      canArchive: false,
      canRemove: false,
    });
    const update = await t.post(
      '/competition/info/update',
      { competitionId: id, ...newCompetition() },
      { ...org(), lang: 'en' },
    );
    expect(update.body).toEqual({
      code: 409,
      msg: 'The competition is archived and can no longer be changed',
      data: null,
    });
    expect(
      (await t.post('/competition/info/item/save', { competitionId: id, items: [] }, org())).body.code,
    ).toBe(409);
  });

  it('lets only one of two simultaneous publishes through', async () => {
    const id = await add({ name: '并发发布' });
    await t.post('/competition/info/item/save', { competitionId: id, items: [{ name: '主赛道' }] }, org());
    await t.post('/competition/stage/save', { competitionId: id, name: '初赛', ...windows(1) }, org());
    const results = await Promise.all(
      [1, 2, 3].map(() => t.post('/competition/info/publish', { competitionId: id }, org())),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409, 409]);
  });
});

describe('POST /competition/info/delete', () => {
  it('deletes a draft with its parts; refuses without permission or reach', async () => {
    const id = await add({ name: '待删除' });
    await t.post('/competition/info/item/save', { competitionId: id, items: [{ name: '主赛道' }] }, org());
    expect((await t.post('/competition/info/delete', { competitionId: id }, viewer)).body.code).toBe(401);
    expect((await t.post('/competition/info/delete', { competitionId: id }, rival)).body.code).toBe(404);
    const mark = await operationLogMark(t);
    expect((await t.post('/competition/info/delete', { competitionId: id }, org())).body.code).toBe(0);
    expect((await waitForSuccessLog('delete', mark)).success).toBe(true);
    expect(
      (await t.get('/competition/info/detail', { ...org(), query: { competitionId: id } })).body.code,
    ).toBe(404);
  });
});

describe('GET /competition/info/option', () => {
  it('lists what the caller manages, nothing for a sibling, refuses a student', async () => {
    const res = await t.get<CompetitionOption[]>('/competition/info/option', org());
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.map((o) => o.name)).toContain('第十二届东海杯大学生数学建模挑战赛');
    expect((await t.get<CompetitionOption[]>('/competition/info/option', rival)).body.data).toEqual([]);
    expect((await t.get('/competition/info/option', { token: await t.login('student') })).body.code).toBe(
      401,
    );
    expect((await t.get('/competition/info/option')).body.code).toBe(11000);
  });
});
