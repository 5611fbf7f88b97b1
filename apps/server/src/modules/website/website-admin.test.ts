import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerRow, WebsiteAdminSetting, WebsiteSetting } from '@podium/contracts';
import { banners, websiteSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { grantRole } from '../organization/testing.ts';

let t: TestApp;
let admin: string;
let organizer: string;
let schoolAdmin: string;
let g: TestApp['fixture']['groups'];
const HOST = 'contest.example.org';

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  admin = await t.login('admin');
  organizer = await t.login('organizer');
  await grantRole(t, 'school', 'SCH-DONGHAI', ['website:edit']);
  schoolAdmin = await t.login('school');
});
afterAll(() => t.close());

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const root = () => ({ token: admin, groupId: g.platform.publicId });
const asSchoolA = () => ({ token: schoolAdmin, groupId: g.schoolA.publicId });
const portal = (host?: string) =>
  t.get<WebsiteSetting>('/web/competitionWebsite/getWebsiteSetting', host ? { headers: { host } } : {});
const nav = [
  { name: '首页', tem: 'home', children: [] },
  { name: '新闻', tem: 'news', children: [{ path: '/home/news/newsList', dictValue: '1', name: '通知' }] },
];
const saveBody = {
  hosts: [HOST, 'www.contest.example.org'],
  title: '创新竞赛网',
  description: '组委会门户',
  logoUrl: '/logo.svg',
  iconUrl: '',
  templateType: 'classic',
  navigationSettings: nav,
  wording: { submitButton: 'topic', workSelectLabel: 'entryNumber', signUpItemLabel: 'propositionCategory' },
};

describe('GET /system/website/setting', () => {
  it('shows the platform site to ROOT with its host names', async () => {
    const res = await t.get<WebsiteAdminSetting>('/system/website/setting', root());
    expect(res.body.data).toMatchObject({ exists: true, hosts: ['*'], groupId: g.platform.publicId });
    expect(res.body.data.navigationSettings.length).toBeGreaterThan(0);
  });

  it('offers a group without a site a starting point', async () => {
    const res = await t.get<WebsiteAdminSetting>('/system/website/setting', org());
    expect(res.body.data).toMatchObject({
      exists: false,
      hosts: [],
      title: '全国大学生创新竞赛组委会',
      updatedAt: null,
    });
  });

  it('refuses a sibling’s site, a session-less call and a caller without the permission', async () => {
    expect(
      (await t.get('/system/website/setting', { ...asSchoolA(), query: { groupId: g.schoolB.publicId } }))
        .body.code,
    ).toBe(401);
    expect((await t.get('/system/website/setting')).body.code).toBe(11000);
    const expert = await t.login('expert');
    expect((await t.get('/system/website/setting', { token: expert })).body.code).toBe(401);
  });
});

describe('POST /system/website/setting/save', () => {
  it('creates the organiser’s site; the portal serves it by host at once', async () => {
    expect((await portal(HOST)).body.data.groupId).toBe(g.platform.publicId); // cached: fallback site
    const res = await t.post('/system/website/setting/save', saveBody, org());
    expect(res.body.code).toBe(0);
    const shown = await portal('www.contest.example.org:8443');
    expect(shown.body.data).toMatchObject({
      groupId: g.organizer.publicId,
      title: '创新竞赛网',
      templateType: 'classic',
      navigationSettings: nav,
    });
    expect(shown.body.data.wording.submitButton).toBe('topic');
  });

  it('changes the fallback site and the portal shows it at once', async () => {
    expect((await portal()).body.data.title).not.toBe('新标题');
    const current = (await t.get<WebsiteAdminSetting>('/system/website/setting', root())).body.data;
    const { groupId: _g, groupName: _n, exists: _e, updatedAt: _u, ...fields } = current;
    const res = await t.post('/system/website/setting/save', { ...fields, title: '新标题' }, root());
    expect(res.body.code).toBe(0);
    expect((await portal()).body.data.title).toBe('新标题');
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const bad = await t.post(
      '/system/website/setting/save',
      { ...saveBody, hosts: ['bad host!'] },
      { ...org(), lang: 'en' },
    );
    expect(bad.body.code).toBe(400);
    // An array item is named by its field, not by its index.
    expect(bad.body.msg).toMatch(/^host names: Invalid string/);
    const wording = await t.post(
      '/system/website/setting/save',
      { ...saveBody, wording: { ...saveBody.wording, submitButton: 'send' } },
      { ...org(), lang: 'en' },
    );
    expect(wording.body.msg).toMatch(/^submit button wording: /);
    const navBad = await t.post(
      '/system/website/setting/save',
      { ...saveBody, navigationSettings: [{ name: '', tem: 'x', children: [] }] },
      org(),
    );
    expect(navBad.body.code).toBe(400);
    const [row] = await t.db.select().from(websiteSettings).where(eq(websiteSettings.host, HOST));
    expect(row!.title).toBe('创新竞赛网');
  });

  it('refuses a host name another site uses (409) or listed twice', async () => {
    const res = await t.post(
      '/system/website/setting/save',
      { ...saveBody, hosts: ['school.example.org', 'www.contest.example.org'] },
      asSchoolA(),
    );
    expect(res.body).toMatchObject({ code: 409, msg: '域名 www.contest.example.org 已被其他网站使用' });
    const twice = await t.post(
      '/system/website/setting/save',
      { ...saveBody, hosts: ['a.example.org', 'A.example.org'] },
      asSchoolA(),
    );
    expect(twice.body.code).toBe(400);
    expect(
      await t.db.select().from(websiteSettings).where(eq(websiteSettings.groupId, g.schoolA.id)),
    ).toHaveLength(0);
  });

  it('never writes a sibling’s or superior’s site', async () => {
    const sibling = await t.post(
      '/system/website/setting/save',
      { ...saveBody, groupId: g.schoolB.publicId, hosts: ['x.example.org'] },
      asSchoolA(),
    );
    expect(sibling.body.code).toBe(401);
    const superior = await t.post(
      '/system/website/setting/save',
      { ...saveBody, groupId: g.organizer.publicId, hosts: ['x.example.org'] },
      asSchoolA(),
    );
    expect(superior.body.code).toBe(401);
    expect((await portal(HOST)).body.data.title).toBe('创新竞赛网');
  });
});

describe('English values and sign-up documents (issue 7)', () => {
  it('saves optional English texts and the documents; the portal serves them beside the Chinese ones', async () => {
    const english = {
      ...saveBody,
      titleEn: 'Innovation Contest',
      descriptionEn: 'The organisers’ portal',
      footer: '主办：组委会\n电话：010-1234',
      footerEn: 'Run by the committee\nPhone: 010-1234',
      userAgreement: '用户协议正文',
      privacyPolicy: '隐私政策正文',
      privacyPolicyEn: 'Privacy policy text',
      navigationSettings: [
        {
          name: '新闻',
          nameEn: 'News',
          tem: 'news',
          children: [{ path: '/home/news/newsList', dictValue: '1', name: '通知', nameEn: 'Notices' }],
        },
      ],
    };
    const res = await t.post('/system/website/setting/save', english, org());
    expect(res.body.code).toBe(0);
    const shown = (await portal(HOST)).body.data;
    expect(shown).toMatchObject({
      title: '创新竞赛网',
      titleEn: 'Innovation Contest',
      descriptionEn: 'The organisers’ portal',
      footerEn: 'Run by the committee\nPhone: 010-1234',
      userAgreement: '用户协议正文',
      userAgreementEn: '',
      privacyPolicyEn: 'Privacy policy text',
    });
    expect(shown.navigationSettings[0]).toMatchObject({ nameEn: 'News', children: [{ nameEn: 'Notices' }] });
    const admin = await t.get<WebsiteAdminSetting>('/system/website/setting', org());
    expect(admin.body.data).toMatchObject({ titleEn: 'Innovation Contest', privacyPolicy: '隐私政策正文' });
  });

  it('refuses an English navigation name that is too long, naming the field, writing nothing', async () => {
    const res = await t.post(
      '/system/website/setting/save',
      {
        ...saveBody,
        titleEn: 'Changed',
        navigationSettings: [{ name: '首页', nameEn: 'x'.repeat(41), tem: 'home', children: [] }],
      },
      { ...org(), lang: 'en' },
    );
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/English name/);
    const [row] = await t.db.select().from(websiteSettings).where(eq(websiteSettings.host, HOST));
    expect(row!.titleEn).toBe('Innovation Contest');
  });

  it('ships the demo site with English navigation and both documents', async () => {
    const shown = (await portal()).body.data;
    expect(shown.userAgreement.length).toBeGreaterThan(50);
    expect(shown.privacyPolicyEn).toMatch(/Personal Information Protection Law/);
    expect(shown.navigationSettings.every((n) => Boolean(n.nameEn))).toBe(true);
  });
});

describe('banners', () => {
  let ids: string[] = [];

  it('adds banners at the end; the portal shows the active ones at once', async () => {
    const past = { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' };
    for (const [title, extra] of [
      ['一', {}],
      ['二', {}],
      ['过期', past],
    ] as const) {
      const res = await t.post<BannerRow>(
        '/system/website/banner/add',
        { title, imageUrl: '/b.png', link: '/home/competition', ...extra },
        org(),
      );
      expect(res.body.code).toBe(0);
      ids.push(res.body.data.bannerId);
    }
    const list = await t.get<BannerRow[]>('/system/website/banner/list', org());
    expect(list.body.data.map((b) => [b.title, b.orderNum, b.active])).toEqual([
      ['一', 0, true],
      ['二', 1, true],
      ['过期', 2, false],
    ]);
    expect((await portal(HOST)).body.data.banners.map((b) => b.title)).toEqual(['一', '二']);
  });

  it('reorders, edits and deletes; each change reaches the portal at once', async () => {
    expect(
      (await t.post('/system/website/banner/sort', { ids: [ids[1], ids[0], ids[2]] }, org())).body.code,
    ).toBe(0);
    expect((await portal(HOST)).body.data.banners.map((b) => b.title)).toEqual(['二', '一']);
    const upd = await t.post(
      '/system/website/banner/update',
      { bannerId: ids[0], title: '一改', imageUrl: '/b.png', link: '', enabled: false },
      org(),
    );
    expect(upd.body.code).toBe(0);
    expect((await portal(HOST)).body.data.banners.map((b) => b.title)).toEqual(['二']);
    expect((await t.post('/system/website/banner/delete', { ids: [ids[1]] }, org())).body.code).toBe(0);
    expect((await portal(HOST)).body.data.banners).toEqual([]);
    ids = ids.filter((id) => id !== ids[1]);
  });

  it('refuses bad input: a reversed window, a partial order, a bad link', async () => {
    const reversed = await t.post(
      '/system/website/banner/add',
      { title: 'x', startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      org(),
    );
    expect(reversed.body).toMatchObject({ code: 400, msg: '结束时间须晚于开始时间' });
    const partial = await t.post('/system/website/banner/sort', { ids: [ids[0]] }, org());
    expect(partial.body.code).toBe(400);
    const link = await t.post(
      '/system/website/banner/add',
      { title: 'x', link: 'javascript:alert(1)' },
      { ...org(), lang: 'en' },
    );
    expect(link.body.msg).toMatch(/^link: /);
    expect((await t.get<BannerRow[]>('/system/website/banner/list', org())).body.data).toHaveLength(2);
  });

  it('needs a site first, and never touches a sibling’s or superior’s banners', async () => {
    const noSite = await t.post('/system/website/banner/add', { title: 'x' }, asSchoolA());
    expect(noSite.body).toMatchObject({ code: 400, msg: '请先保存网站设置' });
    const foreign = await t.post('/system/website/banner/delete', { ids: [ids[0]] }, asSchoolA());
    expect(foreign.body.code).toBe(401);
    const edit = await t.post(
      '/system/website/banner/update',
      { bannerId: ids[0], title: 'hacked' },
      asSchoolA(),
    );
    expect(edit.body.code).toBe(401);
    expect(
      (
        await t.get('/system/website/banner/list', {
          ...asSchoolA(),
          query: { groupId: g.organizer.publicId },
        })
      ).body.code,
    ).toBe(401);
    const [row] = await t.db.select().from(banners).where(eq(banners.publicId, ids[0]!));
    expect(row!.title).toBe('一改');
    expect((await t.post('/system/website/banner/add', { title: 'x' })).body.code).toBe(11000);
  });
});
