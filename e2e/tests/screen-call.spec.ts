// On-site review: the organiser opens a session of the stage in review and clicks "call next"; the hall's
// queue screen (/screen/call, a second page, public by its link) shows the called team within a second.
// And on a 375-px phone in English: the organiser creates a session on the page itself, calls, skips and
// recalls a team and ends the session, and the screen follows each step.
import { expect, test, type Browser, type Page } from '../support/test.ts';
import {
  API_BASE,
  ApiPath,
  ReviewApi,
  SceneApi,
  type DistributionRow,
  type Envelope,
  type GroupSelection,
  type PageResult,
  type SceneDetail,
} from '@podium/contracts';
import { loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';

type Viewport = { width: number; height: number };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const newPage = async (
  browser: Browser,
  viewport: Viewport = DESKTOP,
  language: 'zh-cn' | 'en' = 'zh-cn',
) => {
  const phone = viewport.width < 500;
  const context = await browser.newContext({ viewport, locale: 'zh-CN', isMobile: phone, hasTouch: phone });
  // The app's stored language, as its own switch leaves it.
  if (language === 'en') await context.addInitScript(() => localStorage.setItem('language', 'en'));
  return context.newPage();
};

/**
 * The organiser's desk page acting for the organising group, the stage in review (the demo expert's) and
 * its first entries: what both journeys start from.
 */
async function organiserDesk(browser: Browser, viewport: Viewport, language: 'zh-cn' | 'en') {
  const desk = await newPage(browser, viewport, language);
  const token = await loginByApi(desk, 'organizer');
  const groups = (await (
    await desk.request.get(`${API_BASE}${ApiPath.groupSelect}`, { headers: { authorization: token } })
  ).json()) as Envelope<GroupSelection[]>;
  const groupId = groups.data.find((g) => g.groupName === '全国大学生创新竞赛组委会')!.groupId;
  await desk.evaluate((id) => localStorage.setItem('groupId', id), groupId);
  const headers = { authorization: token, 'x-group-id': groupId };
  const expertPage = await newPage(browser);
  const expertToken = await loginByApi(expertPage, 'expert');
  const stages = (await (
    await expertPage.request.get(`${API_BASE}${ReviewApi.expertStages}`, {
      headers: { authorization: expertToken },
    })
  ).json()) as Envelope<{ stageId: string }[]>;
  await expertPage.context().close();
  const stageId = stages.data[0]!.stageId;
  const entries = (await (
    await desk.request.get(`${API_BASE}${ReviewApi.distributionList}`, {
      headers,
      params: { stageId, pageNum: 1, pageSize: 3 },
    })
  ).json()) as Envelope<PageResult<DistributionRow>>;
  const detailOf = async (sessionId: string) =>
    (
      (await (
        await desk.request.get(`${API_BASE}${SceneApi.detail}`, { headers, params: { sessionId } })
      ).json()) as Envelope<SceneDetail>
    ).data;
  return { desk, headers, stageId, entries: entries.data.rows, detailOf };
}

/** Leaves nothing running: the journey's own session ends (its team is no longer "on stage"). */
async function closeSession(desk: Page, headers: Record<string, string>, detail: SceneDetail) {
  const closed = await desk.request.post(`${API_BASE}${SceneApi.close}`, {
    headers,
    data: { sessionId: detail.sessionId, version: detail.version },
  });
  expect(((await closed.json()) as Envelope<unknown>).code).toBe(0);
}

test('@organizer calls the next team and the queue screen shows it within a second', async ({ browser }) => {
  test.setTimeout(90_000);
  const { desk, headers, stageId, entries, detailOf } = await organiserDesk(browser, DESKTOP, 'zh-cn');
  // A session of its own, so no other journey's state matters.
  const room = `E2E-${Date.now()}`;
  const created = (await (
    await desk.request.post(`${API_BASE}${SceneApi.save}`, {
      headers,
      data: {
        stageId,
        room,
        durationSec: 300,
        showNames: true,
        entryIds: entries.map((r) => r.entryId),
      },
    })
  ).json()) as Envelope<{ sessionId: string }>;
  expect(created.code).toBe(0);
  const sessionId = created.data.sessionId;
  const detail = await detailOf(sessionId);
  const first = detail.slots[0]!;

  // The hall screen, opened by its link without signing in.
  const screen = await newPage(browser, { width: 1920, height: 1080 });
  await screen.goto(`/screen/call?key=${encodeURIComponent(detail.screenKey)}`);
  await expect(screen.getByText('等待叫号')).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByText('1 号', { exact: true })).toBeVisible();

  await desk.goto(`/review/scene?stageId=${stageId}&sessionId=${sessionId}`);
  const callNext = desk.getByRole('button', { name: '叫下一队' });
  await expect(callNext).toBeEnabled({ timeout: 30_000 });
  // The screen is subscribed once its stream is open (the desk shows the same "live" badge).
  await expect(desk.getByText('实时')).toBeVisible();
  await callNext.click();
  const clickedAt = Date.now();
  const called = screen.locator('.screen-call__team--called');
  await expect(called).toContainText(first.teamName, { timeout: 1_000 });
  expect(Date.now() - clickedAt).toBeLessThan(1_000);
  await expect(called).toContainText('1 号');
  await expect(screen.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  await expect(desk.getByTestId('scene-current')).toContainText(first.teamName);

  // The called team, the clock and the two teams next fit without scrolling: on the hall's 1920×1080 screen
  // and on a 720p projector with the browser's bars still showing (the demo banner on top of both).
  const fitsWithoutScrolling = () =>
    screen.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
  await expect(screen.locator('.screen-call__next')).toContainText(detail.slots[2]!.teamName);
  await keepScreenshot(screen, 'screen-call-1920-zh');
  expect(await fitsWithoutScrolling(), 'fits 1920×1080').toBe(true);
  await screen.setViewportSize({ width: 1280, height: 630 });
  await keepScreenshot(screen, 'screen-call-1280x630-zh');
  expect(await fitsWithoutScrolling(), 'fits 1280×630').toBe(true);
  await screen.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(screen, 'screen-call-375-zh');
  await keepScreenshot(desk, 'review-scene-1440-zh', { fullPage: true });

  await closeSession(desk, headers, await detailOf(sessionId));
  await expect(screen.getByText('本场答辩已结束')).toBeVisible();
});

test('@organizer on a 375-px phone in English creates a session, calls, skips and recalls; the screen follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { desk, headers, stageId, entries, detailOf } = await organiserDesk(browser, PHONE, 'en');
  const [one, two] = entries;
  const label = (row: DistributionRow) =>
    row.schoolName ? `${row.teamName} · ${row.schoolName}` : row.teamName;
  const room = `Phone-${Date.now()}`;

  // The session is made on the page: room, the two teams in the order picked.
  await desk.goto(`/review/scene?stageId=${stageId}`);
  await desk.getByRole('button', { name: 'New session' }).click();
  const form = desk.getByRole('dialog');
  await form.getByLabel('Session / room').fill(room);
  const teams = form.locator('.ant-form-item').filter({ hasText: 'Teams' }).getByRole('combobox');
  await teams.click();
  // A click that lands while the dropdown is still opening or moving (the picked tags grow the field on
  // a phone) can go unregistered: each option is clicked until the list shows it picked.
  for (const row of [one!, two!]) {
    const option = desk
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(label(row), { exact: true });
    await expect(async () => {
      const picked = /ant-select-item-option-selected/;
      if (!picked.test((await option.getAttribute('class')) ?? '')) await option.click();
      await expect(option).toHaveClass(picked, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  await teams.press('Escape');
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(desk.locator('.ant-message').getByText('Saved')).toBeVisible();
  await expect(form).toBeHidden();

  // Opened from the list, like any session; its screen link read as the organiser would copy it.
  const item = desk.locator('.ant-list-item, .ant-table-row, .ant-card').filter({ hasText: room }).last();
  await item.getByRole('button', { name: 'Open' }).click();
  await expect(desk).toHaveURL(/sessionId=/);
  const sessionId = new URL(desk.url()).searchParams.get('sessionId')!;
  const detail = await detailOf(sessionId);
  expect(detail.slots.map((s) => s.teamName)).toEqual([one!.teamName, two!.teamName]);
  const screen = await newPage(browser, { width: 1280, height: 720 }, 'en');
  await screen.goto(`/screen/call?key=${encodeURIComponent(detail.screenKey)}`);
  await expect(screen.getByText('Waiting for the first call')).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByText('Live')).toBeVisible({ timeout: 30_000 });
  // Nothing on the phone's desk page runs off its side.
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const called = screen.locator('.screen-call__team--called');
  await desk.getByRole('button', { name: 'Call next' }).click();
  await expect(called).toContainText(one!.teamName);
  await expect(called).toContainText('No. 1');

  // Team 1 is not there: skipped, and team 2 is called in its place.
  await desk.getByRole('button', { name: 'Skip' }).click();
  await expect(called).toContainText(two!.teamName);
  await expect(called).toContainText('No. 2');

  // Team 1 arrives after all: recalled from its row.
  await desk.getByRole('button', { name: 'Recall' }).click();
  await expect(called).toContainText(one!.teamName);
  await expect(desk.getByTestId('scene-current')).toContainText(one!.teamName);
  await keepScreenshot(desk, 'review-scene-375-en', { fullPage: true });
  await keepScreenshot(screen, 'screen-call-1280-en');
  expect(await screen.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);

  await closeSession(desk, headers, await detailOf(sessionId));
  await expect(screen.getByText('This session has ended')).toBeVisible();
});
