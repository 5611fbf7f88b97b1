import { and, desc, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { CompetitionOption, CompetitionStatus } from '@podium/contracts';
import { competitions, enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { actingSchool, openToSchoolCondition } from '../competition/index.ts';

/**
 * GET /enroll/manage/competitions: the competition filter of the sign-up list. Its reach is the sign-up
 * scope's: competitions the acting group organises, and (drafts excepted) those its schools' students
 * entered; for a school also those open to it now. A school organises none, so the organiser's competition
 * options would leave it only raw ids.
 */
export const listSignUpCompetitions = async (db: Db, auth: AuthContext): Promise<CompetitionOption[]> => {
  const organiser = scopeCondition(auth, { groupId: competitions.groupId });
  const school = scopeCondition(auth, { groupId: enrollTeams.schoolGroupId });
  const entered = inArray(
    competitions.id,
    db.selectDistinct({ id: enrollTeams.competitionId }).from(enrollTeams).where(school),
  );
  const acting = await actingSchool(db, auth);
  const reach =
    organiser === undefined || school === undefined
      ? undefined
      : or(
          organiser,
          and(ne(competitions.status, 'draft'), entered),
          acting ? openToSchoolCondition(acting, new Date()) : undefined,
        );
  return competitionOptions(db, reach);
};

const competitionOptions = async (db: Db, where: SQL | undefined): Promise<CompetitionOption[]> => {
  const rows = await db
    .select({
      competitionId: competitions.publicId,
      name: competitions.name,
      year: competitions.year,
      status: competitions.status,
    })
    .from(competitions)
    .where(where)
    .orderBy(desc(competitions.year), desc(competitions.id));
  return rows.map((r) => ({ ...r, status: r.status as CompetitionStatus }));
};

/**
 * GET /enroll/manage/import/competitions: where the caller may import teams. A school recommends into the
 * competitions open to it now; an organiser imports into the competitions it manages (drafts included,
 * as the import allows).
 */
export const listImportCompetitions = async (db: Db, auth: AuthContext): Promise<CompetitionOption[]> => {
  const school = await actingSchool(db, auth);
  return competitionOptions(
    db,
    school
      ? openToSchoolCondition(school, new Date())
      : scopeCondition(auth, { groupId: competitions.groupId, ownerId: competitions.createdBy }),
  );
};
