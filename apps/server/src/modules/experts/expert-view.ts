import { and, eq, inArray } from 'drizzle-orm';
import type { ExpertRow } from '@podium/contracts';
import { competitions, type experts, groups, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { maskedPhoneOf } from '../../platform/personal-fields.ts';

export type ExpertRecord = typeof experts.$inferSelect;

/** Only the last four digits of a bank card are ever shown. */
export const maskBankCard = (cipher: PersonalDataCipher, value: string | null) => {
  if (!value) return '';
  try {
    return `**** **** **** ${cipher.decrypt(value).slice(-4)}`;
  } catch {
    return '****';
  }
};

/** Experts ready to present, with school, conflict-school, account and competition names (three queries). */
export const presentExperts = async (
  db: Db,
  cipher: PersonalDataCipher,
  rows: ExpertRecord[],
): Promise<ExpertRow[]> => {
  const groupIds = [
    ...new Set(rows.flatMap((r) => [...(r.schoolGroupId ? [r.schoolGroupId] : []), ...r.conflictGroupIds])),
  ];
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const competitionIds = rows.flatMap((r) => (r.temporaryCompetitionId ? [r.temporaryCompetitionId] : []));
  const [groupRows, userRows, competitionRows] = await Promise.all([
    groupIds.length
      ? db
          .select({ id: groups.id, publicId: groups.publicId, name: groups.name })
          .from(groups)
          .where(inArray(groups.id, groupIds))
      : [],
    userIds.length
      ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds))
      : [],
    competitionIds.length
      ? db
          .select({ id: competitions.id, publicId: competitions.publicId, name: competitions.name })
          .from(competitions)
          .where(inArray(competitions.id, competitionIds))
      : [],
  ]);
  const group = new Map(groupRows.map((g) => [g.id, g]));
  const user = new Map(userRows.map((u) => [u.id, u.username]));
  const competition = new Map(competitionRows.map((c) => [c.id, c]));
  return rows.map((r) => ({
    expertId: r.publicId,
    name: r.name,
    title: r.title,
    organisation: r.organisation,
    schoolId: r.schoolGroupId ? (group.get(r.schoolGroupId)?.publicId ?? null) : null,
    schoolName: r.schoolGroupId ? (group.get(r.schoolGroupId)?.name ?? '') : '',
    fields: r.fields,
    conflictSchoolIds: r.conflictGroupIds.flatMap((g) => group.get(g)?.publicId ?? []),
    conflictSchoolNames: r.conflictGroupIds.flatMap((g) => group.get(g)?.name ?? []),
    phone: maskedPhoneOf(cipher, r.phoneCipher),
    email: r.email,
    bankName: r.bankName,
    bankCard: maskBankCard(cipher, r.bankCardCipher),
    status: r.status as ExpertRow['status'],
    hasAccount: r.userId !== null,
    username: r.userId ? (user.get(r.userId) ?? '') : '',
    temporaryCompetitionId: r.temporaryCompetitionId
      ? (competition.get(r.temporaryCompetitionId)?.publicId ?? null)
      : null,
    temporaryCompetitionName: r.temporaryCompetitionId
      ? (competition.get(r.temporaryCompetitionId)?.name ?? '')
      : '',
    accessEndsAt: r.accessEndsAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
};

/** Ids of school groups by public id; throws via `onMissing` when one is unknown. */
export const schoolIdsOf = async (db: Db, publicIds: string[]) => {
  if (publicIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: groups.id, publicId: groups.publicId })
    .from(groups)
    .where(and(inArray(groups.publicId, publicIds), eq(groups.type, 'school')));
  return new Map(rows.map((r) => [r.publicId, r.id]));
};
