import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, groups, newsArticles, newsSubmissions } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// News linked to a competition shows in that competition's public news: only whoever manages the
// competition may link it, publish into it or approve a school's submission into it.
let t: TestApp;
let rival: Awaited<ReturnType<typeof createRivalOrganiser>>;
let theirs: string;
let organizer: string;
const article = { title: '他人竞赛的新闻', newsType: '1', summary: '', content: '<p>不属于我的竞赛。</p>' };

beforeAll(async () => {
  t = await createTestApp();
  rival = await createRivalOrganiser(t, 'news_rival', ['news:list', 'news:edit', 'news:publish']);
  organizer = await t.login('organizer');
  const [competition] = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(eq(competitions.groupId, t.fixture.groups.organizer.id))
    .limit(1);
  theirs = competition!.publicId;
});
afterAll(() => t.close());

const asRival = () => ({ token: rival.token, groupId: rival.groupId });
const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

describe('news linked to a competition', () => {
  it("refuses another organiser's competition on save, as if it did not exist, and writes nothing", async () => {
    const res = await t.post('/newsManagement/news/save', { ...article, competitionId: theirs }, asRival());
    expect(res.body).toEqual({ code: 404, msg: '竞赛不存在', data: null });
    const en = await t.post(
      '/newsManagement/news/save',
      { ...article, competitionId: theirs },
      { ...asRival(), lang: 'en' },
    );
    expect(en.body.msg).toBe('The competition does not exist');
    expect(await t.db.select().from(newsArticles).where(eq(newsArticles.title, article.title))).toHaveLength(
      0,
    );
  });

  it('refuses moving an own article into the competition and publishing one already linked', async () => {
    const own = await t.post<{ newsId: string }>('/newsManagement/news/save', article, asRival());
    expect(own.body.code).toBe(0);
    const moved = await t.post(
      '/newsManagement/news/save',
      { ...article, newsId: own.body.data.newsId, competitionId: theirs },
      asRival(),
    );
    expect(moved.body.code).toBe(404);
    // A link written before the check existed is not published into the competition either.
    await t.db
      .update(newsArticles)
      .set({ competitionId: theirs })
      .where(eq(newsArticles.publicId, own.body.data.newsId));
    const published = await t.post(
      '/newsManagement/news/publish',
      { newsId: own.body.data.newsId },
      asRival(),
    );
    expect(published.body.code).toBe(404);
    const [row] = await t.db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.publicId, own.body.data.newsId));
    expect(row!.status).toBe('draft');
  });

  it('lets the organiser link and publish into its own competition', async () => {
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { ...article, title: '本组委会竞赛新闻', competitionId: theirs },
      org(),
    );
    expect(saved.body.code).toBe(0);
    const published = await t.post('/newsManagement/news/publish', { newsId: saved.body.data.newsId }, org());
    expect(published.body.code).toBe(0);
  });

  it("refuses approving a school's submission into a competition the reviewer does not manage", async () => {
    const [rivalGroup] = await t.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.publicId, rival.groupId));
    const [foreign] = await t.db
      .insert(competitions)
      .values({
        publicId: newPublicId(),
        groupId: rivalGroup!.id,
        name: '另一组委会的竞赛',
        level: 'national',
        year: 2026,
      })
      .returning({ publicId: competitions.publicId });
    const school = await t.login('school');
    const sent = await t.post<{ submissionId: string }>(
      '/newsManagement/apply/save',
      {
        title: '链到别家竞赛的投稿',
        newsType: '2',
        content: '<p>投稿。</p>',
        competitionId: foreign!.publicId,
      },
      { token: school, groupId: t.fixture.groups.schoolA.publicId },
    );
    expect(sent.body.code).toBe(0);
    const approved = await t.post(
      '/newsManagement/collect/check',
      { submissionId: sent.body.data.submissionId, approved: true },
      org(),
    );
    expect(approved.body).toEqual({ code: 404, msg: '竞赛不存在', data: null });
    const [row] = await t.db
      .select()
      .from(newsSubmissions)
      .where(eq(newsSubmissions.publicId, sent.body.data.submissionId));
    expect(row!.status).toBe('pending');
    expect(
      await t.db.select().from(newsArticles).where(eq(newsArticles.title, '链到别家竞赛的投稿')),
    ).toHaveLength(0);
  });
});
