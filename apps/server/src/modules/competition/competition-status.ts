import { and, asc, count, eq } from 'drizzle-orm';
import { competitionItems, competitions, competitionStages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import type { LocalizedText } from '../../platform/messages.ts';
import { findManagedCompetition, type CompetitionRecord } from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';

type Transition = { from: string; to: string; refused: LocalizedText };

/** The status machine: draft → published → closed → archived, and published → draft (unpublish). */
export const TRANSITIONS = {
  publish: { from: 'draft', to: 'published', refused: competitionMessages.publishOnlyDraft },
  unpublish: { from: 'published', to: 'draft', refused: competitionMessages.unpublishOnlyPublished },
  close: { from: 'published', to: 'closed', refused: competitionMessages.closeOnlyPublished },
  archive: { from: 'closed', to: 'archived', refused: competitionMessages.archiveOnlyClosed },
} as const satisfies Record<string, Transition>;
export type TransitionName = keyof typeof TRANSITIONS;

/** A competition goes public only when students could act on it: an item and a stage with a sign-up window. */
const assertReadyToPublish = async (db: Db, competition: CompetitionRecord) => {
  const [[items], stages] = await Promise.all([
    db
      .select({ n: count() })
      .from(competitionItems)
      .where(eq(competitionItems.competitionId, competition.id)),
    db
      .select({
        name: competitionStages.name,
        signUpStart: competitionStages.signUpStart,
        signUpEnd: competitionStages.signUpEnd,
      })
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, competition.id))
      .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id)),
  ]);
  if (!items?.n) throw conflict(competitionMessages.publishNeedsItem);
  const first = stages[0];
  if (!first) throw conflict(competitionMessages.publishNeedsStage);
  if (!first.signUpStart || !first.signUpEnd)
    throw conflict(competitionMessages.publishNeedsSignUpWindow, { name: first.name });
};

/**
 * Moves a competition along the status machine. The expected status is part of the UPDATE, so two
 * organisers clicking at once cannot both succeed or skip a state.
 */
export const transitionCompetition = async (
  db: Db,
  auth: AuthContext,
  competitionId: string,
  name: TransitionName,
) => {
  const transition: Transition = TRANSITIONS[name];
  const before = await findManagedCompetition(db, auth, competitionId);
  if (before.status !== transition.from) throw conflict(transition.refused);
  if (name === 'publish') await assertReadyToPublish(db, before);
  const [after] = await db
    .update(competitions)
    .set({
      status: transition.to,
      updatedAt: new Date(),
      ...(name === 'publish' ? { publishedAt: new Date() } : {}),
    })
    .where(and(eq(competitions.id, before.id), eq(competitions.status, transition.from)))
    .returning();
  if (!after) throw conflict(transition.refused);
  return { before, after };
};
