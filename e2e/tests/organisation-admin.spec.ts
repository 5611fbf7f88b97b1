import { expect, test, type Page } from '../support/test.ts';
import { API_BASE, ApiPath, type Envelope, type GroupSelection } from '@podium/contracts';
import ExcelJS from 'exceljs';
import { answerDialog, button, choose, expandNode, selectOf, tickNode, treeNode } from '../support/antd.ts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

const ORGANISER = '全国大学生创新竞赛组委会';
/** A user of the demo school 东海大学, outside the new school: never visible to its role. */
const DONGHAI_STUDENT = '李同学';
const IMPORTED_USERS = 50;

/** Names unique to this run, so a reused server (E2E_REUSE_SERVER=1) does not collide with earlier runs. */
const run = Date.now().toString(36).slice(-6);
const school = { name: `E2E 创新学院 ${run}`, code: `SCH-E2E-${run.toUpperCase()}`, province: '浙江省' };
const role = { name: `用户查询员${run}`, key: `user_viewer_${run}` };
const userAt = (n: number) => ({
  username: `e2e${run}u${String(n).padStart(2, '0')}`,
  realName: `学员${run}${String(n).padStart(2, '0')}`,
});
const knownUser = userAt(7);

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

/** Waits for antd's "saved" toast. */
const expectSaved = (page: Page) =>
  expect(page.locator('.ant-message').getByText('保存成功').last()).toBeVisible();

/** The user list's search form: keyword, then search. */
async function searchUsers(page: Page, keyword: string): Promise<void> {
  await page.getByLabel('关键字').fill(keyword);
  await button(page, '搜索').click();
}

/** Fills the downloaded template: the notes row and header stay, one data row per user from row 3 on. */
async function fillTemplate(templatePath: string, outPath: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const column = new Map<string, number>();
  sheet.getRow(2).eachCell((cell, col) => column.set(String(cell.value), col));
  expect([...column.keys()]).toEqual(
    expect.arrayContaining(['用户名', '姓名', '邮箱', '所属机构编码', '角色', '状态']),
  );
  for (let n = 1; n <= IMPORTED_USERS; n += 1) {
    const user = userAt(n);
    const row = sheet.getRow(2 + n);
    row.getCell(column.get('用户名')!).value = user.username;
    row.getCell(column.get('姓名')!).value = user.realName;
    row.getCell(column.get('邮箱')!).value = `${user.username}@e2e.podium.local`;
    row.getCell(column.get('所属机构编码')!).value = school.code;
    row.getCell(column.get('角色')!).value = role.name;
    row.getCell(column.get('状态')!).value = '正常';
    row.commit();
  }
  await workbook.xlsx.writeFile(outPath);
}

test.describe('organisation admin', () => {
  test('@admin creates a school, a narrow role and 50 imported users; such a user sees only their menus and data', async ({
    page,
    browser,
  }, testInfo) => {
    // A long journey (school, role, menus, a 50-row import, a second sign-in) on a 2-core CI machine.
    test.setTimeout(240_000);
    await actFor(page, 'admin', ORGANISER);

    // 1. A school under the organiser group.
    await page.goto('/system/school');
    await button(page, '新增学校').click();
    const schoolDrawer = page.getByRole('dialog', { name: '新增学校' });
    await choose(schoolDrawer.getByLabel('上级机构'), ORGANISER);
    await schoolDrawer.getByLabel('学校名称').fill(school.name);
    await schoolDrawer.getByLabel('学校编码').fill(school.code);
    await choose(selectOf(schoolDrawer, '省份'), school.province, { search: '浙江' });
    await keepScreenshot(page, 'org-admin-school-drawer');
    await button(schoolDrawer, '保存').click();
    await expectSaved(page);
    await expect(schoolDrawer).toBeHidden();
    const schoolRow = page.getByRole('row').filter({ hasText: school.code });
    await expect(schoolRow).toContainText(school.name);
    await expect(schoolRow).toContainText(ORGANISER);
    await keepScreenshot(page, 'org-admin-school-list');

    // The new school may use the workbench, users and roles (its superior decides); the role narrows that.
    await page.goto('/system/menu?tab=group');
    await choose(page.getByRole('combobox', { name: '机构' }), school.name);
    const groupMenuTree = page.getByRole('tree');
    for (const menu of ['工作台', '用户管理', '角色管理']) await tickNode(groupMenuTree, menu);
    await button(page, '保存').click();
    await answerDialog(page);
    await expectSaved(page);
    await keepScreenshot(page, 'org-admin-group-menus', { fullPage: true });

    // 2. A role of the new school: only 用户管理 → 查询, its own group's data, the 用户管理 menu.
    await page.goto('/system/role');
    await button(page, '新增').click();
    const roleDrawer = page.getByRole('dialog', { name: '新增角色' });
    await roleDrawer.getByLabel('角色名称').fill(role.name);
    await roleDrawer.getByLabel('角色标识').fill(role.key);
    await choose(selectOf(roleDrawer, '所属机构'), school.name);
    await choose(selectOf(roleDrawer, '数据范围'), '仅本机构', { search: false });
    const permissionTree = roleDrawer
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '权限' }) });
    await expandNode(permissionTree, '用户管理');
    // Other areas (news) show a leaf called 查询 too; 用户管理's comes first, as the tree lists 系统管理 first.
    const userList = treeNode(permissionTree, '查询').first().getByRole('checkbox');
    await userList.click();
    await expect(userList).toHaveAttribute('aria-checked', 'true');
    const menuTree = roleDrawer
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '菜单' }) });
    // Only what the school may use is offered.
    await expect(treeNode(menuTree, '竞赛管理')).toHaveCount(0);
    await expandNode(menuTree, '系统管理');
    await tickNode(menuTree, '用户管理');
    await expect(treeNode(menuTree, '角色管理').getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await keepScreenshot(page, 'org-admin-role-drawer');
    await button(roleDrawer, '保存').click();
    await expectSaved(page);
    await expect(roleDrawer).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: role.key })).toContainText(school.name);

    // 3. Fifty users of the new school with the new role, from the wizard's own template.
    await page.goto('/system/user');
    await searchUsers(page, DONGHAI_STUDENT);
    await expect(page.getByRole('cell', { name: DONGHAI_STUDENT, exact: true })).toBeVisible();
    await button(page, '导入').click();
    const wizard = page.getByRole('dialog', { name: '导入用户' });
    const download = page.waitForEvent('download');
    await button(wizard, '下载模板').click();
    const templatePath = testInfo.outputPath('user-template.xlsx');
    await (await download).saveAs(templatePath);
    const filledPath = testInfo.outputPath('users-filled.xlsx');
    await fillTemplate(templatePath, filledPath);

    await button(wizard, '下一步').click();
    await wizard.locator('input[type="file"]').setInputFiles(filledPath);
    await button(wizard, '开始校验').click();
    await expect(wizard.getByText(`共 ${IMPORTED_USERS} 行，可导入 ${IMPORTED_USERS} 行`)).toBeVisible();
    await expect(wizard.getByText('校验通过，可以导入。')).toBeVisible();
    await keepScreenshot(page, 'org-admin-import-checked');
    await button(wizard, '下一步').click();
    // No password typed: the server generates one and the wizard shows it this once.
    await button(wizard, '开始导入').click();
    await expect(wizard.getByText(`导入完成：新增 ${IMPORTED_USERS} 人，更新 0 人。`)).toBeVisible();
    const initialPassword = (await wizard.locator('code').innerText()).trim();
    expect(initialPassword).toMatch(/^[A-Za-z]{6}\d{4}$/);
    await keepScreenshot(page, 'org-admin-import-done');
    await button(wizard.locator('.ant-result'), '关闭').click();
    await searchUsers(page, knownUser.realName);
    const knownRow = page.getByRole('row').filter({ hasText: knownUser.username });
    await expect(knownRow).toContainText(school.name);
    await expect(knownRow).toContainText(role.name);

    // 4. One of them signs in through the form, in a browser of their own.
    const context = await browser.newContext();
    const userPage = await context.newPage();
    try {
      await userPage.goto('/neibu/login');
      await userPage.getByPlaceholder('请输入用户名').fill(knownUser.username);
      await userPage.getByPlaceholder('请输入密码').fill(initialPassword);
      await button(userPage, '登录').click();
      await expect(userPage).toHaveURL(/\/dashboard$/);

      // The sidebar holds 系统管理 → 用户管理 and nothing else (not even what the school may use).
      const sider = userPage.getByRole('navigation', { name: /侧边菜单/ });
      await userPage.getByRole('button', { name: '展开侧边栏' }).click();
      await sider.getByText('系统管理').click();
      await expect(sider.getByRole('menuitem')).toHaveText(['系统管理', '用户管理']);
      await keepScreenshot(userPage, 'org-admin-user-menu');

      // Their user list: the 50 of their school, no one else; no buttons they were not given.
      await sider.getByText('用户管理').click();
      await expect(userPage).toHaveURL(/\/system\/user/);
      await expect(userPage.locator('.ant-pagination-total-text')).toHaveText(`共 ${IMPORTED_USERS} 条`);
      const rows = userPage.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toContainText(school.name);
      await expect(rows.filter({ hasNotText: school.name })).toHaveCount(0);
      for (const caption of ['新增用户', '导入', '导出'])
        await expect(button(userPage, caption)).toHaveCount(0);
      await keepScreenshot(userPage, 'org-admin-user-list');
      await searchUsers(userPage, knownUser.realName);
      await expect(userPage.getByRole('cell', { name: knownUser.realName, exact: true })).toBeVisible();
      await searchUsers(userPage, DONGHAI_STUDENT);
      await expect(userPage.locator('.ant-table-placeholder')).toBeVisible();
      await expect(userPage.getByRole('cell', { name: DONGHAI_STUDENT, exact: true })).toHaveCount(0);

      // A page the role was not given is not there for them.
      await userPage.goto('/system/role');
      await expect(userPage).toHaveURL(/\/noPage$/);
      await expect(userPage.getByText('暂无权限')).toBeVisible();
      await keepScreenshot(userPage, 'org-admin-user-no-role-page');
    } finally {
      await context.close();
    }
  });
});
