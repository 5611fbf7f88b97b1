// Expert recruitment end to end: a visitor applies on a 375-px phone through the public page, the organiser
// approves the application on the desk, and the applicant appears in the expert library.
import { expect, test, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import { button, selectOf } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

const DEMO_CAMPAIGN = '2026 年度创新设计评审专家招募';

async function actAsOrganizer(page: Page) {
  const token = await loginByApi(page, 'organizer');
  const response = await page.request.get(`${API_BASE}${ApiPath.groupSelect}`, {
    headers: { authorization: token },
  });
  const { data: groups } = (await response.json()) as Envelope<GroupSelection[]>;
  const group = groups.find((g) => g.groupName === '全国大学生创新竞赛组委会');
  await page.evaluate((groupId) => localStorage.setItem('groupId', groupId), group!.groupId);
}

test('a visitor applies on a phone, the organiser approves, the expert is in the library', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Unique per run, so the journey never depends on an earlier run's application.
  const stamp = String(Date.now()).slice(-8);
  const name = `招募测试${stamp.slice(-4)}`;
  const phone = `139${stamp}`;

  const phoneContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const visitor = await phoneContext.newPage();
  await visitor.goto('/home/expertRecruitment');
  const card = visitor.locator('.recruit-card').filter({ hasText: DEMO_CAMPAIGN });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: /我要申请/ }).click();

  const form = visitor.locator('form#expert-apply');
  await expect(form).toBeVisible();
  // The server's rules hold in the form too: nothing is sent without consent.
  await form.getByRole('button', { name: /提交申请/ }).click();
  await expect(visitor.getByText('请勾选同意后再提交')).toBeVisible();
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('工作单位').fill('北辰设计研究院');
  await form.getByLabel('手机号').fill('1234');
  await expect(visitor.getByText('请输入 11 位手机号')).toBeVisible();
  await form.getByLabel('手机号').fill(phone);
  await selectOf(form, '专业领域').click();
  await visitor
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle('工业设计', { exact: true })
    .click();
  await visitor.keyboard.press('Escape');
  await form.getByLabel('个人简介').fill('十年工业设计经验');
  await form.getByText('我同意主办方为审核本次申请而收集和使用我的上述个人信息').click();
  await keepScreenshot(visitor, 'expert-recruitment-apply-375-zh', { fullPage: true });
  await form.getByRole('button', { name: /提交申请/ }).click();
  await expect(visitor.getByText('申请已提交')).toBeVisible();
  await phoneContext.close();

  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await actAsOrganizer(desk);
  await desk.goto('/expert/recruitment');
  await desk.getByRole('tab', { name: '申请审核' }).click();
  const row = desk.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(/^139\*{4}\d{4}$/)).toBeVisible();
  await row.getByRole('button', { name: /通过并入库/ }).click();
  await button(desk.locator('.ant-popconfirm'), '确定').click();
  await expect(desk.getByText('已加入专家库')).toBeVisible();
  await expect(row.getByText('已入库')).toBeVisible();

  await desk.goto(`/expert/library?name=${encodeURIComponent(name)}`);
  const expert = desk.locator('.ant-table-row').filter({ hasText: name });
  await expect(expert).toBeVisible({ timeout: 30_000 });
  await expect(expert.getByText('工业设计')).toBeVisible();
});
