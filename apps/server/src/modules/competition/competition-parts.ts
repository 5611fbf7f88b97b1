import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { itemSaveBody, participantGroupSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { competitionGroups, competitionItems, enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import type { LocalizedText } from '../../platform/messages.ts';
import { findEditableCompetition, type Tx } from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';
import { listItems, listParticipantGroups } from './competition-read.ts';

type Entry = { id?: string; name: string; description: string };
type PartTable = typeof competitionItems | typeof competitionGroups;
/** The sign-up column that points at the part: a part with sign-ups is never deleted under them. */
type SignUpColumn = typeof enrollTeams.itemId | typeof enrollTeams.participantGroupId;

/** Sign-ups per part among `ids`, for the parts that have any. */
const signUpsOf = async (tx: Tx, column: SignUpColumn, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: column, n: count() })
    .from(enrollTeams)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id!, r.n]));
};

/**
 * Replaces the list of items (or participant groups) of a competition in one transaction: listed ids are
 * kept (renamed, reordered) — an entry without an id that bears an existing name is that part, kept in
 * place — new entries added, unlisted ones removed with their stage links. Removing a part that has
 * sign-ups is refused, naming it (its sign-ups would lose their item or group).
 */
const saveParts = async (
  tx: Tx,
  table: PartTable,
  competitionId: number,
  entries: Entry[],
  signUpColumn: SignUpColumn,
  messages: { duplicate: LocalizedText; unknown: LocalizedText; inUse: LocalizedText },
) => {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw badRequest(messages.duplicate, { name: entry.name });
    seen.add(entry.name);
  }
  const existing = await tx
    .select({ id: table.id, publicId: table.publicId, name: table.name })
    .from(table)
    .where(eq(table.competitionId, competitionId));
  const claimed = new Set(entries.filter((e) => e.id).map((e) => e.id!));
  const matched = entries.map((e) => {
    if (e.id) return e;
    const same = existing.find((row) => row.name === e.name && !claimed.has(row.publicId));
    if (!same) return e;
    claimed.add(same.publicId);
    return { ...e, id: same.publicId };
  });
  const kept = matched.filter((e) => e.id).map((e) => e.id!);
  if (kept.some((id) => !existing.some((row) => row.publicId === id))) throw badRequest(messages.unknown);
  const removed = existing.filter((row) => !kept.includes(row.publicId));
  const inUse = await signUpsOf(
    tx,
    signUpColumn,
    removed.map((r) => r.id),
  );
  const blocked = removed.find((r) => inUse.has(r.id));
  if (blocked) throw conflict(messages.inUse, { name: blocked.name, count: inUse.get(blocked.id)! });
  await tx
    .delete(table)
    .where(
      and(eq(table.competitionId, competitionId), kept.length ? notInArray(table.publicId, kept) : undefined),
    );
  // Park kept names first so swapping two names does not trip the unique (competition, name) index.
  if (kept.length)
    for (const row of existing.filter((r) => kept.includes(r.publicId)))
      await tx
        .update(table)
        .set({ name: `~${row.publicId}` })
        .where(eq(table.id, row.id));
  for (const [orderNum, entry] of matched.entries()) {
    const values = { name: entry.name, description: entry.description, orderNum };
    if (entry.id) await tx.update(table).set(values).where(eq(table.publicId, entry.id));
    else await tx.insert(table).values({ publicId: newPublicId(), competitionId, ...values });
  }
};

export const saveItems = async (db: Db, auth: AuthContext, body: z.output<typeof itemSaveBody>) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  const before = await listItems(db, competition.id);
  await db.transaction((tx) =>
    saveParts(
      tx,
      competitionItems,
      competition.id,
      body.items.map((i) => ({ id: i.itemId, name: i.name, description: i.description })),
      enrollTeams.itemId,
      {
        duplicate: competitionMessages.itemDuplicate,
        unknown: competitionMessages.itemUnknown,
        inUse: competitionMessages.itemInUse,
      },
    ),
  );
  return { competition, before, after: await listItems(db, competition.id) };
};

export const saveParticipantGroups = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof participantGroupSaveBody>,
) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  const before = await listParticipantGroups(db, competition.id);
  await db.transaction((tx) =>
    saveParts(
      tx,
      competitionGroups,
      competition.id,
      body.groups.map((g) => ({ id: g.groupId, name: g.name, description: g.description })),
      enrollTeams.participantGroupId,
      {
        duplicate: competitionMessages.groupDuplicate,
        unknown: competitionMessages.groupUnknown,
        inUse: competitionMessages.groupInUse,
      },
    ),
  );
  return { competition, before, after: await listParticipantGroups(db, competition.id) };
};

/** Internal ids of the given public ids within one competition's items or groups; unknown ones refused. */
export const resolvePartIds = async (
  db: Db | Tx,
  table: PartTable,
  competitionId: number,
  publicIds: string[],
  unknown: LocalizedText,
) => {
  if (publicIds.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.competitionId, competitionId), inArray(table.publicId, publicIds)));
  if (rows.length !== new Set(publicIds).size) throw badRequest(unknown);
  return rows.map((r) => r.id);
};
