import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskContentRow, PageResult, PublicContent } from '@podium/contracts';
import { competitions, competitionStages, contentPages, operationLogs } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;
let asOrganizer: { token: string; groupId: string };

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
  asOrganizer = { token: organizer, groupId: t.fixture.groups.organizer.publicId };
});
afterAll(() => t.close());

const page = (slug: string) => t.get<PublicContent>('/home/content/detail', { query: { slug } });

describe('public content', () => {
  it('serves the published managed pages, experts and partners to anyone', async () => {
    const intro = await page('introductionPlatform');
    expect(intro.body.code).toBe(0);
    expect(intro.body.data).toMatchObject({ title: '平台介绍', kind: 'page' });
    expect(intro.body.data.content).toContain('<h2>');
    const experts = await t.get<PublicContent[]>('/home/content/list', { query: { kind: 'expert' } });
    expect(experts.body.data.map((e) => e.title)).toEqual(['张明', '李华', '王芳', '陈杰']);
    const partners = await t.get<PublicContent[]>('/home/content/list', { query: { kind: 'partner' } });
    expect(partners.body.data.length).toBe(6);
    const stats = await t.get<Record<string, number>>('/home/content/stats');
    // The three published competitions in progress (the statistics season's running edition among them);
    // the closed and the archived ones are not 在办.
    expect(stats.body.data.competitions).toBe(3);
    expect(stats.body.data.news).toBeGreaterThan(5);
  });

  it('counts as 在办 only competitions still in progress, not a published one whose windows have all ended', async () => {
    const count = async () =>
      (await t.get<Record<string, number>>('/home/content/stats')).body.data.competitions;
    const [math] = await t.db.select().from(competitions).where(eq(competitions.shortName, '东海杯数模'));
    const stages = await t.db
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, math!.id));
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await t.db
      .update(competitionStages)
      .set({
        signUpStart: ago(60),
        signUpEnd: ago(50),
        submitStart: ago(45),
        submitEnd: ago(40),
        reviewStart: ago(30),
        reviewEnd: ago(20),
      })
      .where(eq(competitionStages.competitionId, math!.id));
    try {
      expect(math!.status).toBe('published');
      // Left: the team competition and the statistics season's running edition.
      expect(await count()).toBe(2);
    } finally {
      for (const { id, signUpStart, signUpEnd, submitStart, submitEnd, reviewStart, reviewEnd } of stages)
        await t.db
          .update(competitionStages)
          .set({ signUpStart, signUpEnd, submitStart, submitEnd, reviewStart, reviewEnd })
          .where(eq(competitionStages.id, id));
    }
    expect(await count()).toBe(3);
  });

  it('answers 404 for an unknown slug and never shows a draft', async () => {
    expect((await page('nothing-here')).body.code).toBe(404);
    // The school's draft of `research` must not replace the organiser's published page.
    expect((await page('research')).body.data.title).toBe('竞赛研究');
    const all = (await t.get<PublicContent[]>('/home/content/list', { query: { kind: 'expert' } })).body.data;
    expect(all.every((e) => !e.title.includes('草稿'))).toBe(true);
  });
});

describe('desk content pages', () => {
  let pageId: string;

  it('creates a draft with sanitised content, hidden from the portal until published, all audited', async () => {
    const saved = await t.post<{ pageId: string }>(
      '/content/page/save',
      {
        kind: 'expert',
        slug: 'new-expert',
        title: '赵新',
        summary: '教授',
        content: '<p>简介<script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
      asOrganizer,
    );
    expect(saved.body.code).toBe(0);
    pageId = saved.body.data.pageId;
    const [row] = await t.db.select().from(contentPages).where(eq(contentPages.publicId, pageId));
    expect(row!.content).not.toMatch(/script|onerror/);
    expect(row!.status).toBe('draft');
    const before = (await t.get<PublicContent[]>('/home/content/list', { query: { kind: 'expert' } })).body
      .data;
    expect(before.map((e) => e.title)).not.toContain('赵新');

    const preview = await t.get<PublicContent>('/content/page/preview', {
      ...asOrganizer,
      query: { pageId },
    });
    expect(preview.body.data).toMatchObject({ title: '赵新', summary: '教授' });

    expect((await t.post('/content/page/publish', { pageId }, asOrganizer)).body.code).toBe(0);
    const after = (await t.get<PublicContent[]>('/home/content/list', { query: { kind: 'expert' } })).body
      .data;
    expect(after.map((e) => e.title)).toContain('赵新');

    expect((await t.post('/content/page/unpublish', { pageId }, asOrganizer)).body.code).toBe(0);
    const hidden = (await t.get<PublicContent[]>('/home/content/list', { query: { kind: 'expert' } })).body
      .data;
    expect(hidden.map((e) => e.title)).not.toContain('赵新');

    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.module, 'content'));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['save', 'publish', 'unpublish']));
  });

  it('lists the organiser’s content with the table kit’s paging', async () => {
    const list = await t.get<PageResult<DeskContentRow>>('/content/page/page', {
      ...asOrganizer,
      query: { kind: 'page', pageSize: '50' },
    });
    expect(list.body.code).toBe(0);
    expect(list.body.data.rows.map((r) => r.slug)).toEqual(expect.arrayContaining(['manual', 'research']));
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const unknown = await t.post(
      '/content/page/save',
      { kind: 'page', slug: 'notAPage', title: 'x', content: '<p>x</p>' },
      asOrganizer,
    );
    expect(unknown.body).toMatchObject({ code: 400, msg: '页面标识“notAPage”不是门户的内容页面' });
    const empty = await t.post(
      '/content/page/save',
      { kind: 'page', slug: 'manual', title: 'x', content: '<script>x</script>' },
      { ...asOrganizer, lang: 'en' },
    );
    expect(empty.body).toMatchObject({ code: 400, msg: 'A page needs some content' });
    const taken = await t.post(
      '/content/page/save',
      { kind: 'page', slug: 'manual', title: '重复', content: '<p>重复</p>' },
      asOrganizer,
    );
    expect(taken.body.code).toBe(409);
    const manuals = await t.db.select().from(contentPages).where(eq(contentPages.slug, 'manual'));
    expect(manuals).toHaveLength(1);
  });

  it('refuses callers without the permission, and another group’s items', async () => {
    const [row] = await t.db.select().from(contentPages).where(eq(contentPages.slug, 'manual'));
    const bySchool = await t.post('/content/page/publish', { pageId: row!.publicId }, { token: school });
    expect(bySchool.body.code).toBe(401);
    const previewBySchool = await t.get('/content/page/preview', {
      token: school,
      query: { pageId: row!.publicId },
    });
    expect(previewBySchool.body.code).toBe(401);
    const anonymous = await t.get('/content/page/preview', { query: { pageId: row!.publicId } });
    expect(anonymous.body.code).toBe(11000);
    // A sibling school with full content permissions still cannot reach the organiser's rows.
    const sibling = await createActor(t, {
      username: 'contentsibling',
      group: t.fixture.groups.schoolB,
      permissions: ['content:list', 'content:edit', 'content:publish'],
    });
    const foreign = await t.post(
      '/content/page/delete',
      { pageId: row!.publicId },
      { token: sibling.token, groupId: t.fixture.groups.schoolB.publicId },
    );
    expect(foreign.body.code).toBe(401);
    expect(await t.db.select().from(contentPages).where(eq(contentPages.id, row!.id))).toHaveLength(1);
  });
});
