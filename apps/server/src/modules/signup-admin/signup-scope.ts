import { or, type SQL } from 'drizzle-orm';
import { competitions, enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';

/**
 * Which sign-ups the acting group manages: those of competitions it (or a subordinate) organises, and those
 * whose captain's school lies in its subtree. A school account therefore sees its own school's teams, an
 * organiser its competitions' and its subordinate schools' teams, a sibling school never another's.
 * Queries using it must join `competitions` on the team's competition. `undefined` means everything (ROOT).
 */
export const signUpScope = (auth: AuthContext): SQL | undefined => {
  const organiser = scopeCondition(auth, { groupId: competitions.groupId });
  const school = scopeCondition(auth, { groupId: enrollTeams.schoolGroupId });
  if (organiser === undefined || school === undefined) return undefined;
  return or(organiser, school);
};
