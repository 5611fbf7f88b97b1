import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { recommendAddBody, recommendQuery, RecommendRow } from '@podium/contracts';
import { experts, expertRecommendations, groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { maskedPhoneOf } from '../../platform/personal-fields.ts';
import { intakeMessages } from './expert-intake.messages.ts';
import { knownFields } from './known-fields.ts';
import { addCandidateToLibrary } from './library-intake.ts';

/**
 * Schools propose experts. A proposal belongs to the proposing school: a school sees its own, an organiser
 * those of the schools below it (data scope on the school group). Accepted ones join the acting organiser
 * group's library (never twice); declined ones carry the reason the school reads.
 */
const recommendScope = (auth: AuthContext) =>
  scopeCondition(auth, { groupId: expertRecommendations.schoolGroupId });

export const addRecommendation = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  input: z.infer<typeof recommendAddBody>,
) => {
  const { db, personalData } = deps;
  const [school] = auth.group
    ? await db.select({ id: groups.id, type: groups.type }).from(groups).where(eq(groups.id, auth.group.id))
    : [];
  if (!school || school.type !== 'school') throw conflict(intakeMessages.notSchool);
  const fields = await knownFields(db, input.fields);
  const [row] = await db
    .insert(expertRecommendations)
    .values({
      publicId: newPublicId(),
      schoolGroupId: school.id,
      name: input.name,
      title: input.title,
      organisation: input.organisation,
      fields,
      phoneCipher: input.phone ? personalData.encrypt(input.phone) : null,
      email: input.email,
      note: input.note,
      createdBy: auth.userId,
    })
    .returning({ publicId: expertRecommendations.publicId });
  return row!.publicId;
};

export const listRecommendations = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  query: z.infer<typeof recommendQuery>,
) => {
  const { db, personalData } = deps;
  const conditions: (SQL | undefined)[] = [recommendScope(auth)];
  if (query.status) conditions.push(eq(expertRecommendations.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: expertRecommendations, schoolName: groups.name, expertId: experts.publicId })
      .from(expertRecommendations)
      .innerJoin(groups, eq(groups.id, expertRecommendations.schoolGroupId))
      .leftJoin(experts, eq(experts.id, expertRecommendations.expertId))
      .where(where)
      .orderBy(desc(expertRecommendations.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ value: count() }).from(expertRecommendations).where(where),
  ]);
  return {
    rows: rows.map(({ r, schoolName, expertId }): RecommendRow => ({
      recommendationId: r.publicId,
      schoolName,
      name: r.name,
      title: r.title,
      organisation: r.organisation,
      fields: r.fields,
      phone: maskedPhoneOf(personalData, r.phoneCipher),
      email: r.email,
      note: r.note,
      status: r.status as RecommendRow['status'],
      reason: r.reason,
      expertId: expertId ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
};

const lockPending = async (tx: AppDeps['db'], auth: AuthContext, recommendationId: string) => {
  const [row] = await tx
    .select()
    .from(expertRecommendations)
    .where(and(eq(expertRecommendations.publicId, recommendationId), recommendScope(auth)))
    .limit(1)
    .for('update');
  if (!row) throw notFound(intakeMessages.recommendationNotFound);
  if (row.status !== 'pending') throw conflict(intakeMessages.alreadyDecided);
  return row;
};

/** Accepted into the acting group's library; the school becomes the expert's own school (a conflict). */
export const acceptRecommendation = async (deps: AppDeps, auth: AuthContext, recommendationId: string) =>
  deps.db.transaction(async (tx) => {
    const r = await lockPending(tx, auth, recommendationId);
    const expert = await addCandidateToLibrary(deps, tx, auth.group!.id, {
      name: r.name,
      title: r.title,
      organisation: r.organisation,
      fields: r.fields,
      phone: r.phoneCipher ? deps.personalData.decrypt(r.phoneCipher) : null,
      email: r.email,
      schoolGroupId: r.schoolGroupId,
    });
    await tx
      .update(expertRecommendations)
      .set({ status: 'accepted', expertId: expert.id, decidedBy: auth.userId, decidedAt: new Date() })
      .where(eq(expertRecommendations.id, r.id));
    await emitEvent(tx, {
      type: 'expert.recommendationDecided',
      data: { recommendationId: r.id },
      actorId: auth.userId,
    });
    return r;
  });

export const declineRecommendation = async (
  deps: AppDeps,
  auth: AuthContext,
  recommendationId: string,
  reason: string,
) =>
  deps.db.transaction(async (tx) => {
    const r = await lockPending(tx, auth, recommendationId);
    await tx
      .update(expertRecommendations)
      .set({ status: 'declined', reason, decidedBy: auth.userId, decidedAt: new Date() })
      .where(eq(expertRecommendations.id, r.id));
    await emitEvent(tx, {
      type: 'expert.recommendationDecided',
      data: { recommendationId: r.id },
      actorId: auth.userId,
    });
    return r;
  });
