/**
 * The one conflict-of-interest rule, used by the automatic distribution and by every manual change:
 * an expert never reviews an entry from their own school, from a school they declared a conflict with,
 * or one whose team they advise or belong to.
 */
export type ConflictEntry = {
  /** The entry's school (the captain's home group), when known. */
  schoolId: string | null;
  /** Users on the team: members and advisors. */
  personIds: readonly string[];
};

export type ConflictExpert = {
  /** The expert's own school, when they belong to one. */
  schoolId: string | null;
  /** Schools the expert declared a conflict with. */
  conflictSchoolIds: readonly string[];
  /** The expert's sign-in account, when they have one (to catch advisors and members). */
  userId: string | null;
};

export type ConflictKind = 'ownSchool' | 'declaredSchool' | 'teamMember';

/** Why an expert may not review an entry, or null when they may. */
export const conflictOf = (entry: ConflictEntry, expert: ConflictExpert): ConflictKind | null => {
  if (entry.schoolId !== null && expert.schoolId === entry.schoolId) return 'ownSchool';
  if (entry.schoolId !== null && expert.conflictSchoolIds.includes(entry.schoolId)) return 'declaredSchool';
  if (expert.userId !== null && entry.personIds.includes(expert.userId)) return 'teamMember';
  return null;
};
