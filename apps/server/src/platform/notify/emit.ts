import { notifyEvents } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { NotifyEvent, NotifyEventType } from './event-types.ts';

/**
 * Records that something happened, in the caller's transaction: the dispatcher tells people only once it
 * is committed, and a change that rolls back takes its event with it. Pass the change's `tx`, not `db`.
 */
export const emitEvent = async <T extends NotifyEventType>(tx: Db, event: NotifyEvent<T>) => {
  await tx
    .insert(notifyEvents)
    .values({ type: event.type, data: event.data, actorId: event.actorId ?? null });
};

/** Several events of one change in one statement (e.g. a batch approval). */
export const emitEvents = async (tx: Db, events: NotifyEvent[]) => {
  if (events.length === 0) return;
  await tx
    .insert(notifyEvents)
    .values(events.map((e) => ({ type: e.type, data: e.data, actorId: e.actorId ?? null })));
};
