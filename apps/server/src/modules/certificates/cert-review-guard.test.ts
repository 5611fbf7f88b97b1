import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRow, PageResult } from '@podium/contracts';
import { awardLists, competitions, competitionStages } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeApproved, makeAwardList } from './cert-test-helpers.ts';

/**
 * Certificates of an award list whose stage is still under review (its review not closed through
 * /review/stage/close) are sent only when the caller confirms it; the batch list names the open review so
 * the desk can ask first.
 */
let t: TestApp;
let maker: { token: string; groupId: string };
let approver: { token: string; groupId: string };
let listId: string;
let stage: typeof competitionStages.$inferSelect;
const DAY = 86_400_000;

const approvedBatch = (title: string) => makeApproved(t, maker, approver, listId, title);
const rowOf = async (batchId: string) =>
  (
    await t.get<PageResult<BatchRow>>('/certificate/batch/page', { ...maker, query: { pageSize: '50' } })
  ).body.data.rows.find((r) => r.batchId === batchId)!;

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  approver = await createActor(t, {
    username: 'approver',
    group: t.fixture.groups.organizer,
    permissions: ['certificate:list', 'certificate:check'],
  });
  ({ listId } = await makeAwardList(t, maker, { competition: '东海杯数模', name: '评审中的名单', lines: 2 }));
  // The list was filled from 东海杯's first stage, whose review window is open now.
  const [row] = await t.db
    .select({ stage: competitionStages })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '东海杯数模'))
    .orderBy(competitionStages.orderNum)
    .limit(1);
  stage = row!.stage;
  await t.db
    .update(competitionStages)
    .set({ reviewStart: new Date(Date.now() - DAY), reviewEnd: new Date(Date.now() + 5 * DAY) })
    .where(eq(competitionStages.id, stage.id));
  await t.db.update(awardLists).set({ stageId: stage.id }).where(eq(awardLists.publicId, listId));
});
afterAll(() => t.close());

describe('POST /certificate/batch/send while a review is open', () => {
  it('names the open review on the batch and refuses to send without a confirmation (zh and en)', async () => {
    const batchId = await approvedBatch('评审未结束时的证书');
    expect((await rowOf(batchId)).openReviews).toEqual([
      { stageId: stage.publicId, stageName: stage.name, open: true, unscored: 0, total: 0 },
    ]);
    const zh = await t.post('/certificate/batch/send', { batchId }, maker);
    expect(zh.body.code).toBe(409);
    expect(zh.body.msg).toBe(
      `“${stage.name}”的评审尚未结束（评审仍在进行或有评分未提交），成绩和获奖名单还可能变化。确认后仍可发放证书`,
    );
    const en = await t.post(
      '/certificate/batch/send',
      { batchId, confirmOpenReview: false },
      {
        ...maker,
        lang: 'en',
      },
    );
    expect(en.body.code).toBe(409);
    expect(en.body.msg).toContain(`The review of “${stage.name}” is not over`);
    expect((await rowOf(batchId)).status).toBe('approved');
    // Confirmed: sent.
    const sent = await t.post<{ jobId: string }>(
      '/certificate/batch/send',
      { batchId, confirmOpenReview: true },
      maker,
    );
    expect(sent.body.code).toBe(0);
    expect(sent.body.data.jobId).toBeTruthy();
  });

  it('sends without a confirmation once the review is closed through /review/stage/close', async () => {
    const batchId = await approvedBatch('评审结束后的证书');
    const closed = await t.post('/review/stage/close', { stageId: stage.publicId }, maker);
    expect(closed.body.code).toBe(0);
    expect((await rowOf(batchId)).openReviews).toEqual([]);
    const sent = await t.post('/certificate/batch/send', { batchId }, maker);
    expect(sent.body.code).toBe(0);
  });
});
