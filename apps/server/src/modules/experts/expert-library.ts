import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { DictType, type expertAddBody, type expertPageQuery, type ExpertRow } from '@podium/contracts';
import type { z } from 'zod';
import { dictData, experts, reviewAssignments } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, noPermission, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { findManagedCompetition } from '../competition/competition-lookup.ts';
import { expertMessages } from './experts.messages.ts';
import { presentExperts, schoolIdsOf, type ExpertRecord } from './expert-view.ts';

type ExpertInput = z.infer<typeof expertAddBody>;

/** The library rows the caller reaches (the acting organiser group and its subordinates). */
export const expertScope = (auth: AuthContext) => scopeCondition(auth, { groupId: experts.groupId });

export const listExperts = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  query: z.infer<typeof expertPageQuery>,
) => {
  const conditions: (SQL | undefined)[] = [expertScope(auth)];
  if (query.name) conditions.push(ilike(experts.name, likePattern(query.name)));
  if (query.status) conditions.push(eq(experts.status, query.status));
  if (query.field) conditions.push(sql`${experts.fields} @> ${JSON.stringify([query.field])}::jsonb`);
  if (query.temporary === '1') conditions.push(isNotNull(experts.temporaryCompetitionId));
  if (query.temporary === '0') conditions.push(isNull(experts.temporaryCompetitionId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(experts)
      .where(where)
      .orderBy(desc(experts.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ value: count() }).from(experts).where(where),
  ]);
  return { rows: await presentExperts(db, cipher, rows), total: total?.value ?? 0 };
};

export const findExpert = async (db: Db, auth: AuthContext, expertId: string): Promise<ExpertRecord> => {
  const [row] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.publicId, expertId), expertScope(auth)))
    .limit(1);
  if (!row) throw notFound(expertMessages.notFound);
  return row;
};

/** Validates references (schools, fields, temporary competition) and builds the stored columns. */
const columnsOf = async (db: Db, cipher: PersonalDataCipher, auth: AuthContext, input: ExpertInput) => {
  const schoolPublicIds = [
    ...new Set([...(input.schoolId ? [input.schoolId] : []), ...input.conflictSchoolIds]),
  ];
  const schools = await schoolIdsOf(db, schoolPublicIds);
  if (schools.size !== schoolPublicIds.length) throw badRequest(expertMessages.schoolUnknown);
  const fields = [...new Set(input.fields)];
  if (fields.length) {
    const known = await db
      .select({ value: dictData.value })
      .from(dictData)
      .where(
        and(
          eq(dictData.dictType, DictType.expertField),
          inArray(dictData.value, fields),
          eq(dictData.enabled, true),
        ),
      );
    const missing = fields.find((f) => !known.some((k) => k.value === f));
    if (missing) throw badRequest(expertMessages.fieldUnknown, { value: missing });
  }
  if ((input.temporaryCompetitionId === null) !== (input.accessEndsAt === null))
    throw badRequest(expertMessages.temporaryPair);
  const competition = input.temporaryCompetitionId
    ? await findManagedCompetition(db, auth, input.temporaryCompetitionId)
    : null;
  return {
    name: input.name,
    title: input.title,
    organisation: input.organisation,
    schoolGroupId: input.schoolId ? schools.get(input.schoolId)! : null,
    fields,
    conflictGroupIds: input.conflictSchoolIds.map((id) => schools.get(id)!),
    phoneCipher: input.phone ? cipher.encrypt(input.phone) : null,
    email: input.email,
    bankName: input.bankName,
    bankCardCipher: input.bankCard ? cipher.encrypt(input.bankCard) : null,
    status: input.status,
    temporaryCompetitionId: competition?.id ?? null,
    accessEndsAt: input.accessEndsAt ? new Date(input.accessEndsAt) : null,
  };
};

export const addExpert = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  input: ExpertInput,
): Promise<ExpertRow> => {
  if (!auth.group) throw noPermission();
  const values = await columnsOf(db, cipher, auth, input);
  const [row] = await db
    .insert(experts)
    .values({ ...values, publicId: newPublicId(), groupId: auth.group.id })
    .returning();
  return (await presentExperts(db, cipher, [row!]))[0]!;
};

/**
 * Updates an expert. A phone or bank card left null keeps the stored one (the form only ever sees the
 * masked value), so editing the name never wipes the card.
 */
export const updateExpert = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  expertId: string,
  input: ExpertInput,
) => {
  const before = await findExpert(db, auth, expertId);
  const values = await columnsOf(db, cipher, auth, input);
  const [row] = await db
    .update(experts)
    .set({
      ...values,
      phoneCipher: values.phoneCipher ?? before.phoneCipher,
      bankCardCipher: values.bankCardCipher ?? before.bankCardCipher,
      updatedAt: new Date(),
    })
    .where(eq(experts.id, before.id))
    .returning();
  return row!;
};

export const removeExpert = async (db: Db, auth: AuthContext, expertId: string) => {
  const expert = await findExpert(db, auth, expertId);
  const [used] = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .where(eq(reviewAssignments.expertId, expert.id))
    .limit(1);
  if (used) throw conflict(expertMessages.inUse);
  await db.delete(experts).where(eq(experts.id, expert.id));
  return expert;
};

export const expertOptions = async (db: Db, auth: AuthContext) =>
  (
    await db
      .select({ expertId: experts.publicId, name: experts.name, organisation: experts.organisation })
      .from(experts)
      .where(and(expertScope(auth), eq(experts.status, 'active')))
      .orderBy(experts.name)
  ).slice(0, 2000);
