import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebsiteAdminSetting } from '@podium/contracts';
import { users, websiteSettings } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Links visitors' browsers follow stay on the site or go to http(s) only (contracts' safe-links.ts). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('website navigation paths', () => {
  it.each(['//evil.example/login', '/\\evil.example'])('refuses %s and writes nothing', async (path) => {
    const current = (await t.get<WebsiteAdminSetting>('/system/website/setting', { token: admin })).body.data;
    const { groupId: _g, groupName: _n, exists: _e, updatedAt: _u, ...fields } = current;
    const before = await t.db.select().from(websiteSettings);
    const res = await t.post(
      '/system/website/setting/save',
      {
        ...fields,
        navigationSettings: [
          { name: '首页', tem: 'home', children: [{ path, dictValue: '', name: '登录' }] },
        ],
      },
      { token: admin },
    );
    expect(res.body).toMatchObject({ code: 400, msg: '路径：须为本站路径，以单个“/”开头，不含反斜杠或空格' });
    expect(await t.db.select().from(websiteSettings)).toEqual(before);
  });
});

describe('avatar', () => {
  it('refuses javascript: and accepts an http(s) or uploaded image', async () => {
    const userId = t.fixture.users.student.publicId;
    const bad = await t.post(
      '/system/user/update',
      { userId, avatar: 'javascript:alert(document.cookie)' },
      { token: admin, lang: 'en' },
    );
    expect(bad.body).toMatchObject({
      code: 400,
      msg: 'avatar: must be a path on this site or an http(s) address',
    });
    for (const avatar of ['https://cdn.example.edu.cn/a.png', '/profile/avatar/a.png']) {
      expect((await t.post('/system/user/update', { userId, avatar }, { token: admin })).body.code).toBe(0);
    }
    const [row] = await t.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, t.fixture.users.student.id));
    expect(row!.avatar).toBe('/profile/avatar/a.png');
  });
});
