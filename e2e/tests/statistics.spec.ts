import { expect, test, type Page } from '../support/test.ts';
import { API_BASE, CompetitionApi, type Envelope } from '@podium/contracts';
import { actFor } from '../support/auth.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { EXTENDED } from '../support/extended.ts';
import { keepScreenshot } from '../support/paths.ts';
import { answerDialog, choose, selectOf } from '../support/antd.ts';

// Database statistics (issue 21): the organiser sees the season's key numbers and charts, narrows them to
// one competition and clicks through from the by-school chart to the sign-up list filtered the same way;
// a school sees its own school only; the page fits a phone in English.
const kpi = (page: Page, label: string) =>
  page.locator('.statistics-kpi').filter({ has: page.locator('.statistics-kpi-label', { hasText: label }) });
/** A key number as the server gave it (the card animates towards it). */
const figure = async (page: Page, label: string) =>
  Number(await kpi(page, label).locator('.statistics-kpi-value').getAttribute('data-value'));
const card = (page: Page, title: string) => page.locator('.statistics-card').filter({ hasText: title });

test('@organizer filters the statistics to one competition and drills from a chart into the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
  await page.goto('/database/statistics');
  await expect(page.locator('.statistics-chart canvas').first()).toBeVisible({ timeout: 90_000 });
  const all = await figure(page, '报名队伍');
  expect(all).toBeGreaterThan(0);
  await keepScreenshot(page, 'statistics-1440-zh', { fullPage: true });

  // One competition: the address carries the filter, and the numbers narrow.
  const search = page.locator('form#statistics-search');
  await search.getByLabel('竞赛').click();
  // The demo's running team competition (other journeys may leave competitions of their own, without sign-ups).
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '智能创新设计大赛' })
    .first();
  const competition = (await option.innerText()).trim();
  await option.click();
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page).toHaveURL(/competitionId=/);
  await expect.poll(() => figure(page, '竞赛'), { timeout: 30_000 }).toBe(1);
  const narrowed = await figure(page, '报名队伍');
  expect(narrowed).toBeLessThanOrEqual(all);

  // The by-school chart read as a table: a school's name opens the sign-up list of that school and competition.
  const schools = card(page, '报名按学校');
  await schools.getByRole('button', { name: '以表格查看' }).click();
  const first = schools.locator('.ant-table-row').first();
  const count = Number(await first.locator('td').last().innerText());
  await first.locator('.statistics-drill').click();
  await expect(page).toHaveURL(/\/signUp\/list\?.*schoolId=/);
  await expect(page).toHaveURL(/competitionId=/);
  await expect(page.locator('.ant-pagination-total-text, .ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.ant-table-row')).toHaveCount(Math.min(count, 10));
  for (const cell of await page.locator('.ant-table-row').allInnerTexts())
    expect(cell).toContain(competition);

  // Back to the figures: a province opens the list of that province's sign-ups, the filter shown in the form.
  await page.goBack();
  const provinces = card(page, '报名按省份');
  await provinces.getByRole('button', { name: '以表格查看' }).click();
  const province = provinces.locator('.ant-table-row').first();
  const inProvince = Number(await province.locator('td').last().innerText());
  const provinceName = (await province.locator('.statistics-drill').innerText()).trim();
  await province.locator('.statistics-drill').click();
  await expect(page).toHaveURL(/\/signUp\/list\?.*provinceCode=/);
  // The province filter sits past the first row of filters: the fold opens by itself, so the reader sees
  // why the list is narrowed without looking for it.
  const fold = page.locator('form button[aria-expanded]');
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('form').getByText(provinceName)).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(Math.min(inProvince, 10));
  await keepScreenshot(page, 'signup-list-by-province-1440-zh');
  // Folding it again is the reader's choice, and sticks.
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('form').getByText(provinceName)).toBeHidden();

  // On a phone only the first filter shows while folded: the same address opens the fold there too.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.locator('form').getByText(provinceName)).toBeVisible({ timeout: 30_000 });
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await keepScreenshot(page, 'signup-list-by-province-375-zh');
});

test('@school sees its own school only; the page fits a phone in English and in the dark mode', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await actFor(page, 'school', '东海大学');
  await page.addInitScript(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'dark');
  });
  await page.goto('/database/statistics');
  await expect(page.locator('.statistics-chart canvas').first()).toBeVisible({ timeout: 90_000 });
  const schools = card(page, 'Sign-ups by school');
  await schools.getByRole('button', { name: 'Show as table' }).click();
  await expect(schools.locator('.ant-table-row')).toHaveCount(1);
  await expect(schools.locator('.ant-table-row')).toContainText('东海大学');
  await expectNoHorizontalOverflow(page, 'statistics on a phone');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await keepScreenshot(page, 'statistics-375-en-dark', { fullPage: true });
});

test('@organizer copies a competition into a new season and compares it with the season before', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const headers = await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
  await page.goto('/competition/list');
  const row = page.locator('.ant-table-row').filter({ hasText: '2026 全国大学生智能创新设计大赛' });
  // Copy is under the row's 更多 menu (the action cell keeps to one line).
  await row.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: '复制到新赛季' }).click();
  const dialog = page.getByRole('dialog', { name: '复制到新赛季' });
  await expect(dialog.getByLabel('新竞赛名称')).toHaveValue('2027 全国大学生智能创新设计大赛');
  await dialog.getByLabel('届次/赛季').fill('第二届');
  // A press during the dialog's opening animation can be lost (CI saw it): answer until the dialog closes.
  await answerDialog(page, '复制');
  await expect(page).toHaveURL(/competition\/addEdit\?competitionId=/);
  const copy = new URL(page.url()).searchParams.get('competitionId')!;
  try {
    // The new season has no sign-up yet; beside it, the season it was copied from with its own figures.
    await page.goto(`/database/statistics?competitionId=${encodeURIComponent(copy)}`);
    const seasons = page.locator('.statistics-seasons');
    await expect(seasons).toBeVisible({ timeout: 60_000 });
    await expect(seasons.locator('thead th')).toContainText(['指标', '2027 第二届', '2026', '较上届']);
    const signUps = seasons.locator('.ant-table-row').filter({ hasText: '报名队伍' }).locator('td');
    await expect(signUps.nth(1)).toHaveText('0');
    expect(Number(await signUps.nth(2).innerText())).toBeGreaterThan(0);
    await expect(seasons.locator('canvas')).toBeVisible();
    await keepScreenshot(page, 'statistics-seasons-1440-zh', { fullPage: true });
  } finally {
    // Leave the demo as it was for the journeys after this one (a fresh copy is a draft: it may go).
    const removed = await page.request.post(`${API_BASE}${CompetitionApi.remove}`, {
      headers,
      data: { competitionId: copy },
    });
    expect(((await removed.json()) as Envelope<unknown>).code).toBe(0);
  }
});

test('@organizer reads the review per expert group of one competition and opens that group’s distribution', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'light');
  });
  await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
  await page.goto('/database/statistics');
  await expect(page.locator('.statistics-chart canvas').first()).toBeVisible({ timeout: 90_000 });
  // Every competition at once: the chart asks for one.
  const review = card(page, 'Review per expert group');
  await expect(review).toContainText('Choose a competition');
  await keepScreenshot(page, 'statistics-1440-en', { fullPage: true });

  const search = page.locator('form#statistics-search');
  await search.getByLabel('Competition').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '高校学生创意设计大赛' })
    .click();
  await search.getByRole('button', { name: /search/i }).click();
  await expect(page).toHaveURL(/competitionId=/);
  await expect(review.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await keepScreenshot(page, 'statistics-1440-en-one-competition', { fullPage: true });

  // Read as a table: the group, then its experts; the group opens the stage's distribution list of that group.
  await review.getByRole('button', { name: 'Show as table' }).click();
  const group = review.locator('.ant-table-row').filter({ hasText: '第一评审组' }).first();
  await expect(group).toBeVisible();
  await expect(review.locator('.statistics-drill-expert').first()).toBeVisible();
  await group.locator('.statistics-drill').click();
  await expect(page).toHaveURL(/\/review\/distribution\?.*stageId=.*dist\.expertGroupId=/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  // The pickers show the competition, and the group filter holds the group (antd 6: the select's own text).
  await expect(page.locator('.ant-select').filter({ hasText: '第一评审组' })).toBeVisible();
  await expect(page.locator('.ant-select').filter({ hasText: '高校学生创意设计大赛' })).toBeVisible();
  // Chosen by hand on the bare page, the choice lives in the address: a reload keeps competition and stage.
  await page.goto('/review/distribution');
  await choose(selectOf(page, 'Competition'), '2025 高校学生创意设计大赛', {
    search: '高校学生创意设计大赛',
  });
  await selectOf(page, 'Stage').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(page).toHaveURL(/competitionId=.*stageId=|stageId=.*competitionId=/);
  await page.reload();
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-select').filter({ hasText: '高校学生创意设计大赛' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync entries' }).last()).toBeEnabled();
});

// A variant: the school's test fits the page to a phone (English, dark) and the layout journey's desk walk
// measures /database/statistics at 375 px in Chinese.
test('@organizer the statistics fit a phone in Chinese, light', { tag: EXTENDED }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    localStorage.setItem('language', 'zh-CN');
    localStorage.setItem('theme', 'light');
  });
  await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
  await page.goto('/database/statistics');
  await expect(page.locator('.statistics-chart canvas').first()).toBeVisible({ timeout: 90_000 });
  await expect(card(page, '专家组评审进度')).toBeVisible();
  await expect(card(page, '证书发放与下载')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'statistics on a phone, zh');
  await keepScreenshot(page, 'statistics-375-zh', { fullPage: true });
});
