import { and, eq } from 'drizzle-orm';
import type { competitionAddBody, competitionUpdateBody } from '@podium/contracts';
import type { z } from 'zod';
import { competitionEnrollSettings, competitions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { findReachableGroup, groupMessages } from '../organization/index.ts';
import {
  assertDictionaryValues,
  findEditableCompetition,
  findManagedCompetition,
} from './competition-lookup.ts';
import { assertCompetitionFiles } from './competition-files.ts';
import { competitionMessages } from './competition.messages.ts';

type Fields = Omit<z.output<typeof competitionUpdateBody>, 'competitionId'>;

/** Rich text is sanitised with the allow-list on every write, whoever wrote it. */
const cleanFields = (fields: Fields) => ({
  ...fields,
  introduction: sanitizeRichText(fields.introduction),
  rules: sanitizeRichText(fields.rules),
  guide: sanitizeRichText(fields.guide),
});

/** Creates a draft competition of the acting group (or a reachable group), with default enrolment settings. */
export const addCompetition = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof competitionAddBody>,
) => {
  const { groupId, ...fields } = body;
  const group = groupId ? await findReachableGroup(db, auth, groupId, groupMessages.notFound) : auth.group;
  if (!group) throw notFound(groupMessages.notFound);
  await assertDictionaryValues(db, fields.level, fields.category);
  await assertCompetitionFiles(db, auth, fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(competitions)
      .values({ publicId: newPublicId(), groupId: group.id, createdBy: auth.userId, ...cleanFields(fields) })
      .returning();
    await tx.insert(competitionEnrollSettings).values({ competitionId: row!.id });
    return row!;
  });
};

/** Saves the basic information of a competition; archived competitions are read-only. */
export const updateCompetition = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof competitionUpdateBody>,
) => {
  const { competitionId, ...fields } = body;
  const before = await findEditableCompetition(db, auth, competitionId);
  await assertDictionaryValues(db, fields.level, fields.category);
  await assertCompetitionFiles(db, auth, fields);
  const [after] = await db
    .update(competitions)
    .set({ ...cleanFields(fields), updatedAt: new Date() })
    .where(eq(competitions.id, before.id))
    .returning();
  return { before, after: after! };
};

/** Deletes a draft competition with everything that hangs off it (items, groups, stages, settings). */
export const removeCompetition = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  // The status is checked in the DELETE itself, so a publish racing this delete cannot lose.
  const removed = await db
    .delete(competitions)
    .where(and(eq(competitions.id, competition.id), eq(competitions.status, 'draft')))
    .returning({ id: competitions.id });
  if (removed.length === 0) throw conflict(competitionMessages.removeOnlyDraft);
  return competition;
};
