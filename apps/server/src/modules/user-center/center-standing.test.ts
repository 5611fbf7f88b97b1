import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EliminationCommitResult, MyCompetitionRow } from '@podium/contracts';
import {
  competitions,
  competitionStages,
  enrollTeams,
  reviewEntries,
  reviewPromotions,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The demo's 创意设计赛: its first stage is in review with final scores to compute, and a 决赛 after it.
let t: TestApp;
let out: { token: string; teamId: string };
let through: { token: string; teamId: string };
let stageName: string;
let final: { publicId: string; name: string; submitStart: Date; submitEnd: Date };

const org = (token: string) => ({ token, groupId: t.fixture.groups.organizer.publicId });
const myRow = async (token: string, teamId: string, lang?: 'en') =>
  (await t.get<MyCompetitionRow[]>('/web/center/competition/list', { token, lang })).body.data.find(
    (r) => r.teamId === teamId,
  )!;

/** The captain of the team an entry belongs to, signed in, with the team's public id. */
const captainOf = async (entryId: string) => {
  const [row] = await t.db
    .select({ username: users.username, teamId: enrollTeams.publicId })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .innerJoin(users, eq(users.id, enrollTeams.captainId))
    .where(eq(reviewEntries.publicId, entryId));
  return { token: await t.login(row!.username), teamId: row!.teamId };
};

beforeAll(async () => {
  t = await createTestApp();
  const organizer = await t.login('organizer');
  const stages = await t.db
    .select({ publicId: competitionStages.publicId, id: competitionStages.id, name: competitionStages.name })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, '创意设计赛'))
    .orderBy(asc(competitionStages.orderNum));
  const first = stages[0]!;
  stageName = first.name;
  // The next stage's submission window is its own, and not open yet.
  final = {
    ...stages[1]!,
    submitStart: new Date(Date.now() + 2 * 86_400_000),
    submitEnd: new Date(Date.now() + 5 * 86_400_000),
  };
  await t.db
    .update(competitionStages)
    .set({ submitStart: final.submitStart, submitEnd: final.submitEnd })
    .where(eq(competitionStages.id, stages[1]!.id));
  // Running, as a competition is between its stages' cut-offs (the demo one is finished).
  await t.db
    .update(competitions)
    .set({ status: 'published' })
    .where(eq(competitions.shortName, '创意设计赛'));
  // Its submission window open: what the eliminated could still do before the fix.
  await t.db
    .update(competitionStages)
    .set({ submitStart: new Date(Date.now() - 86_400_000), submitEnd: new Date(Date.now() + 86_400_000) })
    .where(eq(competitionStages.id, first.id));
  const calc = await t.post(
    '/review/comment/result/finalScoreCalculation',
    { stageId: first.publicId },
    org(organizer),
  );
  expect(calc.body.code).toBe(0);
  const commit = await t.post<EliminationCommitResult>(
    '/review/elimination/commit',
    { stageId: first.publicId, rule: { mode: 'top', top: 1 } },
    org(organizer),
  );
  expect(commit.body.code).toBe(0);
  expect(
    (await t.post('/review/result/publish', { stageId: first.publicId, published: true }, org(organizer)))
      .body.code,
  ).toBe(0);
  const [promotion] = await t.db
    .select({ decisions: reviewPromotions.decisions })
    .from(reviewPromotions)
    .where(inArray(reviewPromotions.stageId, [first.id]));
  const cut = promotion!.decisions.find((d) => !d.promoted)!;
  const kept = promotion!.decisions.find((d) => d.promoted)!;
  out = await captainOf(cut.entryId);
  through = await captainOf(kept.entryId);
});
afterAll(() => t.close());

describe('the user centre after a cut-off', () => {
  it('tells an eliminated entrant, per stage, and offers no work submission', async () => {
    const row = await myRow(out.token, out.teamId);
    expect(row.outcome).toBe('eliminated');
    expect(row.stages[0]).toMatchObject({ stageName, state: 'eliminated' });
    expect(row.stages[0]!.rank).toBeGreaterThan(0);
    expect(row.actions).toEqual(['viewDetails']);
  });

  it('refuses the eliminated team’s work on the server too, naming the stage', async () => {
    const body = { teamId: out.teamId, title: '新版本', fileIds: ['aaaaaaaaaaaaaaaaaaaaa'], fields: {} };
    const zh = await t.post('/web/work/submit', body, { token: out.token });
    expect(zh.body).toMatchObject({
      code: 400,
      msg: `队伍未通过“${stageName}”的晋级评审，已止步本阶段，不能再进行此操作`,
    });
    const en = await t.post('/web/work/submit', body, { token: out.token, lang: 'en' });
    expect(en.body.msg).toBe(
      `The team was not promoted after “${stageName}” and is out of the competition; this is no longer possible`,
    );
  });

  it('shows the promoted team promoted, and in review in the next stage', async () => {
    const row = await myRow(through.token, through.teamId);
    expect(row.outcome).toBe('promoted');
    expect(row.stages.map((s) => s.state)).toEqual(['promoted', 'inReview']);
    expect(row.actions).toContain('viewDetails');
  });

  it('shows the promoted entry in the stage it is in now, with that stage’s submission window', async () => {
    const row = await myRow(through.token, through.teamId);
    expect(row).toMatchObject({
      stageId: final.publicId,
      stageName: final.name,
      submitStart: final.submitStart.toISOString(),
      submitEnd: final.submitEnd.toISOString(),
    });
    // The first round's window is open, the final's not yet: nothing to submit now.
    expect(row.actions).not.toContain('submitWork');
  });
});
