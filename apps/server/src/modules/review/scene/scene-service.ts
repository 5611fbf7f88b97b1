import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { sceneSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { competitionStages, reviewEntries, sceneSessions, sceneSlots } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { newPublicId, newToken } from '../../../platform/ids.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import type { Tx } from '../review-lookup.ts';
import { loadSetting } from '../settings.ts';
import { drawOrder, newDrawSeed } from './scene-draw.ts';
import { sceneMessages } from './scene.messages.ts';
import { loadSlots, presentDetail, presentRow, type SessionRow } from './scene-state.ts';

/** A session the caller manages: its stage must be in the caller's reach (else "not found"). */
const managedSession = async (db: Db, auth: AuthContext, sessionId: string) => {
  const [row] = await db
    .select({ session: sceneSessions, stagePublicId: competitionStages.publicId })
    .from(sceneSessions)
    .innerJoin(competitionStages, eq(competitionStages.id, sceneSessions.stageId))
    .where(eq(sceneSessions.publicId, sessionId))
    .limit(1);
  if (!row) throw notFound(sceneMessages.sessionNotFound);
  await findManagedStage(db, auth, row.stagePublicId).catch(() => {
    throw notFound(sceneMessages.sessionNotFound);
  });
  return row;
};

export const listSessions = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const rows = await db
    .select()
    .from(sceneSessions)
    .where(eq(sceneSessions.stageId, stage.id))
    .orderBy(asc(sceneSessions.room));
  return Promise.all(rows.map(async (s) => presentRow(s, stage.publicId, await loadSlots(db, s.id))));
};

export const sceneSessionDetail = async (db: Db, auth: AuthContext, sessionId: string) => {
  const { session, stagePublicId } = await managedSession(db, auth, sessionId);
  return presentDetail(session, stagePublicId, await loadSlots(db, session.id));
};

/**
 * Creates a session, or edits one not started yet. The stage must be reviewed on site; entries must be
 * review entries of that stage. The order starts as given (draw or set it afterwards).
 */
export const saveSession = async (
  db: Db,
  auth: AuthContext,
  input: z.infer<typeof sceneSaveBody>,
  userId: number,
) => {
  const { stage } = await findManagedStage(db, auth, input.stageId);
  if ((await loadSetting(db, stage.id)).reviewType !== 'onsite') throw badRequest(sceneMessages.notOnsite);
  const entryIds = [...new Set(input.entryIds)];
  if (entryIds.length !== input.entryIds.length) throw badRequest(sceneMessages.entryTwice);
  const entries = await db
    .select({ id: reviewEntries.id, publicId: reviewEntries.publicId })
    .from(reviewEntries)
    .where(and(eq(reviewEntries.stageId, stage.id), inArray(reviewEntries.publicId, entryIds)));
  if (entries.length !== entryIds.length) throw notFound(sceneMessages.entryNotInStage);
  const byPublic = new Map(entries.map((e) => [e.publicId, e.id]));
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: sceneSessions.id })
      .from(sceneSessions)
      .where(
        and(
          eq(sceneSessions.stageId, stage.id),
          eq(sceneSessions.room, input.room),
          input.sessionId ? ne(sceneSessions.publicId, input.sessionId) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw conflict(sceneMessages.roomTaken, { room: input.room });
    let session: SessionRow;
    if (input.sessionId) {
      // Only a session nobody was called in yet may change its entries (the version moves on).
      const [updated] = await tx
        .update(sceneSessions)
        .set({
          room: input.room,
          durationSec: input.durationSec,
          showNames: input.showNames,
          version: sql`${sceneSessions.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(sceneSessions.publicId, input.sessionId),
            eq(sceneSessions.stageId, stage.id),
            eq(sceneSessions.status, 'ready'),
          ),
        )
        .returning();
      if (!updated) throw conflict(sceneMessages.alreadyStarted);
      session = updated;
      await tx.delete(sceneSlots).where(eq(sceneSlots.sessionId, session.id));
    } else {
      const [created] = await tx
        .insert(sceneSessions)
        .values({
          publicId: newPublicId(),
          stageId: stage.id,
          room: input.room,
          durationSec: input.durationSec,
          showNames: input.showNames,
          screenKey: newToken(),
          createdBy: userId,
        })
        .returning();
      session = created!;
    }
    await tx.insert(sceneSlots).values(
      entryIds.map((entryId, index) => ({
        publicId: newPublicId(),
        sessionId: session.id,
        entryId: byPublic.get(entryId)!,
        position: index + 1,
      })),
    );
    return session;
  });
};

/**
 * The start of every action: moves the version on only if the caller saw the current one and the session
 * is open. Under PostgreSQL the row lock queues a concurrent click, which then finds the version changed.
 */
const claimVersion = async (tx: Tx, session: SessionRow, version: number, status?: SessionRow['status']) => {
  const [claimed] = await tx
    .update(sceneSessions)
    .set({ version: sql`${sceneSessions.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(sceneSessions.id, session.id),
        eq(sceneSessions.version, version),
        status ? eq(sceneSessions.status, status) : ne(sceneSessions.status, 'closed'),
      ),
    )
    .returning();
  if (claimed) return claimed;
  if (session.status === 'closed') throw conflict(sceneMessages.closed);
  if (status && session.status !== status) throw conflict(sceneMessages.alreadyStarted);
  throw conflict(sceneMessages.stale);
};

/** Calls a slot: the one called before it (if still on stage) is marked with `previousTo`. */
const callSlot = async (
  tx: Tx,
  session: SessionRow,
  slotId: number | null,
  previousTo: 'done' | 'skipped',
) => {
  const now = new Date();
  await tx
    .update(sceneSlots)
    .set({ state: previousTo, finishedAt: now })
    .where(and(eq(sceneSlots.sessionId, session.id), eq(sceneSlots.state, 'called')));
  if (slotId !== null)
    await tx.update(sceneSlots).set({ state: 'called', calledAt: now }).where(eq(sceneSlots.id, slotId));
  const [updated] = await tx
    .update(sceneSessions)
    .set({ currentSlotId: slotId, calledAt: slotId === null ? null : now, status: 'running' })
    .where(eq(sceneSessions.id, session.id))
    .returning();
  return updated!;
};

const firstWaiting = async (tx: Tx, sessionId: number) => {
  const [slot] = await tx
    .select({ id: sceneSlots.id })
    .from(sceneSlots)
    .where(and(eq(sceneSlots.sessionId, sessionId), eq(sceneSlots.state, 'waiting')))
    .orderBy(asc(sceneSlots.position))
    .limit(1);
  return slot?.id ?? null;
};

export type SceneAction =
  | { kind: 'next' }
  | { kind: 'skip' }
  | { kind: 'recall'; slotId: string }
  | { kind: 'close' }
  | { kind: 'draw'; seed?: string }
  | { kind: 'order'; slotIds: string[] };

/** Runs one action on the state the caller saw (`version`); returns the session after it. */
export const actOnSession = async (
  db: Db,
  auth: AuthContext,
  sessionId: string,
  version: number,
  action: SceneAction,
) => {
  const { session } = await managedSession(db, auth, sessionId);
  return db.transaction(async (tx) => {
    switch (action.kind) {
      case 'next': {
        const claimed = await claimVersion(tx, session, version);
        const next = await firstWaiting(tx, session.id);
        if (next === null && claimed.currentSlotId === null) throw badRequest(sceneMessages.nobodyWaiting);
        return { session: await callSlot(tx, claimed, next, 'done') };
      }
      case 'skip': {
        const claimed = await claimVersion(tx, session, version);
        if (claimed.currentSlotId === null) throw badRequest(sceneMessages.nobodyCalled);
        return { session: await callSlot(tx, claimed, await firstWaiting(tx, session.id), 'skipped') };
      }
      case 'recall': {
        const claimed = await claimVersion(tx, session, version);
        const [slot] = await tx
          .select({ id: sceneSlots.id, state: sceneSlots.state })
          .from(sceneSlots)
          .where(and(eq(sceneSlots.sessionId, session.id), eq(sceneSlots.publicId, action.slotId)))
          .limit(1);
        if (!slot) throw notFound(sceneMessages.slotNotFound);
        if (slot.state !== 'skipped') throw badRequest(sceneMessages.recallOnlySkipped);
        return { session: await callSlot(tx, claimed, slot.id, 'done') };
      }
      case 'close': {
        const claimed = await claimVersion(tx, session, version);
        await tx
          .update(sceneSlots)
          .set({ state: 'done', finishedAt: new Date() })
          .where(and(eq(sceneSlots.sessionId, session.id), eq(sceneSlots.state, 'called')));
        const [closed] = await tx
          .update(sceneSessions)
          .set({ status: 'closed', currentSlotId: null, calledAt: null })
          .where(eq(sceneSessions.id, claimed.id))
          .returning();
        return { session: closed! };
      }
      case 'draw': {
        // Only before anyone is called: a draw after the start would reshuffle teams already heard.
        const claimed = await claimVersion(tx, session, version, 'ready');
        const slots = await tx
          .select({ id: sceneSlots.id })
          .from(sceneSlots)
          .where(eq(sceneSlots.sessionId, session.id))
          .orderBy(asc(sceneSlots.id));
        const seed = action.seed ?? newDrawSeed();
        const order = drawOrder(
          slots.map((s) => s.id),
          seed,
        );
        for (const [index, id] of order.entries())
          await tx
            .update(sceneSlots)
            .set({ position: index + 1 })
            .where(eq(sceneSlots.id, id));
        const [drawn] = await tx
          .update(sceneSessions)
          .set({ drawSeed: seed })
          .where(eq(sceneSessions.id, claimed.id))
          .returning();
        return { session: drawn!, seed };
      }
      case 'order': {
        // The waiting teams take the given order after everyone already called, done or skipped.
        const claimed = await claimVersion(tx, session, version);
        const slots = await tx
          .select({ id: sceneSlots.id, publicId: sceneSlots.publicId, state: sceneSlots.state })
          .from(sceneSlots)
          .where(eq(sceneSlots.sessionId, session.id))
          .orderBy(asc(sceneSlots.position));
        const waiting = slots.filter((s) => s.state === 'waiting');
        const given = new Set(action.slotIds);
        if (given.size !== action.slotIds.length || waiting.length !== given.size)
          throw badRequest(sceneMessages.orderMismatch);
        const byPublic = new Map(waiting.map((s) => [s.publicId, s.id]));
        if (action.slotIds.some((id) => !byPublic.has(id))) throw badRequest(sceneMessages.orderMismatch);
        const start = slots.length - waiting.length;
        const settled = slots.filter((s) => s.state !== 'waiting');
        for (const [index, slot] of settled.entries())
          await tx
            .update(sceneSlots)
            .set({ position: index + 1 })
            .where(eq(sceneSlots.id, slot.id));
        for (const [index, publicId] of action.slotIds.entries())
          await tx
            .update(sceneSlots)
            .set({ position: start + index + 1 })
            .where(eq(sceneSlots.id, byPublic.get(publicId)!));
        return { session: claimed };
      }
    }
  });
};

/** A new screen key: links to the old one stop working (e.g. after a link was shared too widely). */
export const resetScreenKey = async (db: Db, auth: AuthContext, sessionId: string) => {
  const { session } = await managedSession(db, auth, sessionId);
  const [updated] = await db
    .update(sceneSessions)
    .set({ screenKey: newToken(), updatedAt: new Date() })
    .where(eq(sceneSessions.id, session.id))
    .returning();
  return { before: session, session: updated! };
};

/** The session a screen key opens, or "not found" (the same for a wrong, old or malformed key). */
export const sessionByScreenKey = async (db: Db, key: string) => {
  const [session] = await db.select().from(sceneSessions).where(eq(sceneSessions.screenKey, key)).limit(1);
  if (!session) throw notFound(sceneMessages.screenNotFound);
  return session;
};
