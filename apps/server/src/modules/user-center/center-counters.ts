import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { enrollMembers, infoForms, infoSubmissions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { enteredCompetitionIds } from './entrants.ts';

/**
 * The numbers on the centre's overview. Each area registers its own counter (works and certificates do
 * so in their `center-counter.ts`); a name no area has registered reads 0.
 */
export type CenterCounter = (db: Db, userId: number) => Promise<number>;

const counters = new Map<string, CenterCounter>();

export const registerCenterCounter = (name: string, counter: CenterCounter) =>
  void counters.set(name, counter);

/** Names that always appear (0 until an area registers a counter for them). */
const ALWAYS = ['competitions', 'works', 'rewards', 'openForms'] as const;

registerCenterCounter('competitions', async (db, userId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollMembers)
    .where(eq(enrollMembers.userId, userId));
  return Number(row?.n ?? 0);
});

/** Forms of competitions the user entered, still open, not yet submitted. */
registerCenterCounter('openForms', async (db, userId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(infoForms)
    .leftJoin(
      infoSubmissions,
      and(eq(infoSubmissions.formId, infoForms.id), eq(infoSubmissions.userId, userId)),
    )
    .where(
      and(
        inArray(infoForms.competitionId, enteredCompetitionIds(userId)),
        gt(infoForms.deadline, new Date()),
        isNull(infoSubmissions.id),
      ),
    );
  return Number(row?.n ?? 0);
});

export const readCounters = async (db: Db, userId: number) => {
  const counts: Record<string, number> = Object.fromEntries(ALWAYS.map((name) => [name, 0]));
  for (const [name, counter] of counters) counts[name] = await counter(db, userId);
  return counts;
};
