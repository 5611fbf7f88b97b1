import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeRow, MajorRow, PageResult } from '@podium/contracts';
import { colleges, majors } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { grantRole } from '../organization/testing.ts';

let t: TestApp;
let organizer: string;
let schoolAdmin: string;
let student: string;
let g: TestApp['fixture']['groups'];

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  organizer = await t.login('organizer');
  await grantRole(t, 'school', 'SCH-DONGHAI', [
    'system:school:list',
    'system:school:add',
    'system:school:edit',
    'system:school:remove',
  ]);
  schoolAdmin = await t.login('school');
  student = await t.login('student');
});
afterAll(() => t.close());

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const asSchoolA = () => ({ token: schoolAdmin, groupId: g.schoolA.publicId });
const collegeByName = async (name: string) =>
  (await t.db.select().from(colleges).where(eq(colleges.name, name)))[0];
const majorByName = async (name: string) =>
  (await t.db.select().from(majors).where(eq(majors.name, name)))[0];

describe('lookups /web/college/list and /web/major/list', () => {
  it('list a school’s colleges and a college’s majors for any signed-in user', async () => {
    const res = await t.get<{ collegeId: string; name: string }[]>('/web/college/list', {
      token: student,
      query: { schoolId: g.schoolA.publicId },
    });
    expect(res.body.data.map((c) => c.name)).toEqual([
      '计算机科学与技术学院',
      '机械工程学院',
      '经济管理学院',
    ]);
    const mj = await t.get<{ name: string; code: string }[]>('/web/major/list', {
      token: student,
      query: { collegeId: res.body.data[0]!.collegeId },
    });
    expect(mj.body.data.map((m) => m.code)).toEqual(['080901', '080902', '080717']);
  });

  it('need a session and a school id', async () => {
    expect((await t.get('/web/college/list', { query: { schoolId: g.schoolA.publicId } })).body.code).toBe(
      11000,
    );
    expect((await t.get('/web/major/list', { query: { collegeId: 'x' } })).body.code).toBe(11000);
    const missing = await t.get('/web/college/list', { token: student, lang: 'en' });
    expect(missing.body.code).toBe(400);
    expect(missing.body.msg).toMatch(/^school: /);
  });
});

describe('colleges (desk)', () => {
  it('pages colleges within reach: the organiser sees both schools, a school only its own', async () => {
    const all = await t.get<PageResult<CollegeRow>>('/system/college/page', {
      ...org(),
      query: { pageSize: '50' },
    });
    expect(new Set(all.body.data.rows.map((r) => r.schoolName))).toEqual(
      new Set(['东海大学', '西山理工学院']),
    );
    const own = await t.get<PageResult<CollegeRow>>('/system/college/page', {
      ...asSchoolA(),
      query: { pageSize: '50' },
    });
    expect(own.body.data.rows.every((r) => r.schoolId === g.schoolA.publicId)).toBe(true);
    expect(own.body.data.total).toBe(3);
    const filtered = await t.get<PageResult<CollegeRow>>('/system/college/page', {
      ...asSchoolA(),
      query: { schoolId: g.schoolB.publicId },
    });
    expect(filtered.body.data.total).toBe(0);
    expect((await t.get('/system/college/page', { token: student })).body.code).toBe(401);
  });

  it('adds, renames and deletes a college of the own school', async () => {
    const added = await t.post<{ id: string }>(
      '/system/college/add',
      { schoolId: g.schoolA.publicId, name: '新能源学院', orderNum: 9 },
      asSchoolA(),
    );
    expect(added.body.code).toBe(0);
    const renamed = await t.post(
      '/system/college/update',
      { collegeId: added.body.data.id, name: '未来能源学院', orderNum: 9 },
      asSchoolA(),
    );
    expect(renamed.body.code).toBe(0);
    expect((await collegeByName('未来能源学院'))?.publicId).toBe(added.body.data.id);
    const removed = await t.post('/system/college/delete', { ids: [added.body.data.id] }, asSchoolA());
    expect(removed.body.code).toBe(0);
    expect(await collegeByName('未来能源学院')).toBeUndefined();
  });

  it('refuses bad input, duplicates and colleges with majors', async () => {
    const empty = await t.post(
      '/system/college/add',
      { schoolId: g.schoolA.publicId, name: ' ' },
      { ...asSchoolA(), lang: 'en' },
    );
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toMatch(/^name: /);
    const dup = await t.post(
      '/system/college/add',
      { schoolId: g.schoolA.publicId, name: '机械工程学院' },
      asSchoolA(),
    );
    expect(dup.body).toMatchObject({ code: 409, msg: '该学校已有名为 机械工程学院 的学院' });
    const withMajors = (await collegeByName('机械工程学院'))!;
    const res = await t.post('/system/college/delete', { ids: [withMajors.publicId] }, asSchoolA());
    expect(res.body).toMatchObject({ code: 400, msg: '学院 机械工程学院 下还有专业，请先删除专业' });
  });

  it('never writes a sibling school’s colleges', async () => {
    const xishan = (await collegeByName('电气工程学院'))!;
    const add = await t.post(
      '/system/college/add',
      { schoolId: g.schoolB.publicId, name: '渗透学院' },
      asSchoolA(),
    );
    expect(add.body.code).toBe(401);
    const upd = await t.post(
      '/system/college/update',
      { collegeId: xishan.publicId, name: 'hacked' },
      asSchoolA(),
    );
    expect(upd.body.code).toBe(401);
    const del = await t.post('/system/college/delete', { ids: [xishan.publicId] }, asSchoolA());
    expect(del.body.code).toBe(401);
    expect((await collegeByName('电气工程学院'))?.id).toBe(xishan.id);
    expect(await collegeByName('渗透学院')).toBeUndefined();
  });

  it('needs a session and the permission to write', async () => {
    expect((await t.post('/system/college/add', { schoolId: g.schoolA.publicId, name: 'x' })).body.code).toBe(
      11000,
    );
    expect(
      (await t.post('/system/college/add', { schoolId: g.schoolA.publicId, name: 'x' }, { token: student }))
        .body.code,
    ).toBe(401);
  });
});

describe('majors (desk)', () => {
  it('pages majors within reach', async () => {
    const own = await t.get<PageResult<MajorRow>>('/system/major/page', {
      ...asSchoolA(),
      query: { pageSize: '50' },
    });
    expect(own.body.data.total).toBe(7);
    expect(own.body.data.rows.every((r) => r.schoolId === g.schoolA.publicId)).toBe(true);
    const all = await t.get<PageResult<MajorRow>>('/system/major/page', {
      ...org(),
      query: { pageSize: '50', keyword: '工程' },
    });
    expect(all.body.data.rows.map((r) => r.schoolName)).toContain('西山理工学院');
  });

  it('adds, edits and deletes majors of the own school', async () => {
    const college = (await collegeByName('计算机科学与技术学院'))!;
    const added = await t.post<{ id: string }>(
      '/system/major/add',
      { collegeId: college.publicId, name: '数据科学与大数据技术', code: '080910T' },
      asSchoolA(),
    );
    expect(added.body.code).toBe(0);
    expect(
      (
        await t.post(
          '/system/major/update',
          { majorId: added.body.data.id, name: '数据科学', code: '080910T' },
          asSchoolA(),
        )
      ).body.code,
    ).toBe(0);
    expect((await majorByName('数据科学'))?.code).toBe('080910T');
    expect((await t.post('/system/major/delete', { ids: [added.body.data.id] }, asSchoolA())).body.code).toBe(
      0,
    );
    expect(await majorByName('数据科学')).toBeUndefined();
  });

  it('refuses bad codes, duplicates and unknown ids', async () => {
    const college = (await collegeByName('计算机科学与技术学院'))!;
    const bad = await t.post(
      '/system/major/add',
      { collegeId: college.publicId, name: 'x', code: '08-09' },
      { ...asSchoolA(), lang: 'en' },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^code: /);
    const dup = await t.post(
      '/system/major/add',
      { collegeId: college.publicId, name: '软件工程' },
      asSchoolA(),
    );
    expect(dup.body.code).toBe(409);
    const missing = await t.post('/system/major/delete', { ids: ['nope'] }, asSchoolA());
    expect(missing.body).toMatchObject({ code: 404, msg: '专业不存在' });
  });

  it('never writes a sibling school’s majors', async () => {
    const major = (await majorByName('通信工程'))!;
    expect(
      (await t.post('/system/major/update', { majorId: major.publicId, name: 'hacked' }, asSchoolA())).body
        .code,
    ).toBe(401);
    expect((await t.post('/system/major/delete', { ids: [major.publicId] }, asSchoolA())).body.code).toBe(
      401,
    );
    const college = (await collegeByName('信息工程学院'))!;
    expect(
      (await t.post('/system/major/add', { collegeId: college.publicId, name: 'x' }, asSchoolA())).body.code,
    ).toBe(401);
    expect((await majorByName('通信工程'))?.id).toBe(major.id);
    expect((await t.post('/system/major/add', { collegeId: college.publicId, name: 'x' })).body.code).toBe(
      11000,
    );
  });
});
