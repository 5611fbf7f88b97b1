import { and, eq, inArray } from 'drizzle-orm';
import type { EnrollSetting, enrollSettingSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitionEnrollSettings,
  competitionFees,
  competitionGroups,
  competitionItems,
  groups,
  provinces,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { findEditableCompetition, findManagedCompetition } from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';
import { resolvePartIds } from './competition-parts.ts';

type SettingRow = typeof competitionEnrollSettings.$inferSelect;

type FeeRule = EnrollSetting['fees'][number];

const present = (competitionId: string, row: SettingRow, fees: FeeRule[]): EnrollSetting => ({
  competitionId,
  mode: row.mode as EnrollSetting['mode'],
  teamMin: row.teamMin,
  teamMax: row.teamMax,
  advisorMin: row.advisorMin,
  advisorMax: row.advisorMax,
  eligibleGroupIds: row.eligibleGroupIds,
  eligibleSchoolIds: row.eligibleSchoolIds,
  eligibleProvinces: row.eligibleProvinces,
  emailDomains: row.emailDomains,
  invitationCode: row.invitationCode,
  requiredFields: row.requiredFields as EnrollSetting['requiredFields'],
  capacityTotal: row.capacityTotal,
  capacityPerItem: row.capacityPerItem,
  capacityPerSchool: row.capacityPerSchool,
  needsApproval: row.needsApproval,
  feeFen: row.feeFen,
  feeBasis: row.feeBasis as EnrollSetting['feeBasis'],
  fees,
  payWindowMinutes: row.payWindowMinutes,
  payDeadline: row.payDeadline ? row.payDeadline.toISOString() : null,
  refundApprovalAboveFen: row.refundApprovalAboveFen,
  payeeName: row.payeeName,
  payeeBank: row.payeeBank,
  payeeAccount: row.payeeAccount,
});

/** The competition's fees per item / participant group, by public id (most specific first). */
export const loadFeeRules = async (db: Db, competitionId: number): Promise<FeeRule[]> =>
  db
    .select({
      itemId: competitionItems.publicId,
      participantGroupId: competitionGroups.publicId,
      amountFen: competitionFees.amountFen,
    })
    .from(competitionFees)
    .leftJoin(competitionItems, eq(competitionItems.id, competitionFees.itemId))
    .leftJoin(competitionGroups, eq(competitionGroups.id, competitionFees.participantGroupId))
    .where(eq(competitionFees.competitionId, competitionId))
    .orderBy(competitionFees.id);

/** The settings row of a competition; every competition has one (created with it, copied with it). */
export const loadEnrollSetting = async (db: Db, competitionId: number): Promise<SettingRow> => {
  // Insert-if-missing then read: safe when two requests meet a competition without settings at once.
  await db.insert(competitionEnrollSettings).values({ competitionId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, competitionId));
  return row!;
};

export const getEnrollSetting = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  return present(
    competition.publicId,
    await loadEnrollSetting(db, competition.id),
    await loadFeeRules(db, competition.id),
  );
};

type Body = z.output<typeof enrollSettingSaveBody>;

/** An account number as people write it (groups of four, spaces or hyphens) → its digits. */
const payeeAccountDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Rules across fields that the schema alone cannot state (the table's checks hold them too). */
const assertCoherent = (body: Body) => {
  if (body.mode === 'individual' && (body.teamMin !== 1 || body.teamMax !== 1))
    throw badRequest(competitionMessages.individualTeamSize);
  if (body.teamMin > body.teamMax) throw badRequest(competitionMessages.teamRange);
  if (body.advisorMin > body.advisorMax) throw badRequest(competitionMessages.advisorRange);
  const total = body.capacityTotal;
  if (total !== null && ((body.capacityPerItem ?? 0) > total || (body.capacityPerSchool ?? 0) > total))
    throw badRequest(competitionMessages.capacityOrder);
  const scopes = body.fees.map((f) => `${f.itemId ?? ''}|${f.participantGroupId ?? ''}`);
  if (body.fees.some((f) => f.itemId === null && f.participantGroupId === null))
    throw badRequest(competitionMessages.feeRuleScope);
  if (new Set(scopes).size !== scopes.length) throw badRequest(competitionMessages.feeRuleTwice);
  const payee = [body.payeeName, body.payeeBank, body.payeeAccount];
  if (payee.some((v) => v === '') && payee.some((v) => v !== ''))
    throw badRequest(competitionMessages.payeeIncomplete);
  if (body.payeeAccount !== '' && !/^\d{8,30}$/.test(payeeAccountDigits(body.payeeAccount)))
    throw badRequest(competitionMessages.payeeAccount);
};

/** Internal ids of the items and groups the fee rules name; an unknown one is refused. */
const feeRuleRows = async (db: Db, competitionId: number, fees: Body['fees']) => {
  const ids = async (table: typeof competitionItems | typeof competitionGroups, wanted: string[]) => {
    if (wanted.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ id: table.id, publicId: table.publicId })
      .from(table)
      .where(and(eq(table.competitionId, competitionId), inArray(table.publicId, wanted)));
    return new Map(rows.map((r) => [r.publicId, r.id]));
  };
  const items = await ids(
    competitionItems,
    fees.flatMap((f) => (f.itemId ? [f.itemId] : [])),
  );
  const parts = await ids(
    competitionGroups,
    fees.flatMap((f) => (f.participantGroupId ? [f.participantGroupId] : [])),
  );
  return fees.map((f) => {
    const itemId = f.itemId === null ? null : items.get(f.itemId);
    const participantGroupId = f.participantGroupId === null ? null : parts.get(f.participantGroupId);
    if (itemId === undefined) throw badRequest(competitionMessages.itemUnknown);
    if (participantGroupId === undefined) throw badRequest(competitionMessages.groupUnknown);
    return { competitionId, itemId, participantGroupId, amountFen: f.amountFen };
  });
};

/** Eligible groups must be the competition's own, schools must be schools, provinces must exist. */
const assertReferences = async (db: Db, competitionId: number, body: Body) => {
  await resolvePartIds(
    db,
    competitionGroups,
    competitionId,
    body.eligibleGroupIds,
    competitionMessages.groupUnknown,
  );
  if (body.eligibleSchoolIds.length) {
    const schools = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(inArray(groups.publicId, body.eligibleSchoolIds), eq(groups.type, 'school')));
    if (schools.length !== new Set(body.eligibleSchoolIds).size)
      throw badRequest(competitionMessages.schoolUnknown);
  }
  if (body.eligibleProvinces.length) {
    const known = await db
      .select({ code: provinces.code })
      .from(provinces)
      .where(inArray(provinces.code, body.eligibleProvinces));
    const missing = body.eligibleProvinces.find((code) => !known.some((k) => k.code === code));
    if (missing) throw badRequest(competitionMessages.provinceUnknown, { value: missing });
  }
};

export const saveEnrollSetting = async (db: Db, auth: AuthContext, body: Body) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  assertCoherent(body);
  await assertReferences(db, competition.id, body);
  const feeRows = await feeRuleRows(db, competition.id, body.fees);
  const before = present(
    competition.publicId,
    await loadEnrollSetting(db, competition.id),
    await loadFeeRules(db, competition.id),
  );
  const { competitionId: _, fees: __, payDeadline, ...values } = body;
  const clean = {
    ...values,
    eligibleGroupIds: [...new Set(values.eligibleGroupIds)],
    eligibleSchoolIds: [...new Set(values.eligibleSchoolIds)],
    eligibleProvinces: [...new Set(values.eligibleProvinces)],
    emailDomains: [...new Set(values.emailDomains)],
    requiredFields: [...new Set(values.requiredFields)],
    payeeAccount: payeeAccountDigits(values.payeeAccount),
  };
  // Settings and fee rules change together: a half-saved price list would charge the wrong amount.
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(competitionEnrollSettings)
      .set({ ...clean, payDeadline: payDeadline ? new Date(payDeadline) : null, updatedAt: new Date() })
      .where(eq(competitionEnrollSettings.competitionId, competition.id))
      .returning();
    await tx.delete(competitionFees).where(eq(competitionFees.competitionId, competition.id));
    if (feeRows.length) await tx.insert(competitionFees).values(feeRows);
    return updated!;
  });
  return {
    competition,
    before,
    after: present(competition.publicId, row, await loadFeeRules(db, competition.id)),
  };
};
