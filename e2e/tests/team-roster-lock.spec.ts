import {
  API_BASE,
  AwardApi,
  EnrollApi,
  TeamApi,
  type AwardLevel,
  type Envelope,
  type Invitation,
  type SignUpResult,
} from '@podium/contracts';
import { apiCall } from '../support/api.ts';
import { actFor, loginByApi } from '../support/auth.ts';
import { keepScreenshot } from '../support/paths.ts';
import { freshStudent } from '../support/students.ts';
import { expect, test } from '../support/test.ts';

const ORGANISER = '全国大学生创新竞赛组委会';
const PHONE = { width: 375, height: 812 };
const run = Date.now().toString(36).slice(-5);

/**
 * The newcomer's defect: an invitation link kept working after the team was awarded, and a brand-new
 * account joined and was credited with the award. Once a team has results its roster is locked: the link
 * says so before anyone signs in, and joining is refused by the server.
 */
test('@student a link opened after the team was awarded says the roster is locked, and joining is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const organiser = await actFor(page, 'organizer', ORGANISER);
  const list = await page.request.get(`${API_BASE}/home/competition/page`, { params: { pageSize: 50 } });
  const competitionId = (
    (await list.json()).data.rows as { competitionId: string; shortName: string }[]
  ).find((r) => r.shortName === '智创大赛')!.competitionId;
  const detail = await page.request.get(`${API_BASE}/home/competition/detail`, { params: { competitionId } });
  const comp = (await detail.json()).data as {
    items: { itemId: string }[];
    participantGroups: { groupId: string }[];
  };

  // A new captain signs up a team and takes the invitation link.
  const captain = await freshStudent(page.request, `锁${run}`);
  const captainToken = await loginByApi(page, captain.username, captain.password);
  const headers = { authorization: captainToken };
  const signUp = await page.request.post(`${API_BASE}${EnrollApi.signUp}`, {
    headers,
    data: {
      competitionId,
      itemId: comp.items[0]!.itemId,
      participantGroupId: comp.participantGroups[0]?.groupId,
      teamName: `锁定${run}队`,
    },
  });
  const { teamId, orderNo } = ((await signUp.json()) as Envelope<SignUpResult>).data;
  const invitation = await page.request.get(`${API_BASE}${TeamApi.inviteQrCode}`, {
    headers,
    params: { teamId, role: 'member' },
  });
  const link = new URL(((await invitation.json()) as Envelope<Invitation>).data.url);

  // A first member joins and the captain pays: the desk's history names both (it read "Fee paid · —").
  const first = await freshStudent(page.request, `先${run}`);
  const firstToken = await loginByApi(page, first.username, first.password);
  const joined = await page.request.post(`${API_BASE}${TeamApi.acceptInvitation}`, {
    headers: { authorization: firstToken },
    data: { token: link.searchParams.get('invite') },
  });
  expect(((await joined.json()) as Envelope<unknown>).code).toBe(0);
  const paid = await page.request.post(`${API_BASE}/web/finance/demo/pay`, { headers, data: { orderNo } });
  expect(((await paid.json()) as Envelope<unknown>).code).toBe(0);
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await actFor(desk, 'organizer', ORGANISER);
  await desk.goto('/signUp/list?pageSize=50');
  const deskRow = desk.locator('.ant-table-row').filter({ hasText: `锁定${run}队` });
  await expect(deskRow).toBeVisible({ timeout: 90_000 });
  await deskRow.getByText(`锁定${run}队`).click();
  const drawer = desk.getByRole('dialog', { name: `锁定${run}队` });
  await expect(drawer.getByText(`已缴费 · 锁${run}`)).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByText(`队员加入 · 先${run}`)).toBeVisible();
  await keepScreenshot(desk, 'team-roster-history-1440-zh');
  await desk.context().close();

  // The organiser puts the team on an award list (not published: the lock needs only the line).
  const level = await apiCall<AwardLevel>(page.request, organiser, AwardApi.levelSave, {
    competitionId,
    kind: 'custom',
    name: `锁定测试奖${run}`,
  });
  const { listId } = await apiCall<{ listId: string }>(page.request, organiser, AwardApi.listSave, {
    competitionId,
    name: `名单锁定测试${run}`,
  });
  const { entryId } = await apiCall<{ entryId: string }>(page.request, organiser, AwardApi.entrySave, {
    listId,
    levelId: level.levelId,
    teamId,
    winnerName: `锁定${run}队`,
  });

  try {
    // A new student opens the link on a phone: the page says why they cannot join, with no join button.
    const late = await freshStudent(page.request, `迟${run}`);
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const phone = await context.newPage();
    const lateToken = await loginByApi(phone, late.username, late.password);
    await phone.goto(link.pathname + link.search);
    await expect(phone.getByText('队伍已有评审成绩或获奖记录，名单已锁定，不能再加入')).toBeVisible({
      timeout: 30_000,
    });
    await expect(phone.getByRole('button', { name: /确\s*认\s*加\s*入/ })).toHaveCount(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(phone, 'team-roster-locked-375-zh', { fullPage: true });
    await phone.evaluate(() => localStorage.setItem('language', 'en'));
    await phone.reload();
    await expect(
      phone.getByText(
        'The team already has review results or awards: its roster is locked and nobody can join',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await keepScreenshot(phone, 'team-roster-locked-375-en', { fullPage: true });

    // The server refuses the join itself, whatever the page shows.
    const accept = await phone.request.post(`${API_BASE}${TeamApi.acceptInvitation}`, {
      headers: { authorization: lateToken },
      data: { token: link.searchParams.get('invite') },
    });
    expect(await accept.json()).toMatchObject({
      code: 409,
      msg: '队伍已有评审成绩或获奖记录，成员名单已锁定，不能再加入、退出或移除成员',
    });
    await context.close();
  } finally {
    // The demo competition keeps no test award.
    await apiCall(page.request, organiser, AwardApi.entryDelete, { entryId });
    await apiCall(page.request, organiser, AwardApi.levelDelete, { levelId: level.levelId });
  }
});
