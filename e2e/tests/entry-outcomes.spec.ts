// Where one stage hands over to the next: a school cannot approve a team that breaks the competition's
// team rules (it is told which), and after a stage's cut-off an eliminated student, on a phone, is told so
// and offered no work submission. Screenshots at 1440 and 375 px, Chinese and English.
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { ReviewOutcomeApi, type CompetitionOption, type EliminationPreview } from '@podium/contracts';
import { button } from '../support/antd.ts';
import { apiCall } from '../support/api.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { EXTENDED } from '../support/extended.ts';
import { expectNoHorizontalOverflow } from '../support/layout-checks.ts';
import { keepScreenshot } from '../support/paths.ts';

const newPage = async (browser: Browser, width: number, lang: 'zh-cn' | 'en') => {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    isMobile: width < 800,
    hasTouch: width < 800,
  });
  const page = await context.newPage();
  await page.goto('/prod-api/health');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  return page;
};

const rows = (page: Page) => page.locator('.ant-table-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

/** Captains of the design competition's demo teams (seed extras/review.ts pairs the schools' students). */
const CAPTAIN_OF: Record<string, string> = {
  青瓷新生创作组: 'donghai01',
  城市微光创作组: 'donghai03',
  折纸书架创作组: 'donghai06',
  声音的形状创作组: 'xishan01',
  节气插画创作组: 'xishan03',
  无障碍导视创作组: 'xishan06',
};

test.describe.serial(`${EXTENDED} team rules and cut-offs as entrants live them`, () => {
  test.describe.configure({ timeout: 300_000 });

  test('@school is refused approving a team of two without an advisor, and told which rule', async ({
    browser,
  }) => {
    for (const [width, lang] of [
      [1440, 'zh-cn'],
      [375, 'en'],
      [1440, 'en'],
      [375, 'zh-cn'],
    ] as const) {
      const page = await newPage(browser, width, lang);
      await actFor(page, 'school', '东海大学');
      await page.goto('/signUp/list?pageSize=50');
      await expect(row(page, '云帆智控')).toBeVisible({ timeout: 90_000 });
      await row(page, '云帆智控').getByText('云帆智控').click();
      const drawer = page.getByRole('dialog', { name: '云帆智控' });
      const refusal =
        lang === 'en'
          ? 'The team breaks the competition’s rules: it has 2 student(s); 3–5 are required'
          : '队伍不符合竞赛规则：学生人数为 2 人，竞赛要求 3–5 人';
      // The detail says which rule the team breaks, and approval is not offered.
      await expect(drawer.getByTestId('rule-breach')).toContainText(refusal);
      await expect(button(drawer, lang === 'en' ? 'Approve' : '通过')).toBeDisabled();
      await keepScreenshot(page, `entry-outcomes-school-refused-${width}-${lang}`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // Approving it among a selection approves nothing and says why.
      await row(page, '云帆智控').locator('.ant-checkbox-input').check();
      await button(page, lang === 'en' ? 'Approve selected' : '批量通过').click();
      await button(page.locator('.ant-popconfirm'), lang === 'en' ? 'OK' : '确定').click();
      await expect(page.locator('.ant-message').getByText(refusal, { exact: false })).toBeVisible();
      await keepScreenshot(page, `entry-outcomes-school-batch-refused-${width}-${lang}`);
      await expect(row(page, '云帆智控').locator('.ant-tag').first()).toHaveText(
        lang === 'en' ? 'Pending' : '待审核',
      );
      if (width < 800) await expectNoHorizontalOverflow(page, 'school sign-up list');
      await page.context().close();
    }
  });

  test('@student on a phone sees the cut-off eliminated the team and is offered no submission', async ({
    browser,
  }) => {
    // The organiser computes the design competition's first stage, promotes the best one, publishes.
    const desk = await newPage(browser, 1440, 'zh-cn');
    const headers = await actFor(desk, 'organizer', '全国大学生创新竞赛组委会');
    const options = await apiCall<CompetitionOption[]>(desk.request, headers, '/competition/info/option');
    const design = options.find((c) => c.name.endsWith('高校学生创意设计大赛'))!;
    const stages = await apiCall<{ stageId: string; name: string }[]>(
      desk.request,
      headers,
      `/competition/stage/option/list?competitionId=${encodeURIComponent(design.competitionId)}`,
    );
    const stageId = stages[0]!.stageId;
    await apiCall(desk.request, headers, '/review/comment/result/finalScoreCalculation', { stageId });
    const rule = { mode: 'top', top: 1 };
    const preview = await apiCall<EliminationPreview>(
      desk.request,
      headers,
      ReviewOutcomeApi.eliminationPreview,
      {
        stageId,
        rule,
      },
    );
    await apiCall(desk.request, headers, ReviewOutcomeApi.eliminationCommit, { stageId, rule });
    await apiCall(desk.request, headers, ReviewOutcomeApi.resultPublish, { stageId, published: true });
    await desk.context().close();
    const cut = preview.rows.find((r) => !r.promoted && CAPTAIN_OF[r.teamName])!;
    expect(cut, 'an eliminated demo team').toBeDefined();

    for (const [width, lang] of [
      [375, 'zh-cn'],
      [375, 'en'],
      [1440, 'zh-cn'],
      [1440, 'en'],
    ] as const) {
      const page = await newPage(browser, width, lang);
      await loginByApi(page, CAPTAIN_OF[cut.teamName]!);
      await page.goto('/center/competition');
      const entry = page.getByTestId('my-competition').filter({ hasText: cut.teamName });
      await expect(entry).toBeVisible({ timeout: 90_000 });
      await expect(entry.getByTestId('entry-outcome')).toHaveText(lang === 'en' ? 'Not promoted' : '未晋级');
      await expect(entry.getByTestId('entry-standing')).toContainText(
        lang === 'en' ? 'Not promoted' : '未晋级',
      );
      await expect(entry.locator('[data-action="submitWork"]')).toHaveCount(0);
      // 查看成绩 leads to the results card: points by criterion (the experts' mean over the maximum).
      await entry.locator('[data-action="viewResult"]').click();
      await expect(page).toHaveURL(/#my-results$/);
      await expect(page.locator('#my-results')).toContainText(/\d+(\.\d)?\/\d+/);
      if (width < 800) await expectNoHorizontalOverflow(page, 'user centre');
      await keepScreenshot(page, `entry-outcomes-eliminated-${width}-${lang}`, { fullPage: true });
      await page.context().close();
    }
  });
});
