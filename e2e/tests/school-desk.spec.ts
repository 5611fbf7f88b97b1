// The school persona's desk (钱老师 of 东海大学, 1440 px, Chinese): the competition list shows the
// competitions open to the school and recommends one of its students' teams into one of them through the
// import of recommended teams; its students' published awards and certificates are listed read-only,
// searched and exported — never another school's. Screenshots go to e2e/screenshots.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '../support/test.ts';
import {
  API_BASE,
  CenterApi,
  SchoolApi,
  SignUpAdminApi,
  type Envelope,
  type PageResult,
  type SchoolPortalRow,
  type SignUpOptions,
} from '@podium/contracts';
import { actFor, loginByApi } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot } from '../support/paths.ts';
import { freshStudent } from '../support/students.ts';

const slow = { timeout: 60_000 };
const COMPETITION = /全国大学生智能创新设计大赛$/;
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** A new student whose school is 东海大学 (chosen once in the profile, as a newcomer does). */
const donghaiStudent = async (page: Page, realName: string) => {
  const student = await freshStudent(page.request, realName);
  const token = await loginByApi(page, student.username, student.password);
  const found = await page.request.get(`${API_BASE}${SchoolApi.portalPage}`, {
    params: { keyword: '东海大学' },
  });
  const donghai = ((await found.json()) as Envelope<PageResult<SchoolPortalRow>>).data.rows[0]!;
  const saved = await page.request.post(`${API_BASE}${CenterApi.profileSave}`, {
    headers: { authorization: token },
    data: { realName, schoolId: donghai.schoolId },
  });
  expect(((await saved.json()) as Envelope<unknown>).code).toBe(0);
  return student;
};

test.describe.serial('the school’s desk', () => {
  test.describe.configure({ timeout: 240_000 });

  test('@school sees the competitions open to it and recommends its student’s team into one', async ({
    page,
  }) => {
    const student = await donghaiStudent(page, '推荐同学');
    await page.setViewportSize({ width: 1440, height: 900 });
    const school = await actFor(page, 'school', '东海大学');

    // 竞赛列表: read-only rows of the competitions open to the school, each with 推荐队伍.
    await page.goto('/competition/list');
    const row = rows(page).filter({ hasText: '全国大学生智能创新设计大赛' });
    await expect(row).toBeVisible(slow);
    await expect(row.getByText('本校可报名')).toBeVisible();
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page, 'school desk: competitions');
    await keepScreenshot(page, 'school-desk-competitions', { fullPage: true });

    // The template the dialog offers, filled with one team whose captain is the school's new student.
    const competitions = await page.request.get(`${API_BASE}${SignUpAdminApi.importCompetitions}`, {
      headers: school,
    });
    const target = (
      (await competitions.json()) as Envelope<{ competitionId: string; name: string }[]>
    ).data.find((c) => COMPETITION.test(c.name))!;
    const options = (
      (await (
        await page.request.get(`${API_BASE}${SignUpAdminApi.options}`, {
          headers: school,
          params: { competitionId: target.competitionId },
        })
      ).json()) as Envelope<SignUpOptions>
    ).data;
    const template = await page.request.get(`${API_BASE}${SignUpAdminApi.importTemplate}`, {
      headers: school,
      params: { competitionId: target.competitionId },
    });
    expect(template.ok()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await template.body()).buffer);
    const sheet = workbook.worksheets[0]!;
    const teamName = `东海推荐${Date.now().toString(36).slice(-4)}队`;
    sheet.getRow(3).values = [
      teamName,
      options.items[0]!.label,
      options.groups[0]?.label ?? '',
      student.username,
    ];
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    await row.getByRole('button', { name: '推荐队伍' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('导入学校推荐队伍')).toBeVisible();
    // The dialog opens on the competition of the row.
    await expect(dialog).toContainText('全国大学生智能创新设计大赛');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'teams.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect(dialog.getByText(/成功导入 1 支队伍/)).toBeVisible(slow);
    await keepScreenshot(page, 'school-desk-recommended');
    await dialog.getByRole('button', { name: '关闭' }).click();

    // The sign-up list shows the team as recommended by the school.
    await page.goto(`/signUp/list?keyword=${encodeURIComponent(teamName)}`);
    const team = rows(page).filter({ hasText: teamName });
    await expect(team).toBeVisible(slow);
    await expect(team.getByText('学校推荐')).toBeVisible();
  });

  test('@school lists its students’ awards and certificates, searches and exports them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await actFor(page, 'school', '东海大学');
    await page.goto('/competitionReward/school');
    const li = rows(page).filter({ hasText: '山海经新编系列海报' });
    await expect(li).toBeVisible(slow);
    await expect(li.getByText('李同学').first()).toBeVisible();
    // Its certificate is listed (the seed issued one for each line of the published list).
    await expect(li.getByText('未发')).toHaveCount(0);
    await expect(page.getByText('周同学')).toHaveCount(0);
    await expect(page.getByText('陈思琰')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, 'school desk: awards');
    await keepScreenshot(page, 'school-desk-awards', { fullPage: true });

    await page.getByPlaceholder('获奖者、学生、队伍或作品').fill('青瓷');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(rows(page)).toHaveCount(1, slow);
    await expect(rows(page).first()).toContainText('欧阳娜娜');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^本校获奖与证书_\d{8}\.xlsx$/);
  });
});
