// From scores to the next round: the organiser distributes the design competition's stage in review on the
// distribution page, calculates its final scores on the results page, then previews "top 1 per item and
// group" on the elimination page — who goes through, who is cut and why — commits it once into the final
// round, and undoes it again (which also puts the demo back).
import { expect, test, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { button, choose, cjk, selectOf } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

const COMPETITION = `${new Date().getFullYear() - 1} 高校学生创意设计大赛`;
const STAGE = '作品征集';

async function actAsOrganizer(page: Page) {
  const token = await loginByApi(page, 'organizer');
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === '全国大学生创新竞赛组委会');
  expect(group).toBeDefined();
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
}

async function pickStage(page: Page) {
  await choose(selectOf(page, '竞赛'), COMPETITION, { search: '创意设计' });
  await choose(selectOf(page, '阶段'), STAGE, { search: false });
}

const confirmPopover = (page: Page) =>
  page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: cjk('确定') });

test('@organizer distributes, calculates final scores and promotes the top entry of each group', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await actAsOrganizer(page);

  await page.goto('/review/distribution');
  await pickStage(page);
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  // The demo stage already has its experts: the dry run proposes nothing, so there is nothing to apply.
  await button(page, '自动分配').click();
  const preview = page.getByRole('dialog').filter({ hasText: '自动分配预览' });
  await expect(preview.getByText('所有作品的专家都已补足，没有需要新增的分配')).toBeVisible({
    timeout: 30_000,
  });
  await expect(button(preview, '应用分配')).toBeDisabled();
  await button(preview, '取消').click();
  // Every entry now shows its experts, the captain among them somewhere.
  await expect(page.locator('.ant-table-row').getByText('孙专家').first()).toBeVisible();
  await keepScreenshot(page, 'review-distribution-1440-zh', { fullPage: true });

  await page.goto('/review/result');
  await pickStage(page);
  await button(page, '计算最终成绩').click();
  await confirmPopover(page).click();
  await expect(page.getByText(/已计算 \d+ 件作品的最终成绩/)).toBeVisible({ timeout: 30_000 });

  await page.goto('/review/elimination');
  await pickStage(page);
  await expect(page.getByLabel('名额 N')).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel('名额 N').fill('1');
  await button(page, '预览').click();
  await expect(page.getByText(/^晋级到：决赛/)).toBeVisible({ timeout: 30_000 });
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Nothing is written by a preview; the reasons say why each entry is cut.
  const through = rows.filter({ has: page.locator('.ant-tag', { hasText: /^晋级$/ }) });
  const promoted = await through.count();
  expect(promoted).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: '名额已满' }).first()).toBeVisible();
  await keepScreenshot(page, 'review-elimination-preview-1440-zh', { fullPage: true });

  await button(page, '确认晋级').click();
  await expect(
    page.getByText(`将 ${promoted} 个作品晋级到“决赛”？下一阶段尚无活动前可以撤销。`),
  ).toBeVisible();
  await confirmPopover(page).click();
  await expect(page.getByText(`已晋级 ${promoted} 个作品到下一阶段`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(new RegExp(`由 organizer 确认晋级：${promoted} 个晋级`))).toBeVisible();
  // Committed once: the button stays disabled.
  await expect(button(page, '确认晋级')).toBeDisabled();

  // Undone after a confirmation (the final round has no activity yet): the demo is back as it was.
  await button(page, '撤销晋级').click();
  const confirmUndo = page.getByRole('dialog').filter({ hasText: '撤销这次晋级？' });
  await expect(confirmUndo.getByText(/将从“决赛”移除本次晋级新建的参评作品/)).toBeVisible();
  await button(confirmUndo, '撤销晋级').click();
  await expect(page.getByText(`已撤销晋级，移除 ${promoted} 个参评作品`)).toBeVisible({ timeout: 30_000 });
  await expect(button(page, '撤销晋级')).toHaveCount(0);
  await expect(button(page, '确认晋级')).toBeEnabled();
});
