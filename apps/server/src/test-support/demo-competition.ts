import { asc, eq } from 'drizzle-orm';
import type {
  PageResult,
  PortalCompetitionDetail,
  PortalCompetitionRow,
  SignUpResult,
} from '@podium/contracts';
import { competitions, competitionStages } from '../db/schema/index.ts';
import { signInNewStudent } from './access-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A demo competition as the portal shows it (items, participant groups), found by its short name. */
export const portalCompetition = async (t: TestApp, shortName: string) => {
  const rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
  const row = rows.find((r) => r.shortName === shortName)!;
  return (
    await t.get<PortalCompetitionDetail>('/home/competition/detail', {
      query: { competitionId: row.competitionId },
    })
  ).body.data;
};

/**
 * A new student `username` signs up for `competition` as team "`username`队" on the item at `itemIndex` and
 * the first participant group; the answer is the caller's to check (some tests expect a refusal).
 */
export const signUpNewStudent = async (
  t: TestApp,
  competition: PortalCompetitionDetail,
  username: string,
  itemIndex = 0,
) => {
  const token = await signInNewStudent(t, username);
  const res = await t.post<SignUpResult>(
    '/web/enroll/signUp',
    {
      competitionId: competition.competitionId,
      itemId: competition.items[itemIndex]!.itemId,
      participantGroupId: competition.participantGroups[0]?.groupId,
      teamName: `${username}队`,
    },
    { token },
  );
  return { token, res };
};

/** The first round (by order) of a demo competition: its public id, row id and the competition's public id. */
export const firstStageOf = async (t: TestApp, shortName: string) => {
  const [stage] = await t.db
    .select({
      stageId: competitionStages.publicId,
      stageKey: competitionStages.id,
      competitionId: competitions.publicId,
    })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, shortName))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  return stage!;
};
