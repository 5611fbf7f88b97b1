import type { Db } from '../../../platform/db.ts';
import { sha256 } from '../../../platform/ids.ts';
import type { EventBus } from '../../../platform/events/index.ts';
import type { Tx } from '../review-lookup.ts';
import { loadSlots, presentScreen, sessionNames, sessionsCalling, type SessionRow } from './scene-state.ts';

/**
 * One channel per session and screen key: the calling screen and the desk page listen to it. The key's hash
 * is part of the name, so a screen still on a replaced link hears nothing more.
 */
export const sceneChannel = (session: Pick<SessionRow, 'publicId' | 'screenKey'>) =>
  `scene:${session.publicId}:${sha256(session.screenKey).slice(0, 16)}`;

/** Publishes the session's screen state (the whole state, so a client never has to merge). */
export const publishSceneState = async (db: Db | Tx, events: EventBus, session: SessionRow) => {
  const [names, slots] = await Promise.all([sessionNames(db, session.stageId), loadSlots(db, session.id)]);
  await events.publish(sceneChannel(session), {
    type: 'state',
    data: presentScreen(session, names, slots),
  });
};

/**
 * After a score changed: the running sessions calling this entry publish their state again, so the desk's
 * "scored n of m" moves while the team is still on stage. Never fails the score that caused it.
 */
export const publishEntryProgress = async (db: Db, events: EventBus, entryId: number) => {
  try {
    for (const { session } of await sessionsCalling(db, [entryId]))
      await publishSceneState(db, events, session);
  } catch {
    // Live progress is a convenience; the desk reloads the counts on its next event or refresh.
  }
};
