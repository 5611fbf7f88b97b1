import { expect, test } from '../support/test.ts';
import { API_BASE, AwardApi, type Envelope } from '@podium/contracts';
import { actFor } from '../support/auth.ts';

/**
 * The table kit's lists show what is there now (issue 18: new sign-ups never appeared on 搜索 until a
 * reload): 搜索 with the same filters asks the server again, and a list loads again when the window
 * regains focus. Shown on the award lines, a list kept with the table kit like every other.
 */
test('a list shows lines added elsewhere on 搜索 and when the window regains focus', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await actFor(page, 'organizer', '全国大学生创新竞赛组委会');
  await page.goto('/competitionReward/list');
  await page.locator('a[href*="detailedList"]').first().click();
  await expect(page).toHaveURL(/detailedList\?listId=/);
  // The page's own loads of the lines, counted so the test adds a line only once they have settled.
  let lastEntriesRequest = Date.now();
  page.on('request', (request) => {
    if (request.url().includes(AwardApi.entryPage)) lastEntriesRequest = Date.now();
  });
  const rows = page.locator('#desk-content .ant-table-row');
  await expect(rows.first()).toBeVisible();
  const url = new URL(page.url());
  const listId = url.searchParams.get('listId')!;
  // The page's address carries only the list; its competition comes from the list itself.
  const competitionId = (
    (await (
      await page.request.get(`${API_BASE}${AwardApi.listPage}`, {
        headers,
        params: { pageNum: '1', pageSize: '1', listId },
      })
    ).json()) as Envelope<{ rows: { competitionId: string }[] }>
  ).data.rows[0]!.competitionId;
  const levelId = (
    (await (
      await page.request.get(`${API_BASE}${AwardApi.levelList}`, { headers, params: { competitionId } })
    ).json()) as Envelope<{ levelId: string }[]>
  ).data[0]!.levelId;
  const addLine = async (winnerName: string) => {
    const res = await page.request.post(`${API_BASE}${AwardApi.entrySave}`, {
      headers,
      data: { listId, levelId, winnerName },
    });
    expect(((await res.json()) as Envelope<unknown>).code).toBe(0);
  };
  const added: string[] = [];
  try {
    // Someone else adds a line once the page has stopped loading (a load still on its way would show
    // the line by itself): 搜索, with the filters unchanged, shows it.
    await expect
      .poll(() => Date.now() - lastEntriesRequest, { timeout: 20_000, intervals: [250] })
      .toBeGreaterThan(1500);
    await addLine('刷新测试甲');
    added.push('刷新测试甲');
    await expect(page.getByText('刷新测试甲')).toHaveCount(0);
    await page.getByRole('button', { name: /^搜\s?索$/ }).click();
    await expect(page.getByText('刷新测试甲')).toBeVisible();

    // Another, then the person comes back to the window: the list loads again by itself.
    await addLine('刷新测试乙');
    added.push('刷新测试乙');
    // What a browser fires when its tab is shown again (the query client listens on the window).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('刷新测试乙')).toBeVisible();
  } finally {
    // Leave the demo list as it was for the journeys after this one.
    const page1 = (
      (await (
        await page.request.get(`${API_BASE}${AwardApi.entryPage}`, {
          headers,
          params: { listId, pageNum: '1', pageSize: '100' },
        })
      ).json()) as Envelope<{ rows: { entryId: string; winnerName: string }[] }>
    ).data.rows;
    for (const row of page1.filter((r) => added.includes(r.winnerName)))
      await page.request.post(`${API_BASE}${AwardApi.entryDelete}`, {
        headers,
        data: { entryId: row.entryId },
      });
  }
});
