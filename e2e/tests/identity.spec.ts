import { expect, test, type Page } from '../support/test.ts';
import {
  API_BASE,
  CenterApi,
  SchoolApi,
  type Envelope,
  type PageResult,
  type SchoolPortalRow,
} from '@podium/contracts';
import { button, choose, selectOf } from '../support/antd.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { freshStudent } from '../support/students.ts';

/** A one-minute hand-over code for `username`'s account, as a partner site signed in as them asks for one. */
const handoverCodeOf = async (page: Page, username: string) => {
  const login = await page.request.post('/prod-api/auth/login/pwd', {
    data: { username, password: 'Demo@12345' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await page.request.post('/prod-api/auth/handover/code', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  return { code: ((await res.json()) as { data: { code: string } }).data.code, token };
};

const signedInName = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/prod-api/auth/user/info', {
      headers: { authorization: localStorage.getItem('accessToken') ?? '' },
    });
    return ((await res.json()) as { data?: { username: string } }).data?.username ?? null;
  });

test.describe('identity', () => {
  test('@identity a link never puts another account into a signed-in browser without asking', async ({
    page,
  }) => {
    await loginByApi(page, 'student');
    const other = await handoverCodeOf(page, 'student2');

    // A bearer token in the address is dropped unread and removed from the address bar.
    await page.goto(`/center/set?token=${other.token}`);
    await expect(page).toHaveURL(/\/center\/set$/);
    expect(await signedInName(page)).toBe('student');

    // A hand-over code for another account: the page asks, naming it; keeping changes nothing.
    await page.goto(`/center/set?handover=${other.code}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('切换账号？')).toBeVisible();
    await expect(dialog.getByText(/周\*学（student2）/)).toBeVisible();
    await keepScreenshot(page, 'identity-handover-ask');
    await dialog.getByTestId('handover-keep').click();
    await expect(dialog).toBeHidden();
    expect(await signedInName(page)).toBe('student');

    // The person's own school is fixed after the first choice: moving is a request to the new school.
    await expect(page.getByTestId('school-change')).toBeVisible();
    await expect(page.getByTestId('school-change-open')).toBeVisible();
  });

  test('@identity a visitor signed in by a hand-over link is told whose account it is', async ({ page }) => {
    const { code } = await handoverCodeOf(page, 'student2');
    await page.goto(`/center/users?handover=${code}`);
    await expect(page).toHaveURL(/\/center\/users$/);
    const notice = page.getByTestId('handover-notice');
    await expect(notice).toContainText('周*学（student2）');
    await keepScreenshot(page, 'identity-handover-notice');
    expect(await signedInName(page)).toBe('student2');
    // Used once: the same link signs nobody in again.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/center/users?handover=${code}`);
    await expect(page).toHaveURL(/\/neibu\/login/);
  });

  test('@identity a student moves school once the new school approves on the desk', async ({ page }) => {
    // A new student whose first school (their own choice) is 西山理工学院, on a phone.
    const student = await freshStudent(page.request, '吴转学');
    const token = await loginByApi(page, student.username, student.password);
    const found = await page.request.get(`${API_BASE}${SchoolApi.portalPage}`, {
      params: { keyword: '西山理工学院' },
    });
    const xishan = ((await found.json()) as Envelope<PageResult<SchoolPortalRow>>).data.rows[0]!;
    const saved = await page.request.post(`${API_BASE}${CenterApi.profileSave}`, {
      headers: { authorization: token },
      data: { realName: student.realName, schoolId: xishan.schoolId },
    });
    expect(((await saved.json()) as Envelope<unknown>).code).toBe(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/center/set');
    await page.getByTestId('school-change-open').click();
    const ask = page.getByRole('dialog');
    await choose(selectOf(ask, '新学校'), '东海大学', { search: '东海' });
    await button(ask, '提交申请').click();
    await expect(page.getByText('转校申请已提交，等待新学校审核')).toBeVisible();

    // 东海大学's desk: the request is listed; approving asks first, then says what happened.
    await page.setViewportSize({ width: 1440, height: 900 });
    await actFor(page, 'school', '东海大学');
    await page.goto('/system/schoolChange');
    const row = page.locator('.ant-table-row').filter({ hasText: student.username });
    await expect(row).toContainText('西山理工学院');
    await expect(row).toContainText('待审核');
    await button(row, '通过').click();
    await button(page.locator('.ant-popconfirm'), '确定').click();
    await expect(page.getByText('已通过：吴转学 现属于 东海大学')).toBeVisible();
    await expect(row).toContainText('已通过');
    await keepScreenshot(page, 'identity-school-change-desk');

    // The student's profile now shows the new school.
    await loginByApi(page, student.username, student.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/center/set');
    const schoolField = page
      .locator('.ant-form-item')
      .filter({ has: page.locator('.ant-form-item-label').getByText('学校', { exact: true }) });
    await expect(schoolField).toContainText('东海大学');
    await expect(schoolField).not.toContainText('西山理工学院');
  });
});
