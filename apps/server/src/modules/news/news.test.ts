import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeskNewsDetail,
  DeskNewsRow,
  PageResult,
  PublicNewsDetail,
  PublicNewsPage,
  SubmissionDetail,
  SubmissionRow,
} from '@podium/contracts';
import { newsArticles, newsSubmissions, subscribeMessages } from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let g: TestApp['fixture']['groups'];
let organizer: string;
let school: string;
/** A school B officer who may submit news, and a school B editor holding every news permission. */
let schoolB: Awaited<ReturnType<typeof createActor>>;
let editorB: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  organizer = await t.login('organizer');
  school = await t.login('school');
  schoolB = await createActor(t, { username: 'school_b', group: g.schoolB, permissions: ['news:apply'] });
  editorB = await createActor(t, {
    username: 'editor_b',
    group: g.schoolB,
    permissions: ['news:list', 'news:edit', 'news:publish', 'news:remove', 'news:check'],
  });
});
afterAll(() => t.close());

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const asSchool = () => ({ token: school, groupId: g.schoolA.publicId });
const asSchoolB = () => ({ token: schoolB.token, groupId: g.schoolB.publicId });
const publicPage = (query: Record<string, string> = {}) =>
  t.get<PublicNewsPage>('/home/competition/news/page', { query });
const article = {
  title: '测试新闻：创新竞赛决赛通知',
  newsType: '1',
  summary: '',
  content: '<p>决赛将于五月举行。<script>alert(1)</script><img src=x onerror=alert(1)></p>',
};
const articlesTitled = (title: string) =>
  t.db.select().from(newsArticles).where(eq(newsArticles.title, title));

describe('GET /home/competition/news/page (public)', () => {
  it('lists published news of the site, pinned first, without scheduled ones', async () => {
    const res = await publicPage({ pageSize: '50' });
    expect(res.body.code).toBe(0);
    const { rows, total } = res.body.data;
    expect(total).toBe(11);
    expect(rows[0]).toEqual(
      expect.objectContaining({ newsId: expect.any(String), title: expect.any(String), pinned: true }),
    );
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['newsId', 'title', 'summary', 'cover', 'newsType', 'publishTime', 'pinned']),
    );
    const firstUnpinned = rows.findIndex((r) => !r.pinned);
    expect(rows.slice(firstUnpinned).every((r) => !r.pinned)).toBe(true);
    expect(rows.map((r) => r.title)).not.toContain('全国总决赛观赛指南与直播安排');
  });

  it('filters by news type and pages', async () => {
    const res = await publicPage({ newsType: '4', pageNum: '1', pageSize: '2' });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.rows).toHaveLength(2);
    expect(res.body.data.rows.every((r) => r.newsType === '4')).toBe(true);
  });

  it('segments a Chinese keyword into words, ranks title matches first and returns the terms', async () => {
    const res = await publicPage({ keyword: '报名截止时间' });
    expect(res.body.data.terms).toEqual(expect.arrayContaining(['报名', '截止', '时间']));
    const titles = res.body.data.rows.map((r) => r.title);
    expect(titles[0]).toBe('常见问题解答：报名截止时间、跨校组队与指导教师');
    expect(titles).toContain('关于举办2026年全国大学生创新创业竞赛的通知');
    expect(res.body.data.rows[0]!.snippet).toContain('报名截止时间');
  });

  it('finds nothing for a keyword of punctuation only, and refuses a bad page size', async () => {
    expect((await publicPage({ keyword: '，。' })).body.data).toEqual({ rows: [], total: 0, terms: [] });
    const bad = await publicPage({ pageSize: '0' });
    expect(bad.body.code).toBe(400);
  });
});

describe('GET /home/competition/news/detail (public)', () => {
  it('returns the article and counts the view', async () => {
    const [first] = (await publicPage({ newsType: '3' })).body.data.rows;
    const one = await t.get<PublicNewsDetail>('/home/competition/news/detail', {
      query: { newsId: first!.newsId },
    });
    const two = await t.get<PublicNewsDetail>('/home/competition/news/detail', {
      query: { newsId: first!.newsId },
    });
    expect(one.body.data.content).toContain('<p>');
    expect(two.body.data.viewCount).toBe(one.body.data.viewCount + 1);
    expect(one.body.data.previous ?? one.body.data.next).not.toBeNull();
  });

  it('answers 404 for an unknown or unpublished article', async () => {
    const [draft] = await t.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.title, '全国总决赛观赛指南与直播安排'));
    const scheduled = await t.get('/home/competition/news/detail', { query: { newsId: draft!.publicId } });
    expect(scheduled.body.code).toBe(404);
    expect((await t.get('/home/competition/news/detail', { query: { newsId: 'nope' } })).body.code).toBe(404);
  });
});

describe('writing and publishing news', () => {
  it('saves a sanitised draft that stays off the portal until published, audited', async () => {
    const mark = await operationLogMark(t);
    const saved = await t.post<{ newsId: string }>('/newsManagement/news/save', article, org());
    expect(saved.body.code).toBe(0);
    const [row] = await articlesTitled(article.title);
    expect(row).toMatchObject({
      status: 'draft',
      content: '<p>决赛将于五月举行。</p>',
      summary: '决赛将于五月举行。',
    });
    expect(await waitForOperationLog(t, 'news', 'save', mark)).toBeTruthy();
    const before = await publicPage({ keyword: '决赛通知' });
    expect(before.body.data.rows.map((r) => r.newsId)).not.toContain(saved.body.data.newsId);

    const published = await t.post('/newsManagement/news/publish', { newsId: saved.body.data.newsId }, org());
    expect(published.body.code).toBe(0);
    const after = await publicPage({ keyword: '决赛通知' });
    expect(after.body.data.rows[0]!.newsId).toBe(saved.body.data.newsId);

    await t.post('/newsManagement/news/unpublish', { newsId: saved.body.data.newsId }, org());
    const gone = await publicPage({ keyword: '决赛通知' });
    expect(gone.body.data.rows.map((r) => r.newsId)).not.toContain(saved.body.data.newsId);
  });

  it('shows a scheduled article on the portal exactly when its time comes', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { ...article, title: '定时发布的新闻', publishAt },
      org(),
    );
    await t.post('/newsManagement/news/publish', { newsId: saved.body.data.newsId }, org());
    const list = await t.get<PageResult<DeskNewsRow>>('/newsManagement/news/page', {
      ...org(),
      query: { status: 'scheduled' },
    });
    expect(list.body.data.rows.map((r) => r.newsId)).toContain(saved.body.data.newsId);
    const early = await publicPage({ keyword: '定时发布' });
    expect(early.body.data.total).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const onTime = await publicPage({ keyword: '定时发布' });
    expect(onTime.body.data.rows.map((r) => r.newsId)).toEqual([saved.body.data.newsId]);
  });

  it('pins, edits and deletes; the desk detail shows the stored article', async () => {
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { ...article, title: '待删除' },
      org(),
    );
    const newsId = saved.body.data.newsId;
    expect((await t.post('/newsManagement/news/pin', { newsId, pinned: true }, org())).body.code).toBe(0);
    await t.post(
      '/newsManagement/news/save',
      { ...article, newsId, title: '待删除（改）', summary: '摘要' },
      org(),
    );
    const detail = await t.get<DeskNewsDetail>('/newsManagement/news/detail', {
      ...org(),
      query: { newsId },
    });
    expect(detail.body.data).toMatchObject({
      title: '待删除（改）',
      pinned: true,
      summary: '摘要',
      status: 'draft',
    });
    expect((await t.post('/newsManagement/news/delete', { newsId }, org())).body.code).toBe(0);
    expect(await articlesTitled('待删除（改）')).toHaveLength(0);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const noTitle = await t.post(
      '/newsManagement/news/save',
      { ...article, title: '' },
      { ...org(), lang: 'en' },
    );
    expect(noTitle.body.code).toBe(400);
    expect(noTitle.body.msg).toMatch(/^title: /);
    const badType = await t.post(
      '/newsManagement/news/save',
      { ...article, title: '坏类型', newsType: '99' },
      org(),
    );
    expect(badType.body).toEqual({ code: 400, msg: '新闻类型“99”不在网站导航的新闻栏目中', data: null });
    const empty = await t.post(
      '/newsManagement/news/save',
      { ...article, title: '空正文', content: '<script>x</script>' },
      org(),
    );
    expect(empty.body).toEqual({ code: 400, msg: '正文不能为空', data: null });
    const extra = await t.post(
      '/newsManagement/news/save',
      { ...article, title: '多字段', viewCount: 9 },
      org(),
    );
    expect(extra.body.code).toBe(400);
    for (const title of ['坏类型', '空正文', '多字段']) expect(await articlesTitled(title)).toHaveLength(0);
  });

  it('refuses callers without a session, without the permission, or of another group', async () => {
    expect((await t.post('/newsManagement/news/save', article)).body.code).toBe(11000);
    const [seeded] = (await publicPage()).body.data.rows;
    expect(
      (await t.post('/newsManagement/news/publish', { newsId: seeded!.newsId }, asSchool())).body.code,
    ).toBe(401);
    const otherGroup = { token: editorB.token, groupId: g.schoolB.publicId };
    expect(
      (await t.post('/newsManagement/news/unpublish', { newsId: seeded!.newsId }, otherGroup)).body.code,
    ).toBe(401);
    expect(
      (await t.post('/newsManagement/news/delete', { newsId: seeded!.newsId }, otherGroup)).body.code,
    ).toBe(401);
    const list = await t.get<PageResult<DeskNewsRow>>('/newsManagement/news/page', otherGroup);
    expect(list.body.data.total).toBe(0);
    const stillThere = await t.get<PublicNewsDetail>('/home/competition/news/detail', {
      query: { newsId: seeded!.newsId },
    });
    expect(stillThere.body.code).toBe(0);
  });
});

describe('school submissions and their review', () => {
  const submission = { title: '东海大学举办科技节', newsType: '2', content: '<p>科技节共展出作品60件。</p>' };

  it('a school submits, sees its own only; the organiser collects, rejects with a reason, approves another', async () => {
    const mark = await operationLogMark(t);
    const sent = await t.post<{ submissionId: string }>('/newsManagement/apply/save', submission, asSchool());
    expect(sent.body.code).toBe(0);
    await waitForOperationLog(t, 'news', 'apply', mark);
    const sentB = await t.post<{ submissionId: string }>(
      '/newsManagement/apply/save',
      { ...submission, title: '西山学院新闻' },
      asSchoolB(),
    );

    const own = await t.get<PageResult<SubmissionRow>>('/newsManagement/apply/page', asSchool());
    expect(own.body.data.rows.map((r) => r.title)).toContain('东海大学举办科技节');
    expect(own.body.data.rows.map((r) => r.title)).not.toContain('西山学院新闻');
    // Another school's submission is out of reach.
    const peek = await t.get('/newsManagement/submission/detail', {
      ...asSchool(),
      query: { submissionId: sentB.body.data.submissionId },
    });
    expect(peek.body.code).toBe(401);
    // A school cannot review at all.
    const selfCheck = await t.post(
      '/newsManagement/collect/check',
      { submissionId: sent.body.data.submissionId, approved: true },
      asSchool(),
    );
    expect(selfCheck.body.code).toBe(401);

    const collected = await t.get<PageResult<SubmissionRow>>('/newsManagement/collect/page', {
      ...org(),
      query: { status: 'pending' },
    });
    expect(collected.body.data.rows.map((r) => r.title)).toEqual(
      expect.arrayContaining(['东海大学举办科技节', '西山学院新闻', '东海大学举办创新创业竞赛校内选拔赛']),
    );

    const noReason = await t.post(
      '/newsManagement/collect/check',
      { submissionId: sent.body.data.submissionId, approved: false },
      org(),
    );
    expect(noReason.body).toEqual({ code: 400, msg: '驳回时请填写原因', data: null });
    const checkMark = await operationLogMark(t);
    const rejected = await t.post(
      '/newsManagement/collect/check',
      { submissionId: sent.body.data.submissionId, approved: false, reason: '请补充活动照片' },
      org(),
    );
    expect(rejected.body.code).toBe(0);
    await waitForOperationLog(t, 'news', 'check', checkMark);
    const seen = await t.get<SubmissionDetail>('/newsManagement/submission/detail', {
      ...asSchool(),
      query: { submissionId: sent.body.data.submissionId },
    });
    expect(seen.body.data).toMatchObject({
      status: 'rejected',
      reason: '请补充活动照片',
      reviewer: '赵组委',
    });
    const again = await t.post(
      '/newsManagement/collect/check',
      { submissionId: sent.body.data.submissionId, approved: true },
      org(),
    );
    expect(again.body).toEqual({ code: 409, msg: '该申请已审核，不能重复审核', data: null });

    const approved = await t.post<{ newsId: string }>(
      '/newsManagement/collect/check',
      { submissionId: sentB.body.data.submissionId, approved: true },
      org(),
    );
    expect(approved.body.data.newsId).toEqual(expect.any(String));
    const onPortal = await t.get<PublicNewsDetail>('/home/competition/news/detail', {
      query: { newsId: approved.body.data.newsId },
    });
    expect(onPortal.body.data).toMatchObject({ title: '西山学院新闻', source: '西山理工学院' });

    // Notifications: the organiser's reviewers heard of both; each school only of its own decision.
    await t.notify.drain();
    const [a, b] = (await Promise.all(
      [sent, sentB].map(
        async (s) =>
          (
            await t.db
              .select()
              .from(newsSubmissions)
              .where(eq(newsSubmissions.publicId, s.body.data.submissionId))
          )[0]!,
      ),
    )) as [typeof newsSubmissions.$inferSelect, typeof newsSubmissions.$inferSelect];
    const titlesOf = async (userId: number) =>
      (await t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, userId))).map(
        (m) => m.title + (m.content.includes('请补充活动照片') ? '：请补充活动照片' : ''),
      );
    const organiserTitles = await titlesOf(t.fixture.users.organizer.id);
    expect(organiserTitles.filter((x) => x === '有新闻待审核').length).toBeGreaterThanOrEqual(2);
    expect(await titlesOf(a.submitterId!)).toContain('新闻未通过审核：请补充活动照片');
    expect(await titlesOf(a.submitterId!)).not.toContain('新闻已通过审核并发布');
    expect(await titlesOf(b.submitterId!)).toContain('新闻已通过审核并发布');
    expect(await titlesOf(b.submitterId!)).not.toContain('有新闻待审核');
  });

  it('refuses bad submissions, writing nothing', async () => {
    const bad = await t.post(
      '/newsManagement/apply/save',
      { ...submission, title: '坏申请', newsType: 'x' },
      asSchool(),
    );
    expect(bad.body.code).toBe(400);
    const noSession = await t.post('/newsManagement/apply/save', { ...submission, title: '坏申请' });
    expect(noSession.body.code).toBe(11000);
    const noPerm = await t.post('/newsManagement/apply/save', { ...submission, title: '坏申请' }, org());
    expect(noPerm.body.code).toBe(401);
    expect(await t.db.select().from(newsSubmissions).where(eq(newsSubmissions.title, '坏申请'))).toHaveLength(
      0,
    );
  });
});
