import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { SceneDetail, SceneSessionRow, SceneSlot, ScreenState, ScreenTeam } from '@podium/contracts';
import {
  competitions,
  competitionStages,
  enrollTeams,
  groups,
  reviewAssignments,
  reviewEntries,
  sceneSessions,
  sceneSlots,
} from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import type { Tx } from '../review-lookup.ts';

export type SessionRow = typeof sceneSessions.$inferSelect;

/** How many teams the calling screen lists as "next". */
const NEXT_SHOWN = 3;

/** Slots of a session in running order, with team, school and the scoring progress of each entry. */
export const loadSlots = async (db: Db | Tx, sessionId: number) => {
  const rows = await db
    .select({
      slot: sceneSlots,
      entryPublicId: reviewEntries.publicId,
      teamName: enrollTeams.name,
      schoolName: groups.name,
    })
    .from(sceneSlots)
    .innerJoin(reviewEntries, eq(reviewEntries.id, sceneSlots.entryId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
    .where(eq(sceneSlots.sessionId, sessionId))
    .orderBy(asc(sceneSlots.position), asc(sceneSlots.id));
  const progress = await entryProgress(
    db,
    rows.map((r) => r.slot.entryId),
  );
  return rows.map((r): SceneSlot & { id: number; entryKey: number } => ({
    id: r.slot.id,
    entryKey: r.slot.entryId,
    slotId: r.slot.publicId,
    entryId: r.entryPublicId,
    position: r.slot.position,
    teamName: r.teamName,
    schoolName: r.schoolName ?? '',
    state: r.slot.state as SceneSlot['state'],
    calledAt: r.slot.calledAt?.toISOString() ?? null,
    assigned: progress.get(r.slot.entryId)?.assigned ?? 0,
    scored: progress.get(r.slot.entryId)?.scored ?? 0,
  }));
};

/** Per entry: experts assigned, and how many of them have submitted or abstained. */
export const entryProgress = async (db: Db | Tx, entryIds: number[]) => {
  const result = new Map<number, { assigned: number; scored: number }>();
  if (entryIds.length === 0) return result;
  const rows = await db
    .select({ entryId: reviewAssignments.entryId, status: reviewAssignments.status, n: count() })
    .from(reviewAssignments)
    .where(inArray(reviewAssignments.entryId, entryIds))
    .groupBy(reviewAssignments.entryId, reviewAssignments.status);
  for (const r of rows) {
    const entry = result.get(r.entryId) ?? { assigned: 0, scored: 0 };
    entry.assigned += r.n;
    if (r.status === 'submitted' || r.status === 'abstained') entry.scored += r.n;
    result.set(r.entryId, entry);
  }
  return result;
};

type Slots = Awaited<ReturnType<typeof loadSlots>>;

const strip = ({ id: _id, entryKey: _entry, ...slot }: Slots[number]): SceneSlot => slot;

export const presentRow = (session: SessionRow, stagePublicId: string, slots: Slots): SceneSessionRow => ({
  sessionId: session.publicId,
  stageId: stagePublicId,
  room: session.room,
  durationSec: session.durationSec,
  showNames: session.showNames,
  status: session.status as SceneSessionRow['status'],
  version: session.version,
  drawSeed: session.drawSeed,
  entries: slots.length,
  done: slots.filter((s) => s.state === 'done').length,
  screenKey: session.screenKey,
});

/** The organiser's view: every slot with names and progress, plus the clock to run the countdown on. */
export const presentDetail = (session: SessionRow, stagePublicId: string, slots: Slots): SceneDetail => {
  const current = slots.find((s) => s.id === session.currentSlotId) ?? null;
  return {
    ...presentRow(session, stagePublicId, slots),
    calledAt: session.calledAt?.toISOString() ?? null,
    serverNow: new Date().toISOString(),
    current: current ? strip(current) : null,
    slots: slots.map(strip),
  };
};

/** Seconds left of the called team's time by the server's clock (negative once over time). */
export const remainingSeconds = (session: Pick<SessionRow, 'calledAt' | 'durationSec'>, now = Date.now()) =>
  session.calledAt
    ? Math.ceil((session.calledAt.getTime() + session.durationSec * 1000 - now) / 1000)
    : session.durationSec;

/**
 * What the hall screen shows: the called team and the next few, by draw number; names only where the
 * session allows it. No member, advisor, phone or score ever leaves here.
 */
export const presentScreen = (
  session: SessionRow,
  names: { stageName: string; competitionName: string },
  slots: Slots,
): ScreenState => {
  const team = (s: Slots[number]): ScreenTeam => ({
    position: s.position,
    teamName: session.showNames ? s.teamName : '',
    schoolName: session.showNames ? s.schoolName : '',
  });
  const current = slots.find((s) => s.id === session.currentSlotId) ?? null;
  const live = session.status !== 'closed';
  return {
    room: session.room,
    stageName: names.stageName,
    competitionName: names.competitionName,
    status: session.status as ScreenState['status'],
    version: session.version,
    current: live && current ? team(current) : null,
    next: live
      ? slots
          .filter((s) => s.state === 'waiting')
          .slice(0, NEXT_SHOWN)
          .map(team)
      : [],
    calledAt: live ? (session.calledAt?.toISOString() ?? null) : null,
    durationSec: session.durationSec,
    serverNow: new Date().toISOString(),
    remaining: remainingSeconds(session),
    progress: { scored: current?.scored ?? 0, assigned: current?.assigned ?? 0 },
  };
};

/** Stage and competition names of a session, for the screen's heading. */
export const sessionNames = async (db: Db | Tx, stageId: number) => {
  const [row] = await db
    .select({ stageName: competitionStages.name, competitionName: competitions.name })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitionStages.id, stageId))
    .limit(1);
  return row ?? { stageName: '', competitionName: '' };
};

/** Running sessions whose called slot is one of these entries (whose progress just changed). */
export const sessionsCalling = async (db: Db | Tx, entryIds: number[]) =>
  entryIds.length === 0
    ? []
    : db
        .select({ session: sceneSessions })
        .from(sceneSessions)
        .innerJoin(sceneSlots, eq(sceneSlots.id, sceneSessions.currentSlotId))
        .where(
          and(
            eq(sceneSessions.status, 'running'),
            or(...entryIds.map((entryId) => eq(sceneSlots.entryId, entryId))),
          ),
        );

/** Entries called now in the stage's running sessions, and whether any session of the stage runs. */
export const calledEntries = async (db: Db | Tx, stageId: number) => {
  const rows = await db
    .select({ entryId: sceneSlots.entryId, state: sceneSlots.state })
    .from(sceneSessions)
    .leftJoin(sceneSlots, eq(sceneSlots.id, sceneSessions.currentSlotId))
    .where(and(eq(sceneSessions.stageId, stageId), eq(sceneSessions.status, 'running')));
  return {
    running: rows.length > 0,
    entryIds: new Set(rows.filter((r) => r.state === 'called').map((r) => r.entryId!)),
  };
};
