// On-site review: the organiser opens a session of the stage in review and clicks "call next"; the hall's
// queue screen (/screen/call, a second page, public by its link) shows the called team within a second.
import { expect, test, type Browser } from '@playwright/test';
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

const newPage = async (browser: Browser, viewport = { width: 1440, height: 900 }) =>
  (await browser.newContext({ viewport, locale: 'zh-CN' })).newPage();

test('@organizer calls the next team and the queue screen shows it within a second', async ({ browser }) => {
  test.setTimeout(90_000);
  const desk = await newPage(browser);
  const token = await loginByApi(desk, 'organizer');
  const groups = (await (
    await desk.request.get(`${API_BASE}${ApiPath.groupSelect}`, { headers: { authorization: token } })
  ).json()) as Envelope<GroupSelection[]>;
  const groupId = groups.data.find((g) => g.groupName === '全国大学生创新竞赛组委会')!.groupId;
  await desk.evaluate((id) => localStorage.setItem('groupId', id), groupId);
  const headers = { authorization: token, 'x-group-id': groupId };

  // The stage in review (the demo expert's) and a session of its own, so no other journey's state matters.
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
  const room = `E2E-${Date.now()}`;
  const created = (await (
    await desk.request.post(`${API_BASE}${SceneApi.save}`, {
      headers,
      data: {
        stageId,
        room,
        durationSec: 300,
        showNames: true,
        entryIds: entries.data.rows.map((r) => r.entryId),
      },
    })
  ).json()) as Envelope<{ sessionId: string }>;
  expect(created.code).toBe(0);
  const sessionId = created.data.sessionId;
  const detail = (await (
    await desk.request.get(`${API_BASE}${SceneApi.detail}`, { headers, params: { sessionId } })
  ).json()) as Envelope<SceneDetail>;
  const first = detail.data.slots[0]!;

  // The hall screen, opened by its link without signing in.
  const screen = await newPage(browser, { width: 1920, height: 1080 });
  await screen.goto(`/screen/call?key=${encodeURIComponent(detail.data.screenKey)}`);
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

  await keepScreenshot(screen, 'screen-call-1920-zh');
  await screen.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(screen, 'screen-call-375-zh');
  await keepScreenshot(desk, 'review-scene-1440-zh', { fullPage: true });

  // Leave nothing running: the journey's own session ends (its team is no longer "on stage").
  const state = (await (
    await desk.request.get(`${API_BASE}${SceneApi.detail}`, { headers, params: { sessionId } })
  ).json()) as Envelope<SceneDetail>;
  const closed = await desk.request.post(`${API_BASE}${SceneApi.close}`, {
    headers,
    data: { sessionId, version: state.data.version },
  });
  expect(((await closed.json()) as Envelope<unknown>).code).toBe(0);
  await expect(screen.getByText('本场答辩已结束')).toBeVisible();
});
