import { asc, eq, inArray } from 'drizzle-orm';
import type { competitionCopyBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  competitionGroups,
  competitionItems,
  competitions,
  competitionStageGroups,
  competitionStageItems,
  competitionStages,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedCompetition, type Tx } from './competition-lookup.ts';

/** Copies rows of a child table to a new competition, returning old id → new id. */
const copyParts = async (
  tx: Tx,
  table: typeof competitionItems | typeof competitionGroups,
  fromId: number,
  toId: number,
) => {
  const rows = await tx.select().from(table).where(eq(table.competitionId, fromId)).orderBy(asc(table.id));
  const ids = new Map<number, number>();
  for (const row of rows) {
    const [copy] = await tx
      .insert(table)
      .values({
        publicId: newPublicId(),
        competitionId: toId,
        name: row.name,
        description: row.description,
        orderNum: row.orderNum,
      })
      .returning({ id: table.id });
    ids.set(row.id, copy!.id);
  }
  return ids;
};

/**
 * Copies a competition into a new season as a draft: its information, enrolment settings, items, groups and
 * stages with their work settings — not its people (no sign-ups, teams or works) and not its dates, which
 * belong to the old season and must be set again.
 */
export const copyCompetition = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof competitionCopyBody>,
) => {
  const source = await findManagedCompetition(db, auth, body.competitionId);
  return db.transaction(async (tx) => {
    const {
      id: _id,
      publicId: _publicId,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      publishedAt: _publishedAt,
      ...fields
    } = source;
    const [copy] = await tx
      .insert(competitions)
      .values({
        ...fields,
        publicId: newPublicId(),
        name: body.name ?? source.name,
        year: body.year,
        season: body.season,
        status: 'draft',
        copiedFromId: source.id,
        createdBy: auth.userId,
      })
      .returning();
    const [settings] = await tx
      .select()
      .from(competitionEnrollSettings)
      .where(eq(competitionEnrollSettings.competitionId, source.id));
    const itemIds = await copyParts(tx, competitionItems, source.id, copy!.id);
    const groupIds = await copyParts(tx, competitionGroups, source.id, copy!.id);
    const stages = await tx
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, source.id))
      .orderBy(asc(competitionStages.orderNum));
    for (const stage of stages) {
      const [newStage] = await tx
        .insert(competitionStages)
        .values({
          publicId: newPublicId(),
          competitionId: copy!.id,
          name: stage.name,
          description: stage.description,
          orderNum: stage.orderNum,
          workTypes: stage.workTypes,
          workMaxSizeMb: stage.workMaxSizeMb,
          workMaxCount: stage.workMaxCount,
          workFields: stage.workFields,
          workReplaceable: stage.workReplaceable,
        })
        .returning({ id: competitionStages.id });
      const links = await Promise.all([
        tx.select().from(competitionStageItems).where(eq(competitionStageItems.stageId, stage.id)),
        tx.select().from(competitionStageGroups).where(eq(competitionStageGroups.stageId, stage.id)),
      ]);
      if (links[0].length)
        await tx
          .insert(competitionStageItems)
          .values(links[0].map((l) => ({ stageId: newStage!.id, itemId: itemIds.get(l.itemId)! })));
      if (links[1].length)
        await tx
          .insert(competitionStageGroups)
          .values(links[1].map((l) => ({ stageId: newStage!.id, groupId: groupIds.get(l.groupId)! })));
    }
    if (settings) {
      const { competitionId: _c, updatedAt: _u, ...values } = settings;
      // Eligible participant groups are named by public id: point them at the copies.
      const oldGroups = values.eligibleGroupIds.length
        ? await tx
            .select({ id: competitionGroups.id, publicId: competitionGroups.publicId })
            .from(competitionGroups)
            .where(inArray(competitionGroups.publicId, values.eligibleGroupIds))
        : [];
      const newIds = [...groupIds.values()];
      const newGroups = newIds.length
        ? await tx
            .select({ id: competitionGroups.id, publicId: competitionGroups.publicId })
            .from(competitionGroups)
            .where(inArray(competitionGroups.id, newIds))
        : [];
      const eligibleGroupIds = oldGroups
        .map((g) => newGroups.find((n) => n.id === groupIds.get(g.id))?.publicId)
        .filter((id): id is string => Boolean(id));
      await tx
        .insert(competitionEnrollSettings)
        .values({ ...values, eligibleGroupIds, competitionId: copy!.id });
    } else {
      await tx.insert(competitionEnrollSettings).values({ competitionId: copy!.id });
    }
    return { source, copy: copy! };
  });
};
