import { expect as baseExpect, test, type Page } from '../support/test.ts';
import { API_BASE, CenterApi, CompetitionApi, type Envelope, type PageResult } from '@podium/contracts';
import { button } from '../support/antd.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

/**
 * Every Podium time is Beijing time, whatever the browser's zone. These run the browser in New York,
 * as a student abroad would: the portal shows the deadlines the organiser meant, and a time picked in the
 * desk is saved as that Beijing wall-clock time.
 */
test.use({ timezoneId: 'America/New_York' });

/** The machine is shared and slow at times: give each step room. */
const expect = baseExpect.configure({ timeout: 30_000 });

const DEMO = '智能创新设计大赛';
const ORGANISER = '全国大学生创新竞赛组委会';
const run = Date.now().toString(36).slice(-6);

/** `YYYY-MM-DD HH:mm` of an instant in a zone, computed here rather than by the code under test. */
const wallClock = (iso: string, timeZone: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};

const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

type Row = { competitionId: string; name: string };
type StageRow = { name: string; signUpStart: string | null; signUpEnd: string | null; stageId: string };

test.describe('Beijing time in a browser abroad', () => {
  test('@visitor reads the demo competition’s windows at the Beijing wall-clock time, with a Beijing-time note, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home/competition');
    expect(await browserZone(page)).toBe('America/New_York');

    const list = (await (
      await page.request.get(`${API_BASE}${CompetitionApi.portalPage}`, {
        params: { keyword: DEMO, pageNum: 1, pageSize: 10 },
      })
    ).json()) as Envelope<PageResult<Row>>;
    const demo = list.data.rows.find((r) => r.name.includes(DEMO));
    expect(demo, `${DEMO} is listed`).toBeDefined();
    const stages = (await (
      await page.request.get(`${API_BASE}${CompetitionApi.portalStages}`, {
        params: { competitionId: demo!.competitionId },
      })
    ).json()) as Envelope<StageRow[]>;
    const stage = stages.data.find((s) => s.signUpEnd);
    expect(stage, 'a demo stage has a sign-up end').toBeDefined();
    const expected = wallClock(stage!.signUpEnd!, 'Asia/Shanghai');
    const abroad = wallClock(stage!.signUpEnd!, 'America/New_York');
    expect(abroad, 'the zones differ, so the check means something').not.toBe(expected);

    await page.goto(`/home/competition/details?competitionId=${demo!.competitionId}`);
    const stagesCard = page.locator('.ant-card').filter({ has: page.locator('.competition-stages') });
    const stageBlock = stagesCard.locator('.competition-stage').filter({ hasText: stage!.name });
    await expect(stageBlock).toContainText(expected);
    await expect(stageBlock).not.toContainText(abroad);
    await expect(stagesCard.getByTestId('beijing-time-note')).toHaveText('时间均为北京时间（UTC+8）');
    await keepScreenshot(page, 'beijing-time-details-1440-zh', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(stageBlock).toContainText(expected);
    await keepScreenshot(page, 'beijing-time-details-375-zh', { fullPage: true });

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(stageBlock).toContainText(expected);
    await expect(stagesCard.getByTestId('beijing-time-note')).toHaveText('Times are Beijing time (UTC+8)');
    await keepScreenshot(page, 'beijing-time-details-375-en', { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, 'beijing-time-details-1440-en', { fullPage: true });
  });

  test('@organizer picks a stage window in New York and the API holds that Beijing wall-clock time', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const headers = await actFor(page, 'organizer', ORGANISER);
    expect(await browserZone(page)).toBe('America/New_York');
    const created = await page.request.post(`${API_BASE}${CompetitionApi.add}`, {
      headers,
      data: { name: `E2E 北京时间 ${run}`, level: 'school', year: 2027 },
    });
    const { data } = (await created.json()) as Envelope<{ competitionId: string }>;
    const stagesOf = async () =>
      (
        (await (
          await page.request.get(`${API_BASE}${CompetitionApi.stageList}`, {
            headers,
            params: { competitionId: data.competitionId },
          })
        ).json()) as Envelope<StageRow[]>
      ).data;

    try {
      await page.goto(`/competition/scheduleSet?competitionId=${encodeURIComponent(data.competitionId)}`);
      const drawer = page.getByRole('dialog', { name: '添加阶段' });
      await button(page, '添加阶段').click();
      await drawer.getByLabel('阶段名称').fill('北京时间');
      const signUp = drawer.locator('.ant-form-item').filter({ hasText: '报名时间' }).locator('input');
      await signUp.nth(0).click();
      await signUp.nth(0).fill('2027-03-01 08:00');
      await signUp.nth(1).click();
      await signUp.nth(1).fill('2027-03-20 18:00');
      await signUp.nth(1).press('Tab');
      await drawer.getByText('阶段说明').click();
      await expect(signUp.nth(1)).toHaveValue('2027-03-20 18:00');
      await keepScreenshot(page, 'beijing-time-stage-picker-1440-zh');
      // A review that starts while sign-ups still arrive (no works in this stage): said under the field,
      // and saving stays allowed.
      const review = drawer.locator('.ant-form-item').filter({ hasText: '评审时间' });
      await review.locator('input').nth(0).click();
      await review.locator('input').nth(0).fill('2027-03-10 09:00');
      await review.locator('input').nth(1).click();
      await review.locator('input').nth(1).fill('2027-03-25 18:00');
      await review.locator('input').nth(1).press('Enter');
      await drawer.getByText('阶段说明').click();
      await expect(review).toContainText('评审开始早于报名截止');
      await keepScreenshot(page, 'stage-window-warning-1440-zh');
      await button(drawer, '保存').click();
      await expect(drawer).toBeHidden();

      // 08:00 and 18:00 in Beijing are 00:00 and 10:00 UTC; New York's clock would have made them 13:00 and 22:00.
      await expect
        .poll(async () => (await stagesOf()).find((s) => s.name === '北京时间'))
        .toMatchObject({ signUpStart: '2027-03-01T00:00:00.000Z', signUpEnd: '2027-03-20T10:00:00.000Z' });
      const row = page.getByRole('row').filter({ hasText: '北京时间' });
      await expect(row).toContainText('2027-03-01 08:00 – 2027-03-20 18:00');

      // Opened again, the picker shows the same Beijing wall clock; a changed end saves as its instant.
      await row.getByText('编辑').click();
      const edit = page.getByRole('dialog', { name: '编辑阶段' });
      const editSignUp = edit.locator('.ant-form-item').filter({ hasText: '报名时间' }).locator('input');
      await expect(editSignUp.nth(0)).toHaveValue('2027-03-01 08:00');
      await expect(editSignUp.nth(1)).toHaveValue('2027-03-20 18:00');
      // Typed key by key over the selected text and confirmed with Enter. (Left with Tab instead, an edited
      // end was at times saved unchanged, in Shanghai's zone too: noted in the helper's report.)
      await editSignUp.nth(1).click();
      await editSignUp.nth(1).press('ControlOrMeta+a');
      await editSignUp.nth(1).pressSequentially('2027-03-21 23:30');
      await editSignUp.nth(1).press('Enter');
      await edit.getByText('阶段说明').click();
      await expect(editSignUp.nth(1)).toHaveValue('2027-03-21 23:30');
      await button(edit, '保存').click();
      await expect(edit).toBeHidden();
      await expect
        .poll(async () => (await stagesOf()).find((s) => s.name === '北京时间')?.signUpEnd)
        .toBe('2027-03-21T15:30:00.000Z');
      await expect(row).toContainText('2027-03-21 23:30');
    } finally {
      const removed = await page.request.post(`${API_BASE}${CompetitionApi.remove}`, {
        headers,
        data: { competitionId: data.competitionId },
      });
      expect(((await removed.json()) as Envelope<unknown>).code).toBe(0);
    }
  });

  test('@student reads the sign-up deadlines of the user centre at Beijing time, said once on the page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const authorization = await loginByApi(page, 'student');
    const mine = (await (
      await page.request.get(`${API_BASE}${CenterApi.competitions}`, { headers: { authorization } })
    ).json()) as Envelope<{ competitionName: string; signUpEnd: string | null }[]>;
    const row = mine.data.find((r) => r.signUpEnd);
    expect(row, 'the demo student has a sign-up with a deadline').toBeDefined();
    await page.goto('/center/competition');
    expect(await browserZone(page)).toBe('America/New_York');
    const entry = page.getByTestId('my-competition').filter({ hasText: row!.competitionName }).first();
    await expect(entry).toContainText(wallClock(row!.signUpEnd!, 'Asia/Shanghai'));
    await expect(page.getByTestId('beijing-time-note')).toHaveCount(1);
    await expect(page.getByTestId('beijing-time-note')).toHaveText('时间均为北京时间（UTC+8）');
    await keepScreenshot(page, 'beijing-time-centre-1440-zh', { fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByTestId('beijing-time-note')).toHaveText('Times are Beijing time (UTC+8)');
    await keepScreenshot(page, 'beijing-time-centre-375-en', { fullPage: true });
  });
});
