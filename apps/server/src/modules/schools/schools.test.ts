import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Province, SchoolInfo, SchoolPortalRow, SchoolRow } from '@podium/contracts';
import { groups, schoolInfos, websiteSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { grantRole } from '../organization/testing.ts';

let t: TestApp;
let organizer: string;
let schoolAdmin: string;
let expert: string;
let g: TestApp['fixture']['groups'];
const SCHOOL_PERMS = [
  'system:school:list',
  'system:school:add',
  'system:school:edit',
  'system:school:remove',
];

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  organizer = await t.login('organizer');
  await grantRole(t, 'school', 'SCH-DONGHAI', SCHOOL_PERMS);
  schoolAdmin = await t.login('school');
  expert = await t.login('expert');
});
afterAll(() => t.close());

const asSchoolA = () => ({ token: schoolAdmin, groupId: g.schoolA.publicId });
const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const groupByCode = async (code: string) =>
  (await t.db.select().from(groups).where(eq(groups.code, code)))[0];

describe('GET /home/province/list', () => {
  it('lists all 34 provincial-level divisions publicly, zh and en', async () => {
    const res = await t.get<Province[]>('/home/province/list');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toHaveLength(34);
    expect(res.body.data.filter((p) => p.name.endsWith('省'))).toHaveLength(23);
    expect(res.body.data.filter((p) => p.name.endsWith('自治区'))).toHaveLength(5);
    expect(res.body.data.filter((p) => p.name.endsWith('特别行政区')).map((p) => p.code)).toEqual([
      '81',
      '82',
    ]);
    expect(res.body.data.find((p) => p.code === '71')).toEqual({
      code: '71',
      name: '台湾省',
      nameEn: 'Taiwan',
    });
    expect(res.body.data.find((p) => p.code === '11')?.nameEn).toBe('Beijing');
  });
});

describe('GET /home/school/page', () => {
  it('pages the tenant’s schools publicly with public fields only', async () => {
    const res = await t.get<PageResult<SchoolPortalRow>>('/home/school/page', {
      query: { pageNum: '1', pageSize: '3' },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.total).toBe(7);
    expect(res.body.data.rows).toHaveLength(3);
    expect(res.body.data.rows[0]).toEqual({
      schoolId: g.schoolA.publicId,
      name: '东海大学',
      provinceName: '上海市',
      level: 'undergraduate',
      logoUrl: '',
    });
  });

  it('filters by province, level and keyword; names provinces in English on request', async () => {
    const sh = await t.get<PageResult<SchoolPortalRow>>('/home/school/page', {
      query: { provinceCode: '31' },
      lang: 'en',
    });
    expect(sh.body.data.rows.map((r) => [r.name, r.provinceName])).toEqual([['东海大学', 'Shanghai']]);
    const voc = await t.get<PageResult<SchoolPortalRow>>('/home/school/page', {
      query: { level: 'vocational' },
    });
    expect(voc.body.data.rows.map((r) => r.name)).toEqual(['江城职业技术学院']);
    const kw = await t.get<PageResult<SchoolPortalRow>>('/home/school/page', { query: { keyword: '西山' } });
    expect(kw.body.data.rows.map((r) => r.name)).toEqual(['西山理工学院']);
  });

  it('refuses a malformed province code with the field named', async () => {
    const res = await t.get('/home/school/page', { query: { provinceCode: 'shanghai' }, lang: 'en' });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/^province: /);
  });

  it('shows only the schools under the tenant a host selects', async () => {
    await t.db
      .insert(websiteSettings)
      .values({ groupId: g.schoolB.id, host: 'xishan.example.edu.cn', title: '西山', wording: {} });
    const res = await t.get<PageResult<SchoolPortalRow>>('/home/school/page', {
      headers: { host: 'xishan.example.edu.cn' },
    });
    expect(res.body.data.rows.map((r) => r.name)).toEqual(['西山理工学院']);
  });
});

describe('GET /system/school/page', () => {
  it('gives the organiser every school below it', async () => {
    const res = await t.get<PageResult<SchoolRow>>('/system/school/page', {
      ...org(),
      query: { pageSize: '50' },
    });
    expect(res.body.data.total).toBe(7);
    expect(res.body.data.rows.find((r) => r.code === 'SCH-DONGHAI')).toMatchObject({
      provinceName: '上海市',
      collegeCount: 3,
      parentName: '全国大学生创新竞赛组委会',
    });
  });

  it('gives a school admin only their own school', async () => {
    const res = await t.get<PageResult<SchoolRow>>('/system/school/page', asSchoolA());
    expect(res.body.data.rows.map((r) => r.code)).toEqual(['SCH-DONGHAI']);
  });

  it('needs a session and the permission', async () => {
    expect((await t.get('/system/school/page')).body.code).toBe(11000);
    expect((await t.get('/system/school/page', { token: expert })).body.code).toBe(401);
  });
});

describe('POST /system/school/add', () => {
  const body = {
    parentId: '',
    name: '东湖学院',
    code: 'SCH-DONGHU',
    provinceCode: '42',
    level: 'undergraduate',
    intro: '新学校',
  };

  it('creates the group of type school and its information together', async () => {
    const res = await t.post<{ schoolId: string }>(
      '/system/school/add',
      { ...body, parentId: g.organizer.publicId },
      org(),
    );
    expect(res.body.code).toBe(0);
    const school = (await groupByCode('SCH-DONGHU'))!;
    expect(school).toMatchObject({
      type: 'school',
      parentId: g.organizer.id,
      publicId: res.body.data.schoolId,
    });
    expect(school.path).toBe(`${g.organizer.path}${school.id}/`);
    const [info] = await t.db.select().from(schoolInfos).where(eq(schoolInfos.groupId, school.id));
    expect(info).toMatchObject({ provinceCode: '42', intro: '新学校' });
  });

  it('refuses bad input and an unknown province, writing nothing', async () => {
    const bad = await t.post(
      '/system/school/add',
      { ...body, code: 'SCH-X1', parentId: g.organizer.publicId, level: 'kindergarten' },
      { ...org(), lang: 'en' },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^level: /);
    const province = await t.post(
      '/system/school/add',
      { ...body, code: 'SCH-X1', parentId: g.organizer.publicId, provinceCode: '99' },
      org(),
    );
    expect(province.body).toMatchObject({ code: 400, msg: '省份不存在' });
    const dup = await t.post('/system/school/add', { ...body, parentId: g.organizer.publicId }, org());
    expect(dup.body.code).toBe(409);
    expect(await groupByCode('SCH-X1')).toBeUndefined();
  });

  it('refuses a superior outside reach (401) and callers without the permission', async () => {
    const res = await t.post(
      '/system/school/add',
      { ...body, code: 'SCH-X2', parentId: g.schoolB.publicId },
      asSchoolA(),
    );
    expect(res.body.code).toBe(401);
    expect(
      (
        await t.post(
          '/system/school/add',
          { ...body, code: 'SCH-X2', parentId: g.organizer.publicId },
          { token: expert },
        )
      ).body.code,
    ).toBe(401);
    expect(await groupByCode('SCH-X2')).toBeUndefined();
  });
});

describe('GET/POST /system/school/info', () => {
  const info = {
    provinceCode: '31',
    level: 'undergraduate',
    address: '上海市浦东新区海港大道 2 号',
    website: 'https://donghai.example.edu.cn',
    contactName: '钱老师',
    contactPhone: '021-55550000',
    intro: '更新后的简介',
    logoUrl: '/uploads/donghai.png',
  };

  it('reads and saves the school’s own information', async () => {
    const got = await t.get<SchoolInfo>('/system/school/info', {
      ...asSchoolA(),
      query: { schoolId: g.schoolA.publicId },
    });
    expect(got.body.data).toMatchObject({ name: '东海大学', provinceName: '上海市', level: 'undergraduate' });
    const saved = await t.post('/system/school/info', { schoolId: g.schoolA.publicId, ...info }, asSchoolA());
    expect(saved.body.code).toBe(0);
    const again = await t.get<SchoolInfo>('/system/school/info', {
      ...asSchoolA(),
      query: { schoolId: g.schoolA.publicId },
    });
    expect(again.body.data).toMatchObject({ intro: '更新后的简介', logoUrl: '/uploads/donghai.png' });
  });

  it('never shows or writes a sibling school’s information', async () => {
    const got = await t.get('/system/school/info', {
      ...asSchoolA(),
      query: { schoolId: g.schoolB.publicId },
    });
    expect(got.body.code).toBe(401);
    const saved = await t.post(
      '/system/school/info',
      { schoolId: g.schoolB.publicId, ...info, intro: 'hacked' },
      asSchoolA(),
    );
    expect(saved.body.code).toBe(401);
    const [row] = await t.db.select().from(schoolInfos).where(eq(schoolInfos.groupId, g.schoolB.id));
    expect(row!.intro).not.toBe('hacked');
  });

  it('refuses bad input and a group that is not a school', async () => {
    const bad = await t.post(
      '/system/school/info',
      { schoolId: g.schoolA.publicId, ...info, website: 'javascript:alert(1)' },
      { ...asSchoolA(), lang: 'en' },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^website: /);
    const notSchool = await t.get('/system/school/info', {
      ...org(),
      query: { schoolId: g.organizer.publicId },
    });
    expect(notSchool.body).toMatchObject({ code: 400, msg: '该机构不是学校' });
    expect((await t.get('/system/school/info', { query: { schoolId: g.schoolA.publicId } })).body.code).toBe(
      11000,
    );
    expect(
      (await t.get('/system/school/info', { token: expert, query: { schoolId: g.schoolA.publicId } })).body
        .code,
    ).toBe(401);
  });
});

describe('POST /system/school/delete', () => {
  it('deletes an empty school, refuses one with users, and refuses a sibling', async () => {
    const withUsers = await t.post('/system/school/delete', { groupId: g.schoolB.publicId }, org());
    expect(withUsers.body).toMatchObject({ code: 400, msg: '该机构下还有用户，请先删除或调走这些用户' });
    const donghu = (await groupByCode('SCH-DONGHU'))!;
    expect((await t.post('/system/school/delete', { groupId: donghu.publicId }, asSchoolA())).body.code).toBe(
      401,
    );
    expect((await t.post('/system/school/delete', { groupId: donghu.publicId }, org())).body.code).toBe(0);
    expect(await groupByCode('SCH-DONGHU')).toBeUndefined();
    expect((await t.post('/system/school/delete', { groupId: g.organizer.publicId }, org())).body.code).toBe(
      400,
    );
  });
});
