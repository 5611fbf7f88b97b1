import { and, eq, inArray } from 'drizzle-orm';
import type { EnrollSetting, enrollSettingSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { competitionEnrollSettings, competitionGroups, groups, provinces } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { findEditableCompetition, findManagedCompetition } from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';
import { resolvePartIds } from './competition-parts.ts';

type SettingRow = typeof competitionEnrollSettings.$inferSelect;

const present = (competitionId: string, row: SettingRow): EnrollSetting => ({
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
});

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
  return present(competition.publicId, await loadEnrollSetting(db, competition.id));
};

type Body = z.output<typeof enrollSettingSaveBody>;

/** Rules across fields that the schema alone cannot state (the table's checks hold them too). */
const assertCoherent = (body: Body) => {
  if (body.mode === 'individual' && (body.teamMin !== 1 || body.teamMax !== 1))
    throw badRequest(competitionMessages.individualTeamSize);
  if (body.teamMin > body.teamMax) throw badRequest(competitionMessages.teamRange);
  if (body.advisorMin > body.advisorMax) throw badRequest(competitionMessages.advisorRange);
  const total = body.capacityTotal;
  if (total !== null && ((body.capacityPerItem ?? 0) > total || (body.capacityPerSchool ?? 0) > total))
    throw badRequest(competitionMessages.capacityOrder);
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
  const before = present(competition.publicId, await loadEnrollSetting(db, competition.id));
  const { competitionId: _, ...values } = body;
  const clean = {
    ...values,
    eligibleGroupIds: [...new Set(values.eligibleGroupIds)],
    eligibleSchoolIds: [...new Set(values.eligibleSchoolIds)],
    eligibleProvinces: [...new Set(values.eligibleProvinces)],
    emailDomains: [...new Set(values.emailDomains)],
    requiredFields: [...new Set(values.requiredFields)],
  };
  const [row] = await db
    .update(competitionEnrollSettings)
    .set({ ...clean, updatedAt: new Date() })
    .where(eq(competitionEnrollSettings.competitionId, competition.id))
    .returning();
  return { competition, before, after: present(competition.publicId, row!) };
};
