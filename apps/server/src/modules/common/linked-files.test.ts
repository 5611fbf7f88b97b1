import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import { competitions, files, groups, newsArticles, newsSubmissions } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Covers and attachments of competitions and news: uploaded through /common/file/upload with their own
 * private purposes, readable by those who manage the record that links them, public once it is published.
 */
let t: TestApp;
let g: TestApp['fixture']['groups'];
let organizer: string;
let school: string;
let student: string;
/** Same organiser group, may only list competitions: reads a draft's files through the scope check. */
let viewer: Awaited<ReturnType<typeof createActor>>;
/** An organiser of a sibling group: never reads the demo organiser's draft files. */
let rival: Awaited<ReturnType<typeof createActor>>;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

type Upload = { code: number; msg: string; data: { fileId: string; url: string } | null };
const upload = async (purpose: string, filename: string, content: Buffer, token: string) => {
  const body = multipartBody({ filename, content, contentType: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/common/file/upload`,
    query: { purpose },
    headers: { ...body.headers, 'accept-language': 'en', authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return response.json() as Upload;
};
const uploaded = async (purpose: string, filename: string, content: Buffer, token: string) => {
  const result = await upload(purpose, filename, content, token);
  expect(result.code).toBe(0);
  return result.data!;
};
const status = async (url: string, token?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  ).statusCode;
const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  [organizer, school, student] = await Promise.all([
    t.login('organizer'),
    t.login('school'),
    t.login('student'),
  ]);
  viewer = await createActor(t, {
    username: 'files_viewer',
    group: g.organizer,
    permissions: ['competition:info:list'],
  });
  const [sibling] = await t.db
    .insert(groups)
    .values({
      publicId: newPublicId(),
      name: '另一组委会（文件）',
      code: 'ORG-FILES',
      type: 'organizer',
      parentId: g.platform.id,
      path: '',
    })
    .returning();
  await t.db
    .update(groups)
    .set({ path: `${g.platform.path}${sibling!.id}/` })
    .where(eq(groups.id, sibling!.id));
  rival = await createActor(t, {
    username: 'files_rival',
    group: { id: sibling!.id, publicId: sibling!.publicId },
    permissions: ['competition:info:list', 'competition:info:add', 'news:list', 'news:edit', 'news:check'],
  });
});
afterAll(() => t.close());

const org = () => ({ token: organizer, groupId: g.organizer.publicId, lang: 'en' as const });
const competitionBody = (overrides: Record<string, unknown>) => ({
  name: `带封面的竞赛 ${newPublicId().slice(0, 6)}`,
  level: 'provincial',
  year: 2027,
  introduction: '<p>简介</p>',
  rules: '',
  guide: '',
  contacts: [],
  ...overrides,
});

describe('competition cover and attachments', () => {
  it('checks the type by content, whatever the name says, and stores nothing', async () => {
    const before = await fileCount();
    const refused = await upload(
      'competitionCover',
      'cover.png',
      Buffer.from('not an image at all'),
      organizer,
    );
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toMatch(/type/i);
    const pdfAsCover = await upload('competitionCover', 'cover.png', PDF, organizer);
    expect(pdfAsCover.code).not.toBe(0);
    expect(await fileCount()).toBe(before);
  });

  it('serves a draft’s attachments to its managers only, to everyone once published, and not after unpublishing; covers are public', async () => {
    const cover = await uploaded('competitionCover', '封面.png', PNG_1X1, organizer);
    const notice = await uploaded('competitionAttachment', '通知.pdf', PDF, organizer);
    // Uploaded, not yet linked: the uploader only.
    expect(await status(notice.url)).toBe(401);
    expect(await status(notice.url, viewer.token)).toBe(404);
    expect(await status(notice.url, organizer)).toBe(200);
    // A cover is decoration shown as a plain image wherever the record appears (desk lists, the
    // organiser's preview of a draft): public by its unguessable address, like the older `cover` uploads.
    expect(await status(cover.url)).toBe(200);

    const added = await t.post<{ competitionId: string }>(
      '/competition/info/add',
      competitionBody({ coverUrl: cover.url, attachments: [{ name: '通知.pdf', url: notice.url }] }),
      org(),
    );
    expect(added.body.code).toBe(0);
    const [row] = await t.db
      .select()
      .from(competitions)
      .where(eq(competitions.publicId, added.body.data.competitionId));
    expect(row!.coverUrl).toBe(cover.url);

    expect(await status(notice.url)).toBe(401);
    expect(await status(notice.url, student)).toBe(404);
    expect(await status(notice.url, rival.token)).toBe(404);
    expect(await status(notice.url, viewer.token)).toBe(200);
    await t.db.update(competitions).set({ status: 'published' }).where(eq(competitions.id, row!.id));
    for (const url of [cover.url, notice.url]) {
      expect(await status(url)).toBe(200);
      expect(await status(url, student)).toBe(200);
    }
    await t.db.update(competitions).set({ status: 'draft' }).where(eq(competitions.id, row!.id));
    expect(await status(notice.url)).toBe(401);
    expect(await status(notice.url, student)).toBe(404);
  });

  it('refuses to link an upload of another purpose or one the writer may not read, writing nothing', async () => {
    const rivalsNotice = await uploaded('competitionAttachment', 'rival.pdf', PDF, rival.token);
    const newsPdf = await uploaded('newsAttachment', 'news.pdf', PDF, organizer);
    const before = (await t.db.select({ n: count() }).from(competitions))[0]!.n;

    const foreign = await t.post(
      '/competition/info/add',
      competitionBody({ attachments: [{ name: '对手的通知.pdf', url: rivalsNotice.url }] }),
      org(),
    );
    expect(foreign.body.code).toBe(400);
    expect(foreign.body.msg).toBe('The attachment “对手的通知.pdf” is not a usable upload; upload it again');

    const wrongPurpose = await t.post(
      '/competition/info/add',
      competitionBody({ attachments: [{ name: '新闻附件.pdf', url: newsPdf.url }] }),
      org(),
    );
    expect(wrongPurpose.body.code).toBe(400);
    expect(wrongPurpose.body.msg).toBe(
      'The attachment “新闻附件.pdf” is not a usable upload; upload it again',
    );

    const missing = await t.post(
      '/competition/info/add',
      competitionBody({ coverUrl: `${API_BASE}/common/file/${'x'.repeat(21)}` }),
      { ...org(), lang: 'zh-CN' },
    );
    expect(missing.body.msg).toBe('封面不是可用的上传图片，请重新上传');
    expect((await t.db.select({ n: count() }).from(competitions))[0]!.n).toBe(before);
    // The rival's own file stays theirs: linking it elsewhere did not open it.
    expect(await status(rivalsNotice.url, organizer)).toBe(404);
  });
});

describe('news cover and attachments', () => {
  const article = (cover: string, attachmentUrl: string) => ({
    title: `带附件的新闻 ${newPublicId().slice(0, 6)}`,
    newsType: '1',
    summary: '',
    content: '<p>正文</p>',
    cover,
    attachments: [{ name: '报名表.pdf', url: attachmentUrl }],
  });

  it('keeps an article’s attachments private until it is published, then serves them to anyone', async () => {
    const cover = await uploaded('newsCover', 'cover.png', PNG_1X1, organizer);
    const form = await uploaded('newsAttachment', '报名表.pdf', PDF, organizer);
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      article(cover.url, form.url),
      org(),
    );
    expect(saved.body.code).toBe(0);
    expect(await status(form.url)).toBe(401);
    expect(await status(form.url, rival.token)).toBe(404);
    expect(await status(form.url, school)).toBe(404);

    const published = await t.post('/newsManagement/news/publish', { newsId: saved.body.data.newsId }, org());
    expect(published.body.code).toBe(0);
    expect(await status(cover.url)).toBe(200);
    expect(await status(form.url)).toBe(200);
  });

  it('shows a school’s submitted files to the school and its reviewer, public once approved', async () => {
    const asSchool = { token: school, groupId: g.schoolA.publicId };
    const cover = await uploaded('newsCover', 'school.png', PNG_1X1, school);
    const form = await uploaded('newsAttachment', '学校材料.pdf', PDF, school);
    const sent = await t.post<{ submissionId: string }>(
      '/newsManagement/apply/save',
      article(cover.url, form.url),
      asSchool,
    );
    expect(sent.body.code).toBe(0);
    expect(await status(form.url, organizer)).toBe(200);
    expect(await status(form.url, rival.token)).toBe(404);
    expect(await status(form.url)).toBe(401);

    const checked = await t.post(
      '/newsManagement/collect/check',
      { submissionId: sent.body.data.submissionId, approved: true, reason: '' },
      org(),
    );
    expect(checked.body.code).toBe(0);
    const [submission] = await t.db
      .select()
      .from(newsSubmissions)
      .where(eq(newsSubmissions.publicId, sent.body.data.submissionId));
    const [made] = await t.db.select().from(newsArticles).where(eq(newsArticles.id, submission!.articleId!));
    expect(made!.cover).toBe(cover.url);
    expect(await status(cover.url)).toBe(200);
    expect(await status(form.url)).toBe(200);
  });

  it('refuses a news save that links a competition attachment, writing nothing', async () => {
    const compPdf = await uploaded('competitionAttachment', 'c.pdf', PDF, organizer);
    const body = article('', compPdf.url);
    const refused = await t.post('/newsManagement/news/save', body, org());
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('The attachment “报名表.pdf” is not a usable upload; upload it again');
    expect(await t.db.select().from(newsArticles).where(eq(newsArticles.title, body.title))).toHaveLength(0);
  });
});
