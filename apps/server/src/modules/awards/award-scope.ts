import { and, eq } from 'drizzle-orm';
import { awardEntries, awardLevels, awardLists, competitions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { awardMessages } from './awards.messages.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AwardListRecord = typeof awardLists.$inferSelect;

/** Award rows belong to the competition's organiser group: the same reach as the competition. */
export const listScope = (auth: AuthContext) => scopeCondition(auth, { groupId: awardLists.groupId });
export const levelScope = (auth: AuthContext) => scopeCondition(auth, { groupId: awardLevels.groupId });
export const entryScope = (auth: AuthContext) => scopeCondition(auth, { groupId: awardEntries.groupId });

/** A list the caller may manage, with its competition; another tenant's answers as missing. */
export const findManagedList = async (db: Db | Tx, auth: AuthContext, listId: string) => {
  const [row] = await db
    .select({ list: awardLists, competition: competitions })
    .from(awardLists)
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
    .where(and(eq(awardLists.publicId, listId), listScope(auth)))
    .limit(1);
  if (!row) throw notFound(awardMessages.listNotFound);
  return row;
};

export const findManagedLevel = async (db: Db | Tx, auth: AuthContext, levelId: string) => {
  const [row] = await db
    .select()
    .from(awardLevels)
    .where(and(eq(awardLevels.publicId, levelId), levelScope(auth)))
    .limit(1);
  if (!row) throw notFound(awardMessages.levelNotFound);
  return row;
};
