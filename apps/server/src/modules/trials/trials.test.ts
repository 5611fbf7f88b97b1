import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, TrialRow } from '@podium/contracts';
import { productTrials } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { grantRole } from '../organization/testing.ts';

let t: TestApp;
let admin: string;
let g: TestApp['fixture']['groups'];

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  admin = await t.login('admin');
});
afterAll(() => t.close());

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const body = {
  schoolName: '北海大学',
  contactName: '王老师',
  phone: '13812345678',
  email: 'wang@beihai.edu.cn',
  message: '想试用',
};
const trialsNamed = (schoolName: string) =>
  t.db.select().from(productTrials).where(eq(productTrials.schoolName, schoolName));

describe('POST /system/product/trial/save', () => {
  it('takes a trial request without a session', async () => {
    const res = await t.post<{ trialId: string }>('/system/product/trial/save', body, from('10.0.0.1'));
    expect(res.body.code).toBe(0);
    const [row] = await trialsNamed('北海大学');
    expect(row).toMatchObject({ publicId: res.body.data.trialId, status: 'new', phone: '13812345678' });
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const phone = await t.post(
      '/system/product/trial/save',
      { ...body, schoolName: '坏号码学校', phone: '12345' },
      from('10.0.0.2'),
    );
    expect(phone.body).toEqual({ code: 400, msg: '手机号：请输入正确的手机号', data: null });
    const email = await t.post(
      '/system/product/trial/save',
      { ...body, schoolName: '坏号码学校', email: 'nope' },
      { ...from('10.0.0.2'), lang: 'en' },
    );
    expect(email.body.msg).toBe('email: must be an email address');
    const extra = await t.post(
      '/system/product/trial/save',
      { ...body, schoolName: '坏号码学校', status: 'converted' },
      from('10.0.0.2'),
    );
    expect(extra.body.code).toBe(400);
    expect(await trialsNamed('坏号码学校')).toHaveLength(0);
  });

  it('lets one IP ask 5 times an hour, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.post('/system/product/trial/save', { ...body, schoolName: '刷屏学校' }, from('10.0.0.9')))
          .body.code,
      ).toBe(0);
    }
    const sixth = await t.post(
      '/system/product/trial/save',
      { ...body, schoolName: '刷屏学校' },
      from('10.0.0.9'),
    );
    expect(sixth.body.code).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await trialsNamed('刷屏学校')).toHaveLength(5);
    expect(
      (await t.post('/system/product/trial/save', { ...body, schoolName: '别的学校' }, from('10.0.0.10')))
        .body.code,
    ).toBe(0);
  });
});

describe('GET /system/trial/page and POST /system/trial/update', () => {
  it('lets ROOT page and filter the requests', async () => {
    const res = await t.get<PageResult<TrialRow>>('/system/trial/page', {
      token: admin,
      query: { keyword: '刷屏', pageSize: '2' },
    });
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.rows).toHaveLength(2);
    const contacted = await t.get<PageResult<TrialRow>>('/system/trial/page', {
      token: admin,
      query: { status: 'contacted' },
    });
    expect(contacted.body.data.rows.every((r) => r.status === 'contacted')).toBe(true);
  });

  it('records the follow-up', async () => {
    const [row] = await trialsNamed('北海大学');
    const res = await t.post(
      '/system/trial/update',
      { trialId: row!.publicId, status: 'contacted', followUp: '已联系' },
      { token: admin },
    );
    expect(res.body.code).toBe(0);
    expect((await trialsNamed('北海大学'))[0]).toMatchObject({ status: 'contacted', followUp: '已联系' });
    const bad = await t.post(
      '/system/trial/update',
      { trialId: row!.publicId, status: 'won' },
      { token: admin, lang: 'en' },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/^status: /);
    const missing = await t.post(
      '/system/trial/update',
      { trialId: 'nope', status: 'closed' },
      { token: admin },
    );
    expect(missing.body).toMatchObject({ code: 404, msg: '试用申请不存在' });
  });

  it('is platform-level: a holder of the permission in a tenant group is refused', async () => {
    await grantRole(t, 'organizer', 'ORGANIZER', ['system:trial:list', 'system:trial:edit']);
    const organizer = await t.login('organizer');
    const page = await t.get('/system/trial/page', { token: organizer, groupId: g.organizer.publicId });
    expect(page.body.code).toBe(401);
    const [row] = await trialsNamed('北海大学');
    const upd = await t.post(
      '/system/trial/update',
      { trialId: row!.publicId, status: 'closed' },
      { token: organizer, groupId: g.organizer.publicId },
    );
    expect(upd.body.code).toBe(401);
    expect((await trialsNamed('北海大学'))[0]!.status).toBe('contacted');
  });

  it('lets a non-ROOT holder in the platform group follow up', async () => {
    await grantRole(t, 'expert', 'PLATFORM', ['system:trial:list']);
    const expert = await t.login('expert');
    const res = await t.get<PageResult<TrialRow>>('/system/trial/page', {
      token: expert,
      groupId: g.platform.publicId,
    });
    expect(res.body.code).toBe(0);
    const upd = await t.post(
      '/system/trial/update',
      { trialId: res.body.data.rows[0]!.trialId, status: 'closed' },
      { token: expert, groupId: g.platform.publicId },
    );
    expect(upd.body.code).toBe(401); // holds list only
  });

  it('needs a session and the permission', async () => {
    expect((await t.get('/system/trial/page')).body.code).toBe(11000);
    const school = await t.login('school');
    expect((await t.get('/system/trial/page', { token: school })).body.code).toBe(401);
  });
});
