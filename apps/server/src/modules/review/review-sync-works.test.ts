import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorksApi, type EntrySyncResult, type StageReviewState } from '@podium/contracts';
import { competitions, competitionStages, enrollTeams, reviewEntries, works } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * The review sync of a stage that takes works (a submission window) takes only the approved sign-ups that
 * submitted a work for it and names the others ("no work submitted"); a stage without works takes all.
 */
let t: TestApp;
let organizer: string;
let stage: typeof competitionStages.$inferSelect;
let lazyTeamId: number;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const sync = async () =>
  (await t.post<EntrySyncResult>('/review/entry/sync', { stageId: stage.publicId }, org())).body;
const state = async () =>
  (await t.get<StageReviewState>('/review/stage/state', { ...org(), query: { stageId: stage.publicId } }))
    .body.data;
const entryTeams = async () =>
  (
    await t.db
      .select({ teamId: reviewEntries.teamId })
      .from(reviewEntries)
      .where(eq(reviewEntries.stageId, stage.id))
  ).map((r) => r.teamId);

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  // 东海杯: in its submission window, two approved individual sign-ups that handed in papers.
  const [row] = await t.db
    .select({ stage: competitionStages })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.name, '第十二届东海杯大学生数学建模挑战赛'))
    .orderBy(competitionStages.orderNum)
    .limit(1);
  stage = row!.stage;
  expect(stage.submitStart).not.toBeNull();
  // A third approved sign-up that submitted nothing.
  const [withWork] = await t.db
    .select()
    .from(enrollTeams)
    .where(and(eq(enrollTeams.stageId, stage.id), eq(enrollTeams.status, 'approved')))
    .limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = withWork!;
  const [lazy] = await t.db
    .insert(enrollTeams)
    .values({ ...copy, publicId: newPublicId(), name: '未交作品的报名' })
    .returning({ id: enrollTeams.id });
  lazyTeamId = lazy!.id;
});
afterAll(() => t.close());

describe('POST /review/entry/sync', () => {
  it('takes only the sign-ups that submitted a work for a stage that takes works, naming the others', async () => {
    const submitted = (
      await t.db
        .select({ teamId: works.teamId })
        .from(works)
        .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
        .where(and(eq(works.stageId, stage.id), eq(enrollTeams.status, 'approved')))
    ).map((r) => r.teamId);
    expect(submitted.length).toBeGreaterThan(0);
    // Before: the waiting count is the sign-ups with a work, not the one without.
    expect((await state()).waitingToSync).toBe(submitted.length);
    const first = await sync();
    expect(first.code).toBe(0);
    expect(first.data).toEqual({
      created: submitted.length,
      total: submitted.length,
      withoutWork: ['未交作品的报名'],
      returned: [],
    });
    expect((await entryTeams()).sort()).toEqual([...submitted].sort());
    // Nothing is waiting any more, and a second sync adds nothing and still names the one without a work.
    expect((await state()).waitingToSync).toBe(0);
    expect((await sync()).data).toEqual({
      created: 0,
      total: submitted.length,
      withoutWork: ['未交作品的报名'],
      returned: [],
    });
  });

  it('takes it once it has a work', async () => {
    const [other] = await t.db.select().from(works).where(eq(works.stageId, stage.id)).limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = other!;
    await t.db.insert(works).values({
      ...copy,
      publicId: newPublicId(),
      shareId: newPublicId(),
      teamId: lazyTeamId,
      title: '迟交的论文',
    });
    expect((await state()).waitingToSync).toBe(1);
    const res = await sync();
    expect(res.data).toMatchObject({ created: 1, withoutWork: [] });
    expect(await entryTeams()).toContain(lazyTeamId);
  });

  it('leaves out a work returned for correction, naming it, and takes it once the new version comes', async () => {
    const [entry] = await t.db
      .select({ teamId: reviewEntries.teamId, name: enrollTeams.name, work: works })
      .from(reviewEntries)
      .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
      .innerJoin(works, eq(works.teamId, reviewEntries.teamId))
      .where(eq(reviewEntries.stageId, stage.id))
      .limit(1);
    // Returned through the desk, as the organiser does; its entry is taken back so the sync meets it afresh.
    const returned = await t.post(
      WorksApi.deskReturn,
      { workId: entry!.work.publicId, note: '请补充附件' },
      org(),
    );
    expect(returned.body.code).toBe(0);
    await t.db.delete(reviewEntries).where(eq(reviewEntries.teamId, entry!.teamId));
    expect((await state()).waitingToSync).toBe(0);
    const res = await sync();
    expect(res.data).toMatchObject({ created: 0, withoutWork: [], returned: [entry!.name] });
    expect(await entryTeams()).not.toContain(entry!.teamId);
    // The team's new version stands again (as submitting one does): the next sync takes it.
    await t.db.update(works).set({ status: 'submitted' }).where(eq(works.id, entry!.work.id));
    expect((await state()).waitingToSync).toBe(1);
    expect((await sync()).data).toMatchObject({ created: 1, returned: [] });
    expect(await entryTeams()).toContain(entry!.teamId);
  });

  it('takes every approved sign-up of a stage without a submission window', async () => {
    await t.db.delete(works).where(eq(works.teamId, lazyTeamId));
    await t.db
      .delete(reviewEntries)
      .where(and(eq(reviewEntries.stageId, stage.id), inArray(reviewEntries.teamId, [lazyTeamId])));
    await t.db
      .update(competitionStages)
      .set({ submitStart: null, submitEnd: null })
      .where(eq(competitionStages.id, stage.id));
    try {
      expect((await state()).waitingToSync).toBe(1);
      expect((await sync()).data).toMatchObject({ created: 1, withoutWork: [] });
    } finally {
      await t.db
        .update(competitionStages)
        .set({ submitStart: stage.submitStart, submitEnd: stage.submitEnd })
        .where(eq(competitionStages.id, stage.id));
    }
  });
});
