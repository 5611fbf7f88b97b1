import { expect as baseExpect, test, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, CommonFileApi, type Envelope, type GroupSelection } from '@podium/contracts';
import { answerDialog, button, choose, selectOf } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { sampleCoverPng, samplePdf } from '../support/sample-files.ts';

/** The machine is shared and slow at times: give each step room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const ORGANISER = '全国大学生创新竞赛组委会';
/** A name unique to this run, so a reused server does not collide with earlier runs. */
const run = Date.now().toString(36).slice(-6);
const competitionName = `E2E 校园创客马拉松 ${run}`;

/** Signs in through the API and acts for the named group, as the /role choice page would. */
async function actFor(page: Page, username: string, groupName: string): Promise<void> {
  const token = await loginByApi(page, username);
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === groupName);
  expect(group, `${username} acts for ${groupName}`).toBeDefined();
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
}

const done = (page: Page) => expect(page.locator('.ant-message').getByText('操作成功').last()).toBeVisible();
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 09:00`;
};

test.describe('competition set-up', () => {
  test('@organizer creates and publishes a team competition; a visitor finds it on a phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await actFor(page, 'organizer', ORGANISER);

    // 1. The list shows the demo competitions; create a new one.
    await page.goto('/competition/list');
    await expect(page.getByRole('link', { name: /全国大学生智能创新设计大赛/ })).toBeVisible();
    await keepScreenshot(page, 'competition-desk-list', { fullPage: true });
    await button(page, '新建竞赛').click();
    await expect(page).toHaveURL(/\/competition\/addEdit$/);
    await page.getByLabel('竞赛名称').fill(competitionName);
    await page.getByLabel('简称').fill('创客马拉松');
    await choose(selectOf(page, '竞赛级别'), '校级', { search: false });
    await choose(selectOf(page, '竞赛类别'), '创新创业', { search: false });
    await page
      .getByLabel('竞赛简介')
      .fill('<p>48 小时<strong>创客马拉松</strong><script>alert(1)</script></p>');
    // The cover and an attachment are uploaded through the shared upload field (type checked by content).
    await page.locator('.upload-field-image input[type=file]').setInputFiles({
      name: '封面.png',
      mimeType: 'image/png',
      buffer: await sampleCoverPng(page, `Maker ${run}`),
    });
    await expect(page.locator('.upload-field-image img.upload-field-preview')).toBeVisible();
    // The attachment's upload is held back: saving before it arrives is refused with the reason (it
    // would have been saved without the file, and said "saved"); once it is in, the save goes through.
    const upload = (url: URL) => url.pathname === `${API_BASE}${CommonFileApi.upload}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(upload, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('.upload-field-files input[type=file]').setInputFiles({
      name: '赛事通知.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(`notice ${run}`),
    });
    await expect(page.locator('.upload-field-files .ant-upload-list-item-uploading')).toBeVisible();
    await button(page, '保存').click();
    await expect(page.getByText('文件仍在上传，请等上传完成后再保存')).toBeVisible();
    release();
    await expect(
      page.locator('.upload-field-files .ant-upload-list-item-done').getByText('赛事通知.pdf'),
    ).toBeVisible();
    await page.unroute(upload);
    await keepScreenshot(page, 'competition-desk-add', { fullPage: true });
    await button(page, '保存').click();
    await done(page);

    // 2. Created: the sign-up page opens; add two items.
    await expect(page).toHaveURL(/\/competition\/enrollSet\?competitionId=/);
    const items = page
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^赛项$/ }) });
    await button(items, '添加').click();
    await items.getByPlaceholder('名称').nth(0).fill('硬件创客');
    await button(items, '添加').click();
    await items.getByPlaceholder('名称').nth(1).fill('软件创客');
    await button(items, '保存').click();
    await done(page);

    // A participant group, then team mode: 2–4 students with 1–2 advisors.
    const groupsCard = page
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^参赛组别$/ }) });
    await button(groupsCard, '添加').click();
    await groupsCard.getByPlaceholder('名称').nth(0).fill('本科组');
    await button(groupsCard, '保存').click();
    await done(page);
    const rules = page
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^报名规则$/ }) });
    await rules.getByText('团队赛', { exact: true }).click();
    await rules.getByLabel('每队最少人数').fill('2');
    await rules.getByLabel('每队最多人数').fill('4');
    await rules.getByLabel('指导教师最少').fill('1');
    await rules.getByLabel('指导教师最多').fill('2');
    await button(rules, '保存').click();
    await done(page);

    // 3. A stage whose sign-up is open now.
    await page.getByRole('tab', { name: '赛程设置' }).click();
    await expect(page).toHaveURL(/\/competition\/scheduleSet/);
    await button(page, '添加阶段').click();
    const drawer = page.getByRole('dialog', { name: '添加阶段' });
    await drawer.getByLabel('阶段名称').fill('初赛');
    const signUp = drawer.locator('.ant-form-item').filter({ hasText: '报名时间' }).locator('input');
    await signUp.nth(0).click();
    await signUp.nth(0).fill(day(-1));
    await signUp.nth(0).press('Enter');
    await signUp.nth(1).fill(day(20));
    await signUp.nth(1).press('Enter');
    await button(drawer, '保存').click();
    await done(page);
    await expect(page.getByRole('cell', { name: '初赛' })).toBeVisible();
    await keepScreenshot(page, 'competition-desk-schedule', { fullPage: true });

    // 4. Publish from the list, after a confirmation.
    await page.goto(`/competition/list?keyword=${encodeURIComponent(run)}`);
    const row = page.getByRole('row').filter({ hasText: competitionName });
    await expect(row.getByText('草稿')).toBeVisible();
    await button(row, '发布').click();
    await answerDialog(page);
    await done(page);
    await expect(row.getByText('已发布')).toBeVisible();

    // 5. A visitor on a 375-px phone finds it on the portal and opens it.
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    const visitor = await phone.newPage();
    await visitor.goto('/home/competition');
    await expect(visitor.getByRole('heading', { name: '全部竞赛', level: 1 })).toBeVisible();
    await visitor.getByPlaceholder('搜索竞赛名称').fill(run);
    await visitor.getByPlaceholder('搜索竞赛名称').press('Enter');
    const card = visitor.locator('.competition-card').filter({ hasText: competitionName });
    await expect(card).toBeVisible();
    await expect(card.getByText('报名中')).toBeVisible();
    await expect(card.getByText('校级')).toBeVisible();
    await expect(card.getByText('团队赛')).toBeVisible();
    await keepScreenshot(visitor, 'competition-portal-list-375', { fullPage: true });
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(0);
    await card.click();
    await expect(visitor.getByRole('heading', { name: competitionName })).toBeVisible();
    await expect(visitor.getByText('创客马拉松').first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: /登录后报名/ })).toBeVisible();
    // Shown as a team competition, with its group; the cover, private while a draft, is public now.
    await expect(visitor.getByText('2–4 人组队')).toBeVisible();
    await expect(visitor.getByText('本科组').first()).toBeVisible();
    const detail = await (
      await visitor.request.get(
        `${API_BASE}/home/competition/detail?competitionId=${new URL(visitor.url()).searchParams.get('competitionId')}`,
      )
    ).json();
    expect(detail.data.mode).toBe('team');
    expect(detail.data.cover).toMatch(/^\/prod-api\/common\/file\//);
    expect((await visitor.request.get(detail.data.cover)).status()).toBe(200);
    expect(detail.data.attachments.map((a: { name: string }) => a.name)).toEqual(['赛事通知.pdf']);
    // The script the organiser typed was removed by the server's sanitiser.
    expect(await visitor.locator('.competition-rich script').count()).toBe(0);
    await keepScreenshot(visitor, 'competition-portal-details-375', { fullPage: true });
    await phone.close();
  });

  test('@visitor browses the demo competitions in both languages on desktop', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home/competition');
    // The three demo competitions (and any the other journey published).
    await expect(page.locator('.competition-card').filter({ hasText: '数学建模挑战赛' })).toBeVisible();
    await expect(page.locator('.competition-card').filter({ hasText: '创意设计大赛' })).toBeVisible();
    await keepScreenshot(page, 'competition-portal-list-1440-zh', { fullPage: true });
    // The filter offers the phases the cards show and the server filters on it: 已结束 keeps the finished one.
    await choose(page.getByRole('combobox', { name: '竞赛阶段' }), '已结束', { search: false });
    await expect(page).toHaveURL(/phase=finished/);
    await expect(page.locator('.competition-card').filter({ hasText: '创意设计大赛' })).toBeVisible();
    await expect(page.locator('.competition-card').filter({ hasText: '智能创新设计大赛' })).toHaveCount(0);
    for (const card of await page.locator('.competition-card .competition-card-badge').all())
      await expect(card).toHaveText('已结束');
    await keepScreenshot(page, 'competition-portal-list-1440-zh-finished', { fullPage: true });
    await page.goto('/home/competition');
    await page.locator('.competition-card').filter({ hasText: '智能创新设计大赛' }).click();
    await expect(page.getByRole('tab', { name: '竞赛规则' })).toBeVisible();
    await expect(page.getByText('校赛（初赛）').first()).toBeVisible();
    await keepScreenshot(page, 'competition-portal-details-1440-zh', { fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Rules' })).toBeVisible();
    await keepScreenshot(page, 'competition-portal-details-1440-en', { fullPage: true });
    await page.goto('/home/competition');
    await expect(page.getByRole('heading', { name: 'Competitions', level: 1 })).toBeVisible();
    await keepScreenshot(page, 'competition-portal-list-1440-en', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'competition-portal-list-375-en', { fullPage: true });
  });
});
