import { expect as baseExpect, test } from '../support/test.ts';
import { API_BASE, CompetitionApi, type Envelope } from '@podium/contracts';
import { button } from '../support/antd.ts';
import { actFor } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

/** The machine is shared and slow at times: give each step room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const ORGANISER = '全国大学生创新竞赛组委会';
const run = Date.now().toString(36).slice(-6);

test.describe('shared form controls', () => {
  test('@organizer types a stage window by keyboard (seconds, slashes) and it is kept, closing with unsaved input asks first, the page head offers 发布; the rich-text editor offers a translated image upload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const headers = await actFor(page, 'organizer', ORGANISER);
    const created = await page.request.post(`${API_BASE}/competition/info/add`, {
      headers,
      data: { name: `E2E 键盘日期 ${run}`, level: 'school', year: 2027 },
    });
    const { data } = (await created.json()) as Envelope<{ competitionId: string }>;

    try {
      await page.goto(`/competition/scheduleSet?competitionId=${encodeURIComponent(data.competitionId)}`);
      // The competition's own pages offer its status step (a draft: 发布), asking as the list does.
      const header = page.locator('.competition-settings-header');
      await button(header, '发布').click();
      const publish = page.getByRole('dialog').filter({ hasText: '发布后学生即可在门户看到' });
      await expect(publish).toContainText(`E2E 键盘日期 ${run}`);
      await button(publish, '取消').click();
      await expect(publish).toBeHidden();
      await expect(header).toContainText('草稿');

      const drawer = page.getByRole('dialog', { name: '添加阶段' });
      const discard = page.locator('.ant-modal-confirm').filter({ hasText: '放弃未保存的修改？' });

      // Untouched, Escape closes the drawer at once; with input typed it asks first.
      await button(page, '添加阶段').click();
      await expect(drawer.getByLabel('阶段名称')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(discard).toHaveCount(0);
      await button(page, '添加阶段').click();
      await drawer.getByLabel('阶段名称').fill('键盘输入');
      await page.keyboard.press('Escape');
      await expect(discard).toBeVisible();
      await keepScreenshot(page, 'form-controls-discard');
      // (A click while the question is still zooming in can be lost: click until it is answered.)
      await expect(async () => {
        await button(discard, '继续编辑').click({ timeout: 2_000 });
        await expect(discard).toBeHidden({ timeout: 2_000 });
      }).toPass();
      await expect(drawer.getByLabel('阶段名称')).toHaveValue('键盘输入');

      // A date typed into the window's end, then left with Tab (no Enter, no OK): it stays. Seconds and
      // slashes are read too, and text that reads as no date is named, never dropped in silence.
      const signUp = drawer.locator('.ant-form-item').filter({ hasText: '报名时间' }).locator('input');
      await signUp.nth(0).click();
      await signUp.nth(0).fill('2027-03-01 08:00:00');
      await signUp.nth(1).click();
      await signUp.nth(1).pressSequentially('2027/03/20 18:00');
      await signUp.nth(1).press('Tab');
      await drawer.getByText('阶段说明').click();
      await expect(signUp.nth(0)).toHaveValue('2027-03-01 08:00');
      await expect(signUp.nth(1)).toHaveValue('2027-03-20 18:00');
      const submit = drawer.locator('.ant-form-item').filter({ hasText: '作品提交时间' }).locator('input');
      await submit.nth(0).click();
      await submit.nth(0).fill('下周一');
      await drawer.getByText('阶段说明').click();
      await expect(page.getByText('无法识别输入的时间“下周一”')).toBeVisible();
      await button(drawer, '保存').click();
      const row = page.getByRole('row').filter({ hasText: '键盘输入' });
      await expect(row).toContainText('2027-03-01 08:00');
      await expect(row).toContainText('2027-03-20 18:00');

      // Typed input, then the close ×: "放弃修改" closes the drawer and nothing is saved.
      await button(page, '添加阶段').click();
      await drawer.getByLabel('阶段名称').fill('不保存');
      await drawer.getByRole('button', { name: /Close|关闭/ }).click();
      await expect(async () => {
        await button(discard, '放弃修改').click({ timeout: 2_000 });
        await expect(drawer).toBeHidden({ timeout: 2_000 });
      }).toPass();
      await expect(page.getByRole('row').filter({ hasText: '不保存' })).toHaveCount(0);

      // The editor's image upload is antd's (translated tooltip), never the browser's "Choose File".
      await page.goto(`/competition/addEdit?competitionId=${encodeURIComponent(data.competitionId)}`);
      await expect(page.getByRole('button', { name: '上传图片' }).first()).toBeVisible();
      const shownFileInputs = page.locator('input[type=file]:visible');
      await expect(shownFileInputs).toHaveCount(0);
      await keepScreenshot(page, 'form-controls-editor', { fullPage: true });
    } finally {
      // Leave the demo as it was for the journeys after this one (statistics lists every competition).
      const removed = await page.request.post(`${API_BASE}${CompetitionApi.remove}`, {
        headers,
        data: { competitionId: data.competitionId },
      });
      expect(((await removed.json()) as Envelope<unknown>).code).toBe(0);
    }
  });
});
