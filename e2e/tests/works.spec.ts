import { expect as baseExpect, test } from '../support/test.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { samplePdf } from '../support/sample-files.ts';
import { answerDialog } from '../support/antd.ts';

/** The machine is shared and slow at times: give each step room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const ORGANISER = '全国大学生创新竞赛组委会';
const DONGHAI = '第十二届东海杯大学生数学建模挑战赛';
const run = Date.now().toString(36).slice(-6);

test.describe('works', () => {
  test('@student submits a new version of a work on a phone and finds it in the user centre', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await loginByApi(page, 'student');
    await page.goto('/home/competition/submitWork');
    const card = page.locator('.works-sign-up-card').filter({ hasText: DONGHAI });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /提交新版本/ }).click();

    const title = `城市交通流量预测（手机提交 ${run}）`;
    await page.getByLabel('作品名称').fill(title);
    await page.getByLabel('论文摘要').fill('手机端提交的新版本，补充了节假日效应分析。');
    await page.locator('input[type=file]').setInputFiles({
      name: '终稿-手机.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(`phone ${run}`),
    });
    await expect(page.getByText('终稿-手机.pdf')).toBeVisible();
    await keepScreenshot(page, 'works-submit-phone', { fullPage: true });
    await page.getByRole('button', { name: '提交新版本' }).last().click();
    await answerDialog(page);
    await expect(page.getByText(/作品已提交（第 \d+ 版）/)).toBeVisible();
    await expect(page.locator('.ant-timeline').getByText(title)).toBeVisible();

    await page.goto('/center/work');
    await expect(page.getByText(title)).toBeVisible();
    await keepScreenshot(page, 'works-center-phone', { fullPage: true });
    await context.close();
  });

  test('@organizer filters the works list, starts the zip download and watches it complete', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await actFor(page, 'organizer', ORGANISER);
    await page.goto('/works/list?status=submitted');
    const table = page.locator('.ant-table');
    await expect(table.getByText('新能源电站选址的多目标优化')).toBeVisible();
    await page.getByRole('button', { name: /打包下载/ }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '打包下载作品' });
    await expect(modal.locator('.ant-progress')).toBeVisible();
    await expect(modal.getByText(/打包完成：\d+ 个作品/)).toBeVisible();
    await expect(modal.locator('.ant-progress')).toHaveAttribute('aria-valuenow', '100');
    await keepScreenshot(page, 'works-zip-done');
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: '下载压缩包' }).click();
    expect((await download).suggestedFilename()).toMatch(/^works-\d+\.zip$/);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // Return a work to its team for correction: the note is required, then the list marks it returned.
    const row = table.locator('tr').filter({ hasText: '新能源电站选址的多目标优化' });
    await row.getByText('查看').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '退回给队伍' }).click();
    await expect(drawer.getByText('请填写退回说明')).toBeVisible();
    await drawer.getByLabel('退回说明').fill('请补充选址模型的约束说明');
    await drawer.getByRole('button', { name: '退回给队伍' }).click();
    await expect(drawer.getByText(/已退回，等待队伍提交新版本/)).toBeVisible();
    await keepScreenshot(page, 'works-returned-drawer');
    await page.keyboard.press('Escape');
    await expect(row.getByText('已退回')).toBeVisible();
  });
});
