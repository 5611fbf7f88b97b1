import { expect, test, type Browser, type Page } from '../support/test.ts';
import { API_BASE, SummaryApi, type Envelope, type SummaryTaskSaveBody } from '@podium/contracts';
import { actFor } from '../support/auth.ts';
import { answerDialog, button } from '../support/antd.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';

const ORGANISER_GROUP = '全国大学生创新竞赛组委会';
const SCHOOL = '东海大学';

/** A task of its own for this run, asking 东海大学 only, published through the organiser's API. */
const publishTask = async (page: Page, headers: Record<string, string>) => {
  const title = `学科竞赛报送-${Date.now() % 100_000}`;
  const body: SummaryTaskSaveBody = {
    title,
    description: '请如实填报本校参赛情况',
    deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    fields: [
      { key: 'contact', label: '填报联系人', type: 'text', required: true },
      { key: 'students', label: '参赛学生人数', type: 'number', required: true },
    ],
    checks: [
      {
        checkId: 'few',
        field: 'students',
        rule: 'min',
        value: 10,
        level: 'warn',
        message: '参赛人数少于 10 人',
      },
    ],
    schoolIds: [],
    allSchools: false,
  };
  const options = await page.request.get(`${API_BASE}${SummaryApi.schoolOptions}`, { headers });
  const schools = ((await options.json()) as Envelope<{ schoolId: string; name: string }[]>).data;
  body.schoolIds = [schools.find((s) => s.name === SCHOOL)!.schoolId];
  const saved = await page.request.post(`${API_BASE}${SummaryApi.taskSave}`, { headers, data: body });
  const { taskId } = ((await saved.json()) as Envelope<{ taskId: string }>).data;
  const published = await page.request.post(`${API_BASE}${SummaryApi.taskPublish}`, {
    headers,
    data: { taskId },
  });
  expect(((await published.json()) as Envelope<unknown>).code).toBe(0);
  return { taskId, title };
};

const newPage = async (browser: Browser, width: number, height: number) => {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
};

test.describe('school reporting', () => {
  test('@school a school fills a task on a phone; the organiser returns it once with a note and accepts it the second time', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const organiser = await newPage(browser, 1440, 900);
    const headers = await actFor(organiser, 'organizer', ORGANISER_GROUP);
    const { taskId, title } = await publishTask(organiser, headers);

    // The school, on a 375-px phone, in Chinese: finds the task, fills it in, the draft saves itself.
    const school = await newPage(browser, 375, 812);
    await actFor(school, 'school', SCHOOL);
    await school.goto('/summary/submission');
    const item = school.locator('.ant-list-item', { hasText: title });
    await expect(item).toBeVisible({ timeout: 90_000 });
    await expect(item.getByText('未填报')).toBeVisible();
    await item.getByRole('button', { name: /填\s*报/ }).click();
    await school.getByLabel('填报联系人').fill('钱老师');
    await school.getByLabel('参赛学生人数').fill('6');
    // Fewer than 10: the warning asks for an explanation before submitting.
    const explanation = school.getByLabel('预警说明：参赛人数少于 10 人');
    await expect(explanation).toBeVisible();
    await explanation.fill('今年仅一个学院参加');
    await expect(school.getByText(/草稿已自动保存/)).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(school, 'the school filling a report on a phone');
    await button(school, '提交').click();
    await answerDialog(school);
    await expect(school.locator('.ant-alert', { hasText: '已提交，正在等待审核' })).toBeVisible({
      timeout: 30_000,
    });

    // The organiser reviews it and returns it with a note.
    await organiser.goto(`/summary/submission?taskId=${taskId}`);
    const row = organiser.locator('.ant-table-tbody tr.ant-table-row', { hasText: SCHOOL });
    await expect(row.getByText('待审核')).toBeVisible({ timeout: 90_000 });
    await row.getByRole('button', { name: /查\s*看/ }).click();
    const drawer = organiser.getByRole('dialog', { name: `${SCHOOL} · ${title}` });
    await expect(drawer.getByText('今年仅一个学院参加')).toBeVisible({ timeout: 30_000 });
    await button(drawer, '退回').click();
    const dialog = organiser.getByRole('dialog', { name: `退回给 ${SCHOOL}` });
    await dialog.getByLabel('退回说明（学校可见）').fill('请核实参赛人数');
    await button(dialog, '确定').click();
    await expect(organiser.getByText('已退回').first()).toBeVisible({ timeout: 30_000 });

    // The school, now in English, reads the note, corrects the number and submits again.
    await school.evaluate(() => localStorage.setItem('language', 'en'));
    await school.goto(`/summary/submission?taskId=${taskId}`);
    await expect(school.getByText('Returned by the organiser: 请核实参赛人数')).toBeVisible({
      timeout: 90_000,
    });
    await school.getByLabel('参赛学生人数').fill('24');
    await expect(school.getByLabel('Warning: 参赛人数少于 10 人')).toHaveCount(0);
    await school.getByRole('button', { name: 'Submit' }).click();
    await answerDialog(school, 'OK');
    await expect(school.locator('.ant-alert', { hasText: 'Submitted; awaiting review' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoHorizontalOverflow(school, 'the school after resubmitting, in English');

    // The organiser accepts the second version; the school finds it locked.
    await organiser.reload();
    await expect(row.getByText('待审核')).toBeVisible({ timeout: 90_000 });
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await expect(drawer.getByText('24', { exact: true })).toBeVisible({ timeout: 30_000 });
    await button(drawer, '审核通过').click();
    await button(organiser.locator('.ant-popover'), '确定').click();
    await expect(drawer.locator('.ant-tag', { hasText: '已通过' })).toBeVisible({ timeout: 30_000 });

    await school.reload();
    await expect(school.getByText('Accepted; the report is locked')).toBeVisible({ timeout: 90_000 });
    await school.evaluate(() => localStorage.setItem('language', 'zh-cn'));

    // The record shows each step of it.
    await organiser.goto(`/summary/record?taskId=${taskId}`);
    const steps = organiser.locator('.ant-table-tbody tr.ant-table-row');
    await expect(steps.first()).toBeVisible({ timeout: 90_000 });
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText('审核通过');
  });
});
