import { createAwardWinnerTemplate } from '@podium/certificate';
import type { PageResult } from '@podium/contracts';
import type { TestApp } from '../../test-support/test-app.ts';

type Actor = { token: string; groupId: string };

/** Waits until `check` holds (jobs run in the background of the test app). */
export const waitFor = async (check: () => Promise<boolean>, ms = 60_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
};

/** An award list of a competition with `lines` winners named by hand (the first `users` by user name). */
export const makeAwardList = async (
  t: TestApp,
  as: Actor,
  options: { competition: string; name: string; lines: number; usernames?: string[] },
) => {
  const page = await t.get<PageResult<{ competitionId: string; shortName: string }>>(
    '/competition/info/page',
    {
      ...as,
      query: { pageSize: '50' },
    },
  );
  const competitionId = page.body.data.rows.find((r) => r.shortName === options.competition)!.competitionId;
  const level = await t.post<{ levelId: string }>(
    '/competitionReward/level/save',
    { competitionId, kind: 'first' },
    as,
  );
  const list = await t.post<{ listId: string }>(
    '/competitionReward/list/save',
    { competitionId, name: options.name },
    as,
  );
  const listId = list.body.data.listId;
  for (let i = 0; i < options.lines; i += 1) {
    const username = options.usernames?.[i];
    await t.post(
      '/competitionReward/detailedList/save',
      username
        ? { listId, levelId: level.body.data.levelId, username, workName: `作品${i + 1}` }
        : { listId, levelId: level.body.data.levelId, winnerName: `获奖者${i + 1}`, schoolName: '东海大学' },
      as,
    );
  }
  return { competitionId, listId, levelId: level.body.data.levelId };
};

/** Make → submit → approve (by another person); returns the approved batch's id. */
export const makeApproved = async (
  t: TestApp,
  maker: Actor,
  approver: Actor,
  listId: string,
  title = '获奖证书',
) => {
  const saved = await t.post<{ batchId: string }>(
    '/certificate/batch/save',
    { listId, title, design: createAwardWinnerTemplate() },
    maker,
  );
  const batchId = saved.body.data.batchId;
  await t.post('/certificate/batch/submitCheck', { batchId }, maker);
  const checked = await t.post('/certificate/batch/check', { batchId, approved: true }, approver);
  if (checked.body.code !== 0) throw new Error(`check failed: ${checked.body.msg}`);
  return batchId;
};

/** Make → submit → approve (by another person) → send; returns the batch and job ids. */
export const makeAndSend = async (
  t: TestApp,
  maker: Actor,
  approver: Actor,
  listId: string,
  title = '获奖证书',
) => {
  const batchId = await makeApproved(t, maker, approver, listId, title);
  const sent = await t.post<{ jobId: string }>('/certificate/batch/send', { batchId }, maker);
  if (sent.body.code !== 0) throw new Error(`send failed: ${sent.body.msg}`);
  return { batchId, jobId: sent.body.data.jobId };
};

export const jobStatus = async (t: TestApp, as: Actor, jobId: string) =>
  (await t.get<{ status: string; done: number; total: number }>(`/common/job/${jobId}`, as)).body.data;
