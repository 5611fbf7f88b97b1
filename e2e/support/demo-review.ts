import type { Browser } from '@playwright/test';
import { CompetitionApi, stageToBody, type Stage } from '@podium/contracts';
import { apiCall } from './api.ts';
import { actFor } from './auth.ts';

const DAY = 24 * 3600 * 1000;
const ORGANISER = '全国大学生创新竞赛组委会';
/** The demo's review lives in the finished design competition, its window closed before its awards. */
const DEMO_REVIEW_COMPETITION = '高校学生创意设计大赛';

/**
 * Re-opens the seeded review's window through the organiser's own stage call (opened two days ago, closes
 * in two weeks), so experts can score in a journey. Returns the call that gives the stage its dates back.
 */
export async function openDemoReview(browser: Browser): Promise<() => Promise<void>> {
  const page = await browser.newPage();
  const organiser = await actFor(page, 'organizer', ORGANISER);
  const options = await apiCall<{ competitionId: string; name: string }[]>(
    page.request,
    organiser,
    CompetitionApi.option,
  );
  const competitionId = options.find((c) => c.name.endsWith(DEMO_REVIEW_COMPETITION))!.competitionId;
  const query = `?competitionId=${encodeURIComponent(competitionId)}`;
  const stages = await apiCall<Stage[]>(page.request, organiser, `${CompetitionApi.stageList}${query}`);
  const stage = [...stages].sort((a, b) => a.orderNum - b.orderNum)[0]!;
  const now = Date.now();
  await apiCall(page.request, organiser, CompetitionApi.stageSave, {
    ...stageToBody(stage),
    reviewStart: new Date(now - 2 * DAY).toISOString(),
    reviewEnd: new Date(now + 14 * DAY).toISOString(),
  });
  return async () => {
    await apiCall(page.request, organiser, CompetitionApi.stageSave, stageToBody(stage));
    await page.close();
  };
}
