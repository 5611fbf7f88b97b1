import { asc, eq, inArray } from 'drizzle-orm';
import { feeOfChoice } from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitionFees,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStageGroups,
  competitionStageItems,
  competitionStages,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/** What a sign-up reads of the competition itself (never its rich text). */
type Competition = Pick<typeof competitions.$inferSelect, 'id' | 'publicId' | 'groupId' | 'status'>;
type Rules = typeof competitionEnrollSettings.$inferSelect;
type Stage = typeof competitionStages.$inferSelect;

/** What a sign-up needs to know of a competition: its settings, stages, items and groups. */
export type SignUpContext = {
  competition: Competition;
  rules: Rules;
  /** In stage order (orderNum, then id), as the sign-up picks the first open one. */
  stages: Stage[];
  /** Item public id → internal id. */
  items: Map<string, number>;
  /** Stage id → the items it lists (no entry: the stage takes every item). */
  stageItems: Map<number, Set<number>>;
  groups: { id: number; publicId: string }[];
  /** Stage id → the participant groups it lists (no entry: every group). */
  stageGroups: Map<number, Set<number>>;
  /** Fees more specific than the settings' default (per item and/or participant group). */
  feeRules: { itemId: number | null; participantGroupId: number | null; amountFen: number }[];
};

/**
 * The fee of a sign-up in fen: the most specific rule that matches (item and group, then item, then
 * group), else the competition's default.
 */
export const feeOf = (context: SignUpContext, itemId: number, participantGroupId: number | null) =>
  feeOfChoice(context.feeRules, context.rules.feeFen, itemId, participantGroupId);

/**
 * How long a competition's sign-up context is reused. A surge sends thousands of sign-ups for one
 * competition within seconds; reading its settings, stages, items and groups once per window instead of
 * once per sign-up takes four round trips off each. Writes of the competition module clear it at once
 * (see `forgetSignUpContexts`), so the TTL only bounds changes made behind the server's back (seeds, SQL).
 * Capacity itself is never cached: limits are held by the counter rows in the database.
 */
export const SIGN_UP_CONTEXT_TTL_MS = Number(process.env.SIGN_UP_CONTEXT_TTL_MS ?? 2000);

type Entry = { expires: number; value: Promise<SignUpContext | undefined> };
/** Per database (tests open several), per competition public id. */
const caches = new WeakMap<Db, Map<string, Entry>>();

const groupBy = (rows: { key: number; value: number }[]) => {
  const map = new Map<number, Set<number>>();
  for (const { key, value } of rows) {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(value);
  }
  return map;
};

const load = async (db: Db, competitionPublicId: string): Promise<SignUpContext | undefined> => {
  const [found] = await db
    .select({
      competition: {
        id: competitions.id,
        publicId: competitions.publicId,
        groupId: competitions.groupId,
        status: competitions.status,
      },
      rules: competitionEnrollSettings,
    })
    .from(competitions)
    .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .where(eq(competitions.publicId, competitionPublicId))
    .limit(1);
  if (!found) return undefined;
  const competitionId = found.competition.id;
  const stageIds = db
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competitionId));
  const [stages, items, stageItems, groups, stageGroups, feeRules] = await Promise.all([
    db
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, competitionId))
      .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id)),
    db
      .select({ id: competitionItems.id, publicId: competitionItems.publicId })
      .from(competitionItems)
      .where(eq(competitionItems.competitionId, competitionId)),
    db
      .select({ key: competitionStageItems.stageId, value: competitionStageItems.itemId })
      .from(competitionStageItems)
      .where(inArray(competitionStageItems.stageId, stageIds)),
    db
      .select({ id: competitionGroups.id, publicId: competitionGroups.publicId })
      .from(competitionGroups)
      .where(eq(competitionGroups.competitionId, competitionId)),
    db
      .select({ key: competitionStageGroups.stageId, value: competitionStageGroups.groupId })
      .from(competitionStageGroups)
      .where(inArray(competitionStageGroups.stageId, stageIds)),
    db
      .select({
        itemId: competitionFees.itemId,
        participantGroupId: competitionFees.participantGroupId,
        amountFen: competitionFees.amountFen,
      })
      .from(competitionFees)
      .where(eq(competitionFees.competitionId, competitionId)),
  ]);
  return {
    ...found,
    stages,
    items: new Map(items.map((i) => [i.publicId, i.id])),
    stageItems: groupBy(stageItems),
    groups,
    stageGroups: groupBy(stageGroups),
    feeRules,
  };
};

/**
 * The competition's sign-up context, from the cache while fresh. Concurrent callers on a miss share one
 * load, so a surge that starts on a cold cache reads the competition once, not once per client.
 */
export const signUpContext = (db: Db, competitionPublicId: string): Promise<SignUpContext | undefined> => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(competitionPublicId);
  if (hit && hit.expires > now) return hit.value;
  const value = load(db, competitionPublicId);
  cache.set(competitionPublicId, { expires: now + SIGN_UP_CONTEXT_TTL_MS, value });
  // A failed load is not kept: the next sign-up tries again.
  value.catch(() => cache.delete(competitionPublicId));
  return value;
};

/** Forgets every cached context: called after any write of the competition module (they are rare). */
export const forgetSignUpContexts = (db: Db) => caches.delete(db);

/** The stage whose sign-up window is open at `now` (the first in order, when several are). */
export const openStageOf = (context: SignUpContext, now: Date) =>
  context.stages.find(
    (s) =>
      s.signUpStart !== null &&
      s.signUpEnd !== null &&
      s.signUpStart.getTime() <= now.getTime() &&
      now.getTime() < s.signUpEnd.getTime(),
  );
