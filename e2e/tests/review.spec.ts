// Review from the organiser to two experts: the organiser sees the expert library (cards masked) and
// tops the stage in review up to k experts per entry; the demo expert (the group's captain) opens the
// scoring workspace on a 375-px phone, sees a blind queue and the work itself (its title, the PDF drawn in
// the page, the board image, the clip seeked to its middle, all under their name as a watermark, no
// download), is told a score above the column's maximum and a missing required comment before any
// confirmation, submits, and sees their own captain panel count it at once; the stage stays in the address
// across a reload; a second expert (`expert2`, 王立群) scores on a desktop; the captain's progress view then
// counts both.
import { expect, test, type Browser, type Locator, type Page } from '../support/test.ts';
import {
  API_BASE,
  ApiPath,
  CaptainApi,
  ReviewApi,
  type CaptainProgress,
  type Envelope,
  type GroupSelection,
} from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { openDemoReview } from '../support/demo-review.ts';
import { keepScreenshot } from '../support/paths.ts';

async function actFor(page: Page, username: string, groupName: string): Promise<string> {
  const token = await loginByApi(page, username);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === groupName);
  expect(group, `${username} acts for ${groupName}`).toBeDefined();
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
  return token;
}

const newPage = async (browser: Browser, phone = false) =>
  (
    await browser.newContext(
      phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' } : {},
    )
  ).newPage();

const ORGANISER_GROUP = '全国大学生创新竞赛组委会';

/** The captain's progress of their group in the stage in review, read as the captain (`expert`). */
async function captainProgress(page: Page): Promise<CaptainProgress> {
  const token = await loginByApi(page, 'expert');
  const headers = { authorization: token };
  const stages = await page.request.get(`${API_BASE}${ReviewApi.expertStages}`, { headers });
  const stageId = ((await stages.json()) as Envelope<{ stageId: string }[]>).data[0]!.stageId;
  const flag = await page.request.get(`${API_BASE}${ReviewApi.captainFlag}`, {
    headers,
    params: { stageId },
  });
  const [groupId] = ((await flag.json()) as Envelope<{ expertGroupIds: string[] }>).data.expertGroupIds;
  const progress = await page.request.get(`${API_BASE}${CaptainApi.progress}`, {
    headers,
    params: { expertGroupId: groupId! },
  });
  return ((await progress.json()) as Envelope<CaptainProgress>).data;
}

const doneOf = (progress: CaptainProgress, name: string) => progress.experts.find((e) => e.name === name)!;

/** Scores one card's three columns with a comment, checks the total, submits and confirms. */
async function scoreAndSubmit(
  page: Page,
  card: Locator,
  scores: { innovation: string; feasibility: string; finish: string; comment: string; total: number },
): Promise<void> {
  await card.getByLabel(/创新性/).fill(scores.innovation);
  await card.getByLabel(/可行性/).fill(scores.feasibility);
  await card
    .getByLabel(/完成度与表达/)
    .first()
    .fill(scores.finish);
  await card.getByLabel('必填评语').fill(scores.comment);
  await expect(card.getByText(`合计 ${scores.total} 分`)).toBeVisible();
  // The confirmation opens only after the form's checks have run; on a loaded machine the first click
  // may land while the card is still laying out its work view, so it is clicked again until it opens.
  const confirm = page.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ });
  await expect(async () => {
    if (!(await confirm.isVisible())) await card.getByRole('button', { name: '提交评分' }).click();
    await expect(confirm).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await confirm.click();
  await expect(page.locator('.ant-message').getByText('评分已提交')).toBeVisible();
}

test.describe.serial('review from the organiser to two experts, one on a phone', () => {
  test.describe.configure({ timeout: 120_000 });
  // The demo's review belongs to a finished competition whose window closed before its awards: the
  // organiser re-opens it for this journey and it is given its dates back afterwards.
  let closeReview: () => Promise<void>;
  test.beforeAll(async ({ browser }) => {
    closeReview = await openDemoReview(browser);
  });
  test.afterAll(async () => {
    await closeReview();
  });
  // The captain's counts before either expert scores (read after the organiser's distribution).
  let before: CaptainProgress;

  test('@organizer sees the library and distributes the stage in review', async ({ browser }) => {
    const page = await newPage(browser);
    const token = await actFor(page, 'organizer', ORGANISER_GROUP);
    await page.goto('/expert/library');
    const row = page.locator('.ant-table-row').filter({ hasText: '孙专家' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText(/^\*{4} \*{4} \*{4} \d{4}$/)).toBeVisible();
    await expect(row.getByText('expert', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, 'review-expert-library-1440-zh', { fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Bank card' })).toBeVisible({ timeout: 60_000 });
    await keepScreenshot(page, 'review-expert-library-1440-en', { fullPage: true });

    const groupId = await page.evaluate(() => localStorage.getItem('groupId'));
    const headers = { authorization: token, 'x-group-id': groupId! };
    // The stage in review: the one the demo expert works in (read through the expert's own call below).
    const expertPage = await newPage(browser);
    const expertToken = await loginByApi(expertPage, 'expert');
    const mine = await expertPage.request.get(`${API_BASE}${ReviewApi.expertStages}`, {
      headers: { authorization: expertToken },
    });
    const stageId = ((await mine.json()) as Envelope<{ stageId: string }[]>).data[0]!.stageId;
    const run = await page.request.post(`${API_BASE}${ReviewApi.distributionRun}`, {
      headers,
      data: { stageId },
    });
    const summary = (await run.json()) as Envelope<{ shortEntries: number; entries: number }>;
    expect(summary.code).toBe(0);
    expect(summary.data).toMatchObject({ shortEntries: 0, entries: 6 });
    before = await captainProgress(expertPage);
    expect(doneOf(before, '王立群').done).toBeLessThan(doneOf(before, '王立群').assigned);
  });

  test('@expert scores on a phone: blind queue, maximum enforced, submit', async ({ browser }) => {
    const page = await newPage(browser, true);
    await actFor(page, 'expert', ORGANISER_GROUP);
    await page.goto('/review/competition');
    await expect(page.getByText('匿名评审：参赛者身份已隐藏')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/已完成 \d+ \/ \d+/)).toBeVisible();
    // The demo expert has one score submitted and one draft: carry on with the draft (or any unstarted one).
    const card = page
      .locator('.score-card')
      .filter({ has: page.getByText(/^(草稿|待评审)$/) })
      .first();
    await expect(card).toBeVisible();
    await expect(card.getByText(/^#\d{3}$/)).toBeVisible();
    await keepScreenshot(page, 'review-expert-phone-queue', { fullPage: true });

    // The work itself, in the page: title and description, the PDF drawn page by page, the board, the clip.
    const work = card.locator('.work-view');
    await expect(work.getByRole('heading', { level: 5 })).toHaveText(/设计|改造|收纳|装置|绘本/);
    await expect(work.getByText(/设计说明见附件/)).toBeVisible();
    await expect(work.getByRole('img', { name: /设计说明\.pdf 第 1 \/ 1 页/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(work.getByText('本阶段仅可在线查看作品，不提供下载；预览带有您的姓名水印。')).toBeVisible();
    await expect(work.getByRole('link', { name: /下载/ })).toHaveCount(0);
    await work.getByText('展板.jpg').click();
    const board = work.getByRole('img', { name: '展板.jpg' });
    await expect(board).toBeVisible();
    await expect.poll(() => board.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const mark = await work.locator('.work-media__watermark').first().getAttribute('style');
    expect(decodeURIComponent(mark ?? '')).toContain('孙专家');
    await work.getByText('演示视频.webm').click();
    const clip = work.locator('video');
    await expect(clip).toBeVisible();
    // Seeking to the middle of the clip needs the server's byte ranges.
    const seeked = await clip.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const seek = () => {
            video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
            video.currentTime = 5;
          };
          video.addEventListener('error', () => reject(new Error('video failed')), { once: true });
          if (video.readyState >= 1) seek();
          else video.addEventListener('loadedmetadata', seek, { once: true });
        }),
    );
    expect(seeked).toBeGreaterThan(4);
    await keepScreenshot(page, 'review-expert-phone-work-zh', { fullPage: true });

    // A score above the maximum is refused with a message, never lowered; a missing required comment is
    // said before any confirmation.
    const innovation = card.getByLabel(/创新性/);
    await innovation.fill('45');
    await expect(card.getByText('“创新性”的分数不能超过 40')).toBeVisible();
    await expect(innovation).toHaveValue('45');
    await innovation.fill('36');
    await card.getByLabel(/可行性/).fill('25');
    await card
      .getByLabel(/完成度与表达/)
      .first()
      .fill('27');
    await card.getByLabel('必填评语').fill('');
    await card.getByRole('button', { name: '提交评分' }).click();
    await expect(card.getByText('请填写“完成度与表达”的评语')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    const panel = page.locator('.ant-card').filter({ hasText: /^组长面板/ });
    const sun = doneOf(before, '孙专家');
    await scoreAndSubmit(page, card, {
      innovation: '36',
      feasibility: '25',
      finish: '27',
      comment: '作品完成度高，表达清晰。',
      total: 88,
    });
    // The captain's own panel counts the score without a reload.
    await expect(panel.locator('.ant-table-row').filter({ hasText: '孙专家' }).first()).toContainText(
      `${sun.done + 1}/${sun.assigned}`,
    );
    await expect(page).toHaveURL(/[?&]stageId=/);
    await keepScreenshot(page, 'review-expert-phone-submitted', { fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByText('Blind review: entrants are hidden')).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/[?&]stageId=/);
    await expect(
      page
        .locator('.work-view')
        .first()
        .getByRole('img', { name: /page 1 of 1/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await keepScreenshot(page, 'review-expert-phone-en', { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, 'review-expert-1440-en', { fullPage: true });
  });

  test('@expert2 scores on a desktop, and the captain sees both experts in the group progress', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await actFor(page, 'expert2', ORGANISER_GROUP);
    await page.goto('/review/competition');
    await expect(page.getByText('匿名评审：参赛者身份已隐藏')).toBeVisible({ timeout: 60_000 });
    // 王立群 is a member, not the captain: no captain panel on their page.
    await expect(page.getByText(/^组长面板/)).toHaveCount(0);
    const card = page
      .locator('.score-card')
      .filter({ has: page.getByText('待评审', { exact: true }) })
      .first();
    await expect(card).toBeVisible();
    await scoreAndSubmit(page, card, {
      innovation: '30',
      feasibility: '24',
      finish: '23',
      comment: '选题扎实，原型可用，建议补充用户测试。',
      total: 77,
    });
    await keepScreenshot(page, 'review-expert2-1440-submitted', { fullPage: true });

    // The captain (`expert`, on the phone earlier) now sees one more done for each of the two experts.
    const captainPage = await newPage(browser);
    await captainPage.setViewportSize({ width: 1440, height: 900 });
    await actFor(captainPage, 'expert', ORGANISER_GROUP);
    await captainPage.goto('/review/competition');
    const panel = captainPage.locator('.ant-card').filter({ hasText: /^组长面板/ });
    await expect(panel).toBeVisible({ timeout: 60_000 });
    const after = await captainProgress(captainPage);
    for (const name of ['孙专家', '王立群']) {
      const was = doneOf(before, name);
      const now = doneOf(after, name);
      expect(now.assigned, `${name}'s works`).toBe(was.assigned);
      expect(now.done, `${name} submitted one more`).toBe(was.done + 1);
      const row = panel.locator('.ant-table-row').filter({ hasText: name }).first();
      await expect(row).toContainText(`${now.done}/${now.assigned}`);
    }
    // The two new scores are among the group's submitted cells, by expert and total.
    const byName = new Map(after.experts.map((e) => [e.expertId, e.name]));
    const totals = after.cells
      .filter((c) => c.status === 'submitted')
      .map((c) => `${byName.get(c.expertId)} ${c.total}`);
    expect(totals).toEqual(expect.arrayContaining(['孙专家 88', '王立群 77']));
    await keepScreenshot(captainPage, 'review-captain-progress-1440-zh', { fullPage: true });
  });
});
