import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ExpertGroupRow, expertGroupSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { competitionStages, expertGroupMembers, expertGroups, experts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { expertScope } from '../experts/index.ts';
import { activeExpertRecords } from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';

/** Expert groups of a stage with their members and captain. */
export const listGroups = async (db: Db, auth: AuthContext, stageId: string): Promise<ExpertGroupRow[]> => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const groupRows = await db
    .select()
    .from(expertGroups)
    .where(eq(expertGroups.stageId, stage.id))
    .orderBy(asc(expertGroups.id));
  if (groupRows.length === 0) return [];
  const members = await db
    .select({
      groupId: expertGroupMembers.expertGroupId,
      id: experts.id,
      expertId: experts.publicId,
      name: experts.name,
      organisation: experts.organisation,
    })
    .from(expertGroupMembers)
    .innerJoin(experts, eq(experts.id, expertGroupMembers.expertId))
    .where(
      inArray(
        expertGroupMembers.expertGroupId,
        groupRows.map((g) => g.id),
      ),
    )
    .orderBy(asc(experts.name));
  return groupRows.map((g) => ({
    expertGroupId: g.publicId,
    name: g.name,
    captainExpertId: members.find((m) => m.id === g.captainExpertId)?.expertId ?? null,
    members: members
      .filter((m) => m.groupId === g.id)
      .map(({ expertId, name, organisation }) => ({ expertId, name, organisation })),
  }));
};

/** Adds or replaces a group of the stage; the captain must be one of its members. */
export const saveGroup = async (db: Db, auth: AuthContext, input: z.infer<typeof expertGroupSaveBody>) => {
  const { stage } = await findManagedStage(db, auth, input.stageId);
  if (!input.expertIds.includes(input.captainExpertId)) throw badRequest(reviewMessages.captainNotMember);
  const ids = [...new Set(input.expertIds)];
  const found = await db
    .select({ id: experts.id, publicId: experts.publicId })
    .from(experts)
    .where(and(inArray(experts.publicId, ids), expertScope(auth)));
  if (found.length !== ids.length) throw notFound(reviewMessages.expertNotFound);
  const captain = found.find((e) => e.publicId === input.captainExpertId)!;
  return db.transaction(async (tx) => {
    let groupId: number;
    if (input.expertGroupId) {
      const [existing] = await tx
        .select()
        .from(expertGroups)
        .where(and(eq(expertGroups.publicId, input.expertGroupId), eq(expertGroups.stageId, stage.id)))
        .limit(1);
      if (!existing) throw notFound();
      groupId = existing.id;
    } else {
      const [row] = await tx
        .insert(expertGroups)
        .values({ publicId: newPublicId(), stageId: stage.id, name: input.name })
        .returning({ id: expertGroups.id });
      groupId = row!.id;
    }
    const [clash] = await tx
      .select({ id: expertGroups.id })
      .from(expertGroups)
      .where(
        and(
          eq(expertGroups.stageId, stage.id),
          eq(expertGroups.name, input.name),
          ne(expertGroups.id, groupId),
        ),
      )
      .limit(1);
    if (clash) throw conflict(reviewMessages.groupDuplicate, { name: input.name });
    await tx
      .update(expertGroups)
      .set({ name: input.name, captainExpertId: captain.id })
      .where(eq(expertGroups.id, groupId));
    await tx.delete(expertGroupMembers).where(eq(expertGroupMembers.expertGroupId, groupId));
    await tx
      .insert(expertGroupMembers)
      .values(found.map((e) => ({ expertGroupId: groupId, expertId: e.id })));
    const [saved] = await tx.select().from(expertGroups).where(eq(expertGroups.id, groupId));
    return saved!;
  });
};

/** Whether the calling expert captains a group (of one stage, or any). */
export const captainFlag = async (db: Db, auth: AuthContext, stageId?: string) => {
  const mine = await activeExpertRecords(db, auth);
  if (mine.length === 0) return { captain: false, expertGroupIds: [] };
  const conditions = [
    inArray(
      expertGroups.captainExpertId,
      mine.map((e) => e.id),
    ),
  ];
  if (stageId) conditions.push(eq(competitionStages.publicId, stageId));
  const rows = await db
    .select({ publicId: expertGroups.publicId })
    .from(expertGroups)
    .innerJoin(competitionStages, eq(competitionStages.id, expertGroups.stageId))
    .where(and(...conditions));
  return { captain: rows.length > 0, expertGroupIds: rows.map((r) => r.publicId) };
};
