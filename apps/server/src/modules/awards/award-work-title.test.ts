import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwardEntryRow, AwardFillResult, AwardLevel, PageResult } from '@podium/contracts';
import { competitions, enrollTeams, works } from '../../db/schema/index.ts';
import { firstStageOf } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The demo's 创意设计赛: its first stage's teams each handed in a work, and the stage has scores to compute.
let t: TestApp;
let organizer: string;
let competitionId: string;
let stageId: string;
let listId: string;
let first: AwardLevel;
const as = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

const lines = async () =>
  (
    await t.get<PageResult<AwardEntryRow>>('/competitionReward/detailedList/page', {
      ...as(),
      query: { listId, pageSize: '100' },
    })
  ).body.data.rows;

/** Work titles by team public id, as the works list shows them. */
const workTitles = async (teamIds: string[]) =>
  new Map(
    (
      await t.db
        .select({ teamId: enrollTeams.publicId, title: works.title })
        .from(works)
        .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
        .where(inArray(enrollTeams.publicId, teamIds))
    ).map((r) => [r.teamId, r.title]),
  );

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  ({ stageId, competitionId } = await firstStageOf(t, '创意设计赛'));
  await t.post('/competitionReward/level/save', { competitionId, kind: 'first' }, as());
  const levels = (
    await t.get<AwardLevel[]>('/competitionReward/level/list', { ...as(), query: { competitionId } })
  ).body.data;
  first = levels.find((l) => l.kind === 'first')!;
  const list = await t.post<{ listId: string }>(
    '/competitionReward/list/save',
    { competitionId, stageId, name: '作品名称核对名单' },
    as(),
  );
  listId = list.body.data.listId;
  expect((await t.post('/review/comment/result/finalScoreCalculation', { stageId }, as())).body.code).toBe(0);
});
afterAll(() => t.close());

describe('award lines carry the work title', () => {
  it('fills lines from review results with each team’s work title, school, members and advisors', async () => {
    const res = await t.post<AwardFillResult>(
      '/competitionReward/detailedList/fromResults',
      { listId, mode: 'ranks', ranks: [{ levelId: first.levelId, count: 3 }] },
      as(),
    );
    expect(res.body.code).toBe(0);
    const rows = await lines();
    expect(rows.length).toBeGreaterThan(0);
    const titles = await workTitles(rows.map((r) => r.teamId!));
    for (const row of rows) {
      expect(row.workName).not.toBe('');
      expect(row.workName).toBe(titles.get(row.teamId!));
      expect(row.schoolName).not.toBe('');
      expect(row.memberNames).not.toBe('');
    }
  });

  it('fills the work title of a line made by hand for a team, unless one is typed', async () => {
    const [team] = await t.db
      .select({ publicId: enrollTeams.publicId, title: works.title })
      .from(works)
      .innerJoin(enrollTeams, eq(enrollTeams.id, works.teamId))
      .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
      .where(eq(competitions.publicId, competitionId))
      .orderBy(asc(works.id))
      .limit(1);
    const save = (body: Record<string, unknown>) =>
      t.post('/competitionReward/detailedList/save', { listId, levelId: first.levelId, ...body }, as());
    // A fresh list, so the team has no line yet.
    const other = await t.post<{ listId: string }>(
      '/competitionReward/list/save',
      { competitionId, stageId, name: '手工名单' },
      as(),
    );
    listId = other.body.data.listId;
    expect((await save({ teamId: team!.publicId })).body.code).toBe(0);
    expect((await lines())[0]!.workName).toBe(team!.title);
  });
});
