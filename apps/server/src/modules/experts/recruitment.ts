import { and, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  applicationQuery,
  applyBody,
  ApplicationRow,
  CampaignRow,
  campaignSaveBody,
  pageQuery,
} from '@podium/contracts';
import { expertApplications, expertCampaigns, experts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, conflict, noPermission, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { maskedPhoneOf } from '../../platform/personal-fields.ts';
import { intakeMessages } from './expert-intake.messages.ts';
import { addCandidateToLibrary } from './library-intake.ts';
import { knownFields } from './known-fields.ts';

/**
 * Recruitment: an organiser opens a campaign; anyone applies publicly while it is open (one application per
 * phone and campaign); the organiser approves (the applicant joins the library, never twice) or rejects
 * with a reason.
 */
type CampaignRecord = typeof expertCampaigns.$inferSelect;
const campaignScope = (auth: AuthContext) => scopeCondition(auth, { groupId: expertCampaigns.groupId });
const isOpen = (c: CampaignRecord, now = new Date()) => c.status === 'open' && c.deadline > now;

const presentCampaign = (
  c: CampaignRecord,
  counts?: { applications: number; pending: number },
): CampaignRow => ({
  campaignId: c.publicId,
  title: c.title,
  fields: c.fields,
  description: c.description,
  deadline: c.deadline.toISOString(),
  open: isOpen(c),
  status: c.status as CampaignRow['status'],
  applications: counts?.applications ?? 0,
  pending: counts?.pending ?? 0,
  createdAt: c.createdAt.toISOString(),
});

export const listCampaigns = async (
  db: AppDeps['db'],
  auth: AuthContext,
  query: z.infer<typeof pageQuery>,
) => {
  const where = campaignScope(auth);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expertCampaigns)
      .where(where)
      .orderBy(desc(expertCampaigns.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ value: count() }).from(expertCampaigns).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          campaignId: expertApplications.campaignId,
          applications: count(),
          pending: sql<number>`count(*) filter (where ${expertApplications.status} = 'pending')`.mapWith(
            Number,
          ),
        })
        .from(expertApplications)
        .where(inArray(expertApplications.campaignId, ids))
        .groupBy(expertApplications.campaignId)
    : [];
  const byId = new Map(counts.map((c) => [c.campaignId, c]));
  return { rows: rows.map((r) => presentCampaign(r, byId.get(r.id))), total: total?.value ?? 0 };
};

const findCampaign = async (db: AppDeps['db'], auth: AuthContext, campaignId: string) => {
  const [row] = await db
    .select()
    .from(expertCampaigns)
    .where(and(eq(expertCampaigns.publicId, campaignId), campaignScope(auth)))
    .limit(1);
  if (!row) throw notFound(intakeMessages.campaignNotFound);
  return row;
};

export const saveCampaign = async (
  db: AppDeps['db'],
  auth: AuthContext,
  input: z.infer<typeof campaignSaveBody>,
) => {
  if (!auth.group) throw noPermission();
  const deadline = new Date(input.deadline);
  if (deadline <= new Date()) throw badRequest(intakeMessages.deadlinePast);
  const fields = await knownFields(db, input.fields);
  const values = { title: input.title, fields, description: input.description, deadline };
  if (input.campaignId) {
    const before = await findCampaign(db, auth, input.campaignId);
    const [row] = await db
      .update(expertCampaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(expertCampaigns.id, before.id))
      .returning();
    return presentCampaign(row!);
  }
  const [row] = await db
    .insert(expertCampaigns)
    .values({ ...values, publicId: newPublicId(), groupId: auth.group.id, createdBy: auth.userId })
    .returning();
  return presentCampaign(row!);
};

export const closeCampaign = async (db: AppDeps['db'], auth: AuthContext, campaignId: string) => {
  const campaign = await findCampaign(db, auth, campaignId);
  await db
    .update(expertCampaigns)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(eq(expertCampaigns.id, campaign.id));
  return campaign;
};

// Public side ------------------------------------------------------------------------------------------

/** Open campaigns, newest first (public: no personal data). */
export const openCampaigns = async (db: AppDeps['db']) =>
  (
    await db
      .select()
      .from(expertCampaigns)
      .where(and(eq(expertCampaigns.status, 'open'), gt(expertCampaigns.deadline, new Date())))
      .orderBy(desc(expertCampaigns.id))
      .limit(50)
  ).map((c) => {
    const { campaignId, title, fields, description, deadline, open } = presentCampaign(c);
    return { campaignId, title, fields, description, deadline, open };
  });

export const publicCampaignDetail = async (db: AppDeps['db'], campaignId: string) => {
  const [row] = await db
    .select()
    .from(expertCampaigns)
    .where(eq(expertCampaigns.publicId, campaignId))
    .limit(1);
  if (!row) throw notFound(intakeMessages.campaignNotFound);
  const { title, fields, description, deadline, open } = presentCampaign(row);
  return { campaignId, title, fields, description, deadline, open };
};

export const applyToCampaign = async (deps: AppDeps, input: z.infer<typeof applyBody>) => {
  const { db, personalData } = deps;
  const [campaign] = await db
    .select()
    .from(expertCampaigns)
    .where(eq(expertCampaigns.publicId, input.campaignId))
    .limit(1);
  if (!campaign) throw notFound(intakeMessages.campaignNotFound);
  if (!isOpen(campaign)) throw badRequest(intakeMessages.campaignClosed);
  const fields = await knownFields(db, input.fields);
  const [row] = await db
    .insert(expertApplications)
    .values({
      publicId: newPublicId(),
      campaignId: campaign.id,
      name: input.name,
      title: input.title,
      organisation: input.organisation,
      fields,
      phoneCipher: personalData.encrypt(input.phone),
      phoneIndex: personalData.blindIndex(input.phone),
      email: input.email,
      introduction: input.introduction,
      consentAt: new Date(),
    })
    // One application per phone and campaign (unique index), race-free.
    .onConflictDoNothing()
    .returning({ publicId: expertApplications.publicId });
  if (!row) throw conflict(intakeMessages.alreadyApplied);
  return { applicationId: row.publicId, campaign };
};

// Review of applications -------------------------------------------------------------------------------

export const listApplications = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  query: z.infer<typeof applicationQuery>,
) => {
  const { db, personalData } = deps;
  const conditions: (SQL | undefined)[] = [campaignScope(auth)];
  if (query.campaignId) conditions.push(eq(expertCampaigns.publicId, query.campaignId));
  if (query.status) conditions.push(eq(expertApplications.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        a: expertApplications,
        campaignId: expertCampaigns.publicId,
        campaignTitle: expertCampaigns.title,
        expertId: experts.publicId,
      })
      .from(expertApplications)
      .innerJoin(expertCampaigns, eq(expertCampaigns.id, expertApplications.campaignId))
      .leftJoin(experts, eq(experts.id, expertApplications.expertId))
      .where(where)
      .orderBy(desc(expertApplications.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(expertApplications)
      .innerJoin(expertCampaigns, eq(expertCampaigns.id, expertApplications.campaignId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ a, campaignId, campaignTitle, expertId }): ApplicationRow => ({
      applicationId: a.publicId,
      campaignId,
      campaignTitle,
      name: a.name,
      title: a.title,
      organisation: a.organisation,
      fields: a.fields,
      phone: maskedPhoneOf(personalData, a.phoneCipher),
      email: a.email,
      introduction: a.introduction,
      status: a.status as ApplicationRow['status'],
      reason: a.reason,
      expertId: expertId ?? null,
      createdAt: a.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
};

/**
 * Decides a pending application in reach with one conditional update (`… where status = 'pending'`): of two
 * organisers deciding the same application at the same moment, the database lets exactly one update match
 * (the other waits for the row, re-checks the condition and matches nothing), so an application is approved
 * into the library at most once whatever the timing. The caller's transaction undoes the claim if what
 * follows fails.
 */
const claimPending = async (
  tx: AppDeps['db'],
  auth: AuthContext,
  applicationId: string,
  decision: { status: 'approved' | 'rejected'; reason?: string },
) => {
  const inReach = tx.select({ id: expertCampaigns.id }).from(expertCampaigns).where(campaignScope(auth));
  const [claimed] = await tx
    .update(expertApplications)
    .set({ ...decision, reviewedBy: auth.userId, reviewedAt: new Date() })
    .where(
      and(
        eq(expertApplications.publicId, applicationId),
        eq(expertApplications.status, 'pending'),
        inArray(expertApplications.campaignId, inReach),
      ),
    )
    .returning();
  if (claimed) {
    const [campaign] = await tx
      .select({ groupId: expertCampaigns.groupId })
      .from(expertCampaigns)
      .where(eq(expertCampaigns.id, claimed.campaignId));
    return { a: claimed, groupId: campaign!.groupId };
  }
  // Nothing matched: tell "not yours / no such application" from "already decided".
  const [exists] = await tx
    .select({ id: expertApplications.id })
    .from(expertApplications)
    .where(
      and(eq(expertApplications.publicId, applicationId), inArray(expertApplications.campaignId, inReach)),
    )
    .limit(1);
  throw exists ? conflict(intakeMessages.alreadyDecided) : notFound(intakeMessages.applicationNotFound);
};

export const approveApplication = async (deps: AppDeps, auth: AuthContext, applicationId: string) =>
  deps.db.transaction(async (tx) => {
    const { a, groupId } = await claimPending(tx, auth, applicationId, { status: 'approved' });
    const expert = await addCandidateToLibrary(deps, tx, groupId, {
      name: a.name,
      title: a.title,
      organisation: a.organisation,
      fields: a.fields,
      phone: deps.personalData.decrypt(a.phoneCipher),
      email: a.email,
    });
    await tx.update(expertApplications).set({ expertId: expert.id }).where(eq(expertApplications.id, a.id));
    await emitEvent(tx, {
      type: 'expert.applicationDecided',
      data: { applicationId: a.id },
      actorId: auth.userId,
    });
    return { application: a, expert };
  });

export const rejectApplication = async (
  deps: AppDeps,
  auth: AuthContext,
  applicationId: string,
  reason: string,
) =>
  deps.db.transaction(async (tx) => {
    const { a } = await claimPending(tx, auth, applicationId, { status: 'rejected', reason });
    await emitEvent(tx, {
      type: 'expert.applicationDecided',
      data: { applicationId: a.id },
      actorId: auth.userId,
    });
    return a;
  });
