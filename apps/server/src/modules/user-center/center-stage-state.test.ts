import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyCompetitionRow } from '@podium/contracts';
import { enrollTeams, reviewEntries, users } from '../../db/schema/index.ts';
import { openDemoReview } from '../../test-support/open-demo-review.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The entrant's 我的竞赛 says what the stage's review really is: the experts' "not in review" once the
// organiser ends it, and "results published" once they are (before any cut-off is made).
let t: TestApp;
let organizer: string;
let stage: { id: number; publicId: string };
let captain: { token: string; teamId: string };

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const standing = async () => {
  const rows = (await t.get<MyCompetitionRow[]>('/web/center/competition/list', { token: captain.token }))
    .body.data;
  return rows.find((r) => r.teamId === captain.teamId)!.stages[0]!;
};

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  organizer = await t.login('organizer');
  stage = await openDemoReview(t.db);
  const [row] = await t.db
    .select({ username: users.username, teamId: enrollTeams.publicId })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .innerJoin(users, eq(users.id, enrollTeams.captainId))
    .where(eq(reviewEntries.stageId, stage.id))
    .limit(1);
  captain = { token: await t.login(row!.username), teamId: row!.teamId };
});
afterAll(() => t.close());

describe('the user centre’s stage state follows the review', () => {
  it('is in review while the window is open, review ended once closed, results published once they are', async () => {
    expect(await standing()).toMatchObject({ state: 'inReview', rank: null });
    expect((await t.post('/review/stage/close', { stageId: stage.publicId }, org())).body.code).toBe(0);
    expect(await standing()).toMatchObject({ state: 'reviewEnded', rank: null });
    const calc = await t.post(
      '/review/comment/result/finalScoreCalculation',
      { stageId: stage.publicId },
      org(),
    );
    expect(calc.body.code).toBe(0);
    const published = await t.post(
      '/review/result/publish',
      { stageId: stage.publicId, published: true },
      org(),
    );
    expect(published.body.code).toBe(0);
    expect(await standing()).toMatchObject({ state: 'published' });
  });
});
