import { and, eq, exists, gt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { competitionEnrollSettings, competitions, competitionStages, groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';

export type ActingSchool = { id: number; publicId: string };

/** The acting group when it is a school (a school account acting for itself); otherwise null. */
export const actingSchool = async (db: Db, auth: AuthContext): Promise<ActingSchool | null> => {
  if (!auth.group) return null;
  const [group] = await db
    .select({ id: groups.id, publicId: groups.publicId, type: groups.type })
    .from(groups)
    .where(eq(groups.id, auth.group.id));
  return group?.type === 'school' ? { id: group.id, publicId: group.publicId } : null;
};

/**
 * Competitions open to a school now: published, a stage whose sign-up window is open (start ≤ now < end,
 * the window the sign-up itself reads), and not restricted to other schools (the enrolment settings' school
 * list empty or naming this one). What a school's desk lists and may recommend its teams into; the sign-up
 * of each recommended team still checks every rule again.
 */
export const openToSchoolCondition = (school: ActingSchool, now: Date): SQL =>
  and(
    eq(competitions.status, 'published'),
    exists(
      sql`(select 1 from ${competitionStages} where ${and(
        eq(competitionStages.competitionId, competitions.id),
        lte(competitionStages.signUpStart, now),
        gt(competitionStages.signUpEnd, now),
      )})`,
    ),
    notExists(
      sql`(select 1 from ${competitionEnrollSettings} where ${and(
        eq(competitionEnrollSettings.competitionId, competitions.id),
        sql`jsonb_array_length(${competitionEnrollSettings.eligibleSchoolIds}) > 0`,
        sql`not (${competitionEnrollSettings.eligibleSchoolIds} @> ${JSON.stringify([school.publicId])}::jsonb)`,
      )})`,
    ),
  )!;

/** True when the competition (by internal id) is open to the school now. */
export const isOpenToSchool = async (db: Db, school: ActingSchool, competitionId: number, now = new Date()) =>
  (
    await db
      .select({ id: competitions.id })
      .from(competitions)
      .where(and(eq(competitions.id, competitionId), openToSchoolCondition(school, now)))
  ).length > 0;
