// Issuing certificates through the desk pages: the organiser makes an award list on the award pages (list,
// first prize, three lines by hand), builds a certificate from a template on
// /certificate/make and binds it to an award list there (sent for check); another person approves it on
// /certificate/check; /certificate/send sends it while the row's progress bar, fed by the job's own
// count, climbs to 100 %; the desk's issued list shows thumbnails. The student then sees the certificate's thumbnail and downloads the PDF in the
// user centre, and a visitor opens the QR's URL: verified; an altered code is refused.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { CertificateApi, type IssuedRow, type PageResult } from '@podium/contracts';
import { answerDialog, button, choose, selectOf } from '../support/antd.ts';
import { apiCall, type ActingHeaders } from '../support/api.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

// Generous waits: a desk page's first load is CPU-bound, and CI runs two lanes on two cores.
const expect = baseExpect.configure({ timeout: 45_000 });
const desktop = { width: 1440, height: 900 };
const LINES = 3;

const ORGANISER = '全国大学生创新竞赛组委会';

/** The full name of the demo competition 智创大赛 (the desk's pickers list competitions by name). */
const competitionName = async (request: APIRequestContext, as: ActingHeaders) => {
  const competitions = await apiCall<PageResult<{ name: string; shortName: string }>>(
    request,
    as,
    '/competition/info/page?pageSize=50',
  );
  return competitions.rows.find((r) => r.shortName === '智创大赛')!.name;
};

/**
 * Adds one award line on the entries page: opens the dialog (pressing again if a press landed while the page
 * was still starting), picks the first prize and fills the given fields by their labels.
 */
const addLine = async (page: Page, fields: Record<string, string>) => {
  const dialog = page.getByRole('dialog', { name: '添加获奖记录' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button(page, '新增').click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await choose(selectOf(dialog, '奖项'), '一等奖', { search: false });
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await button(dialog, '确定').click({ timeout: 10_000 });
  await expect(dialog).toHaveCount(0);
};

/**
 * On the desk's award pages (/competitionReward/list): a new award list of 智创大赛, its first prize in the
 * competition's award settings (added unless an earlier run left it there), and three lines typed by hand:
 * `student` with a work, then two winners by name and school.
 */
const buildAwardList = async (page: Page, competition: string, name: string) => {
  await page.goto('/competitionReward/list');
  await button(page, '新增').click();
  const adding = page.getByRole('dialog', { name: '新建获奖名单' });
  await choose(selectOf(adding, '竞赛'), competition, { search: '智能创新' });
  await adding.getByLabel('获奖名单', { exact: true }).fill(name);
  await button(adding, '确定').click();
  await expect(adding).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await button(row, '奖项设置').click();
  const levels = page.getByRole('dialog', { name: '奖项设置' });
  await expect(levels.locator('.ant-list')).toBeVisible();
  if (
    (await levels
      .locator('.ant-list-item')
      .filter({ hasText: /^一等奖/ })
      .count()) === 0
  ) {
    await button(levels, '添加奖项').click();
    await expect(levels.locator('.ant-list-item').filter({ hasText: /^一等奖/ })).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(levels).toHaveCount(0);

  await row.getByRole('link', { name: '获奖名单' }).click();
  await expect(page).toHaveURL(/\/competitionReward\/detailedList\?listId=/);
  // The entries page itself, not the list page still on screen while it loads (both have a 新增 button).
  await expect(page.getByRole('button', { name: '按排名生成' })).toBeVisible();
  await addLine(page, { 用户名: 'student', 作品名称: '旅程作品' });
  for (let i = 2; i <= LINES; i += 1) await addLine(page, { 获奖者: `旅程获奖者${i}`, 学校: '东海大学' });
  await expect(page.locator('.ant-table-row')).toHaveCount(LINES);
};

test('@organizer @student @visitor certificates made, checked and sent on the desk pages', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const page = await (await browser.newContext({ viewport: desktop, locale: 'zh-CN' })).newPage();
  const organizer = await actFor(page, 'organizer', ORGANISER);
  const listName = `发证旅程 ${Date.now()}`;
  await buildAwardList(page, await competitionName(page.request, organizer), listName);

  // Make: a design from the award-winner template, bound to the list and sent for check.
  await page.goto('/certificate/make');
  await page.getByTestId('template-awardWinner').click({ timeout: 60_000 });
  await page.waitForURL(/designId=/);
  await expect(page.getByTestId('save-status')).toHaveText(/已保存/);
  // The demo organiser has no seal of its own: the designer says the certificates would carry 样章.
  const sealWarning = page.getByTestId('specimen-seal-warning');
  await expect(sealWarning).toContainText('证书将盖上演示用的“样章”印章');
  await expect(sealWarning.getByRole('link', { name: '前往证书设置' })).toHaveAttribute(
    'href',
    '/certificate/setting',
  );
  await keepScreenshot(page, 'certificate-designer-specimen-seal');
  await page.getByTestId('make-batch').click();
  const modal = page.getByRole('dialog', { name: '发放证书：选择获奖名单' });
  // …and so does the issue dialog, before anything is sent for check.
  await expect(modal.getByTestId('specimen-seal-warning')).toBeVisible();
  const picker = selectOf(modal, '获奖名单');
  await picker.click();
  await picker.pressSequentially(listName);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `${listName} · ` })
    .click();
  await expect(modal).toContainText(`${LINES} 条获奖记录`);
  await modal.getByLabel('证书', { exact: true }).fill(listName);
  await button(modal, '提交审核').click();
  await expect(page.getByText('证书批次已提交审核')).toBeVisible();
  await expect(modal).toHaveCount(0);

  // Four eyes: its author is not offered the approval — the button is disabled and says why.
  await page.goto('/certificate/send');
  const ownRow = page.getByRole('row').filter({ hasText: listName });
  await expect(ownRow).toContainText('待审核', { timeout: 60_000 });
  await expect(ownRow.getByTestId('specimen-seal-tag')).toBeVisible();
  await expect(button(ownRow, '审核通过')).toBeDisabled();
  await button(ownRow, '审核通过').hover({ force: true });
  await expect(page.getByRole('tooltip')).toContainText('这是您制作的证书，需由另一位审核人审核通过');
  await keepScreenshot(page, 'certificate-check-own-batch');

  // Check: another person (admin) approves it on the check page, told first of the 样章 seal.
  const adminPage = await (await browser.newContext({ viewport: desktop, locale: 'zh-CN' })).newPage();
  await actFor(adminPage, 'admin', ORGANISER);
  await adminPage.goto('/certificate/check');
  const pendingRow = adminPage.getByRole('row').filter({ hasText: listName });
  await expect(pendingRow).toContainText('待审核', { timeout: 60_000 });
  await expect(button(pendingRow, '审核通过')).toBeEnabled();
  await button(pendingRow, '审核通过').click();
  const approving = adminPage.getByRole('dialog').filter({ hasText: '该批次将打印“样章”印章' });
  await expect(approving).toContainText('不是本单位的正式印章');
  await keepScreenshot(adminPage, 'certificate-approve-specimen-seal');
  // Pressed again until the question goes (a press during its opening animation can be lost under load).
  await answerDialog(adminPage, '仍然通过');
  await expect(pendingRow).toHaveCount(0);
  await adminPage.context().close();

  // Send: the row's progress bar follows the job to 100 %.
  await page.goto('/certificate/send');
  const row = page.getByRole('row').filter({ hasText: listName });
  await expect(row).toContainText('已审核', { timeout: 60_000 });
  const batchId = (await row.getAttribute('data-row-key'))!;
  await button(row, '发放').click();
  const sending = page.getByRole('dialog');
  await expect(sending).toContainText('这些证书将打印演示用的“样章”示例印章');
  await answerDialog(page, '仍然发放');
  const bar = row.getByRole('progressbar', { name: '发放进度' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(bar).toContainText(`${LINES}/${LINES}`);
  await expect(row).toContainText('已发放');
  await keepScreenshot(row, 'certificate-send-progress');

  const issued = await apiCall<PageResult<IssuedRow>>(
    page.request,
    organizer,
    `${CertificateApi.issuedPage}?batchId=${batchId}`,
  );
  expect(issued.rows).toHaveLength(LINES);
  const { certNo, traceUrl } = issued.rows.find((r) => !r.holderName.startsWith('旅程获奖者'))!;

  // The desk's list of issued certificates (newest first) shows each one's thumbnail.
  await page.goto('/certificate/trace-admin');
  const deskThumb = page.getByRole('img', { name: `证书 ${certNo} 缩略图` });
  await expect(deskThumb).toBeVisible({ timeout: 60_000 });
  await keepScreenshot(page, 'certificate-desk-issued');

  // The student sees the thumbnail (rasterised from the PDF) and downloads the PDF.
  const studentPage = await (await browser.newContext({ viewport: desktop, locale: 'zh-CN' })).newPage();
  await loginByApi(studentPage, 'student');
  await studentPage.goto('/center/reward');
  const item = studentPage.locator(`.ant-list-item[data-cert-no="${certNo}"]`);
  await expect(item).toBeVisible({ timeout: 60_000 });
  const thumb = item.getByRole('img', { name: `证书 ${certNo} 缩略图` });
  await expect(thumb).toBeVisible({ timeout: 60_000 });
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  const [download] = await Promise.all([
    studentPage.waitForEvent('download'),
    button(item, '下载 PDF').click(),
  ]);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await keepScreenshot(studentPage, 'certificate-center-reward', { fullPage: true });
  await studentPage.context().close();

  // A visitor scans the QR: the record is verified; an altered code is refused.
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  const qr = new URL(traceUrl);
  await visitor.goto(`${qr.pathname}${qr.search}`);
  await expect(visitor.getByText('证书真实有效')).toBeVisible({ timeout: 60_000 });
  await expect(visitor.getByText(certNo)).toBeVisible();
  await keepScreenshot(visitor, 'certificate-trace-375', { fullPage: true });
  const code = qr.searchParams.get('code')!;
  qr.searchParams.set('code', `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`);
  await visitor.goto(`${qr.pathname}${qr.search}`);
  await expect(visitor.getByText('证书无效')).toBeVisible({ timeout: 60_000 });
  await expect(visitor.getByText(certNo)).toHaveCount(0);
  await visitor.context().close();
  await page.context().close();
});
