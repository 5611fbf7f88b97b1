import { and, eq, isNull } from 'drizzle-orm';
import { groups, schoolInfos, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { loadApplicant } from './sign-up.ts';
import { teamMessages } from './teams.messages.ts';

// A student who opens a school team's invitation before choosing a school chooses it as they join, in
// one step: their first choice, which the profile also takes without approval (a later change needs the
// new school's approval: user-center/school-change.ts).

type Applicant = Awaited<ReturnType<typeof loadApplicant>>;
/** The school to record and the home group it replaces (the write only happens if that is still so). */
export type ChosenSchool = { groupId: number; replaces: number | null };

/**
 * The applicant as of the school they chose, for the eligibility checks; `chosen` is null when nothing is
 * to be written (no choice, or the school they already have). Another school than their own is refused.
 */
export const applicantWithChosenSchool = async (
  db: Db,
  applicant: Applicant,
  schoolId: string | undefined,
): Promise<{ applicant: Applicant; chosen: ChosenSchool | null }> => {
  if (!schoolId) return { applicant, chosen: null };
  if (applicant.groupType === 'school') {
    if (applicant.groupPublicId === schoolId) return { applicant, chosen: null };
    throw conflict(teamMessages.schoolAlreadySet);
  }
  const [school] = await db
    .select({ id: groups.id, publicId: groups.publicId, provinceCode: schoolInfos.provinceCode })
    .from(groups)
    .leftJoin(schoolInfos, eq(schoolInfos.groupId, groups.id))
    .where(and(eq(groups.publicId, schoolId), eq(groups.type, 'school'), eq(groups.status, 1)))
    .limit(1);
  if (!school) throw badRequest(teamMessages.schoolUnknown);
  return {
    applicant: {
      ...applicant,
      groupId: school.id,
      groupPublicId: school.publicId,
      groupType: 'school',
      provinceCode: school.provinceCode,
    },
    chosen: { groupId: school.id, replaces: applicant.groupId },
  };
};

/** Inside the join's transaction: records the choice; false when the person's group moved meanwhile. */
export const saveChosenSchool = async (tx: Db, userId: number, chosen: ChosenSchool) => {
  const saved = await tx
    .update(users)
    .set({ groupId: chosen.groupId, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        chosen.replaces === null ? isNull(users.groupId) : eq(users.groupId, chosen.replaces),
      ),
    )
    .returning({ id: users.id });
  return saved.length > 0;
};
