import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteSetting } from '@podium/contracts';
import { groups, websiteSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('portal startup calls', () => {
  it('serves the fallback site’s settings without a session', async () => {
    const res = await t.get<WebsiteSetting>('/web/competitionWebsite/getWebsiteSetting');
    expect(res.body.code).toBe(0);
    expect(res.body.data.groupId).toBe(t.fixture.groups.platform.publicId);
    expect(res.body.data.navigationSettings.map((n) => n.name)).toContain('新闻动态');
    expect(res.body.data.navigationSettings.find((n) => n.tem === 'news')?.children[0]).toEqual({
      path: '/home/news/newsList',
      dictValue: '1',
      name: '通知公告',
      nameEn: 'Notices',
    });
    expect(res.body.data.wording).toEqual({
      submitButton: 'work',
      workSelectLabel: 'individualTeam',
      signUpItemLabel: 'event',
    });
  });

  it('selects the tenant by host name', async () => {
    const [school] = await t.db.select().from(groups).where(eq(groups.code, 'SCH-XISHAN'));
    await t.db.insert(websiteSettings).values({
      groupId: school!.id,
      host: 'xishan.example.edu.cn',
      title: '西山理工竞赛网',
      wording: {
        submitButton: 'topic',
        workSelectLabel: 'entryNumber',
        signUpItemLabel: 'propositionCategory',
      },
    });
    const res = await t.get<WebsiteSetting>('/web/competitionWebsite/getWebsiteSetting', {
      headers: { host: 'xishan.example.edu.cn:8080' },
    });
    expect(res.body.data.title).toBe('西山理工竞赛网');
    expect(res.body.data.wording.submitButton).toBe('topic');
    const round = await t.get<{ groupName: string }>('/home/competition/competition/lastRound', {
      headers: { host: 'xishan.example.edu.cn' },
    });
    expect(round.body.data.groupName).toBe('西山理工学院');
  });

  it('names the tenant group in lastRound', async () => {
    const res = await t.get<{ groupName: string; competition: { shortName: string } | null }>(
      '/home/competition/competition/lastRound',
    );
    expect(res.body.data.groupName).toBe('高校学生竞赛网');
    // The newest open demo competition (issue 8) rides along.
    expect(res.body.data.competition?.shortName).toBe('智创大赛');
  });
});
