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
  test('@organizer types a stage window by keyboard and it is kept; the rich-text editor offers a translated image upload', async ({
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
      // A date typed into the window's end, then left with Tab (no Enter, no OK): it stays.
      await page.goto(`/competition/scheduleSet?competitionId=${encodeURIComponent(data.competitionId)}`);
      await button(page, '添加阶段').click();
      const drawer = page.getByRole('dialog', { name: '添加阶段' });
      await drawer.getByLabel('阶段名称').fill('键盘输入');
      const signUp = drawer.locator('.ant-form-item').filter({ hasText: '报名时间' }).locator('input');
      await signUp.nth(0).click();
      await signUp.nth(0).pressSequentially('2027-03-01 08:00');
      await signUp.nth(1).click();
      await signUp.nth(1).pressSequentially('2027-03-20 18:00');
      await signUp.nth(1).press('Tab');
      await drawer.getByText('阶段说明').click();
      await expect(signUp.nth(1)).toHaveValue('2027-03-20 18:00');
      await button(drawer, '保存').click();
      const row = page.getByRole('row').filter({ hasText: '键盘输入' });
      await expect(row).toContainText('2027-03-01 08:00');
      await expect(row).toContainText('2027-03-20 18:00');

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
