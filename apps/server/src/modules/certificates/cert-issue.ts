import { and, eq, inArray } from 'drizzle-orm';
import {
  isNumberKind,
  NUMBER_KIND_INFO,
  numberKindOfDesign,
  type Design,
  type NumberKind,
} from '@podium/certificate';
import type { CertSettings } from '@podium/contracts';
import { customAlphabet } from 'nanoid';
import {
  awardEntries,
  awardLevels,
  type certBatches,
  certificates,
  competitions,
  enrollTeams,
  groups,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { nextCertificateNumbers, type NumberingInput } from './cert-numbering.ts';
import { batchDesign } from './cert-render.ts';
import { winnerRecordOf } from './cert-record.ts';
import { readSettings } from './cert-settings.ts';
import { signCode, signingKeys } from './cert-signing.ts';

export type CertificateRecord = typeof certificates.$inferSelect;
type Batch = typeof certBatches.$inferSelect;

/** Public verification codes: 16 characters without look-alikes (about 80 bits). */
const newCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16);

/** The kind a design is numbered with: its number element's, else the organiser's settings. */
export const numberKindFor = (design: Design, settings: CertSettings): NumberKind =>
  numberKindOfDesign(design) ??
  (isNumberKind(settings.numberKind) ? settings.numberKind : 'autoincrementFour');

/** Numbering of one kind for an organiser's competition: its prefix and suffix as issuing prints them. */
export const numberingFor = (
  kind: NumberKind,
  settings: CertSettings,
  owner: { groupId: number; competitionId: number },
): NumberingInput => {
  // Counter numbers without a prefix would print alike in every competition and organiser ("0001"):
  // an organiser who set none gets one naming the counter's owner (C12- per competition, G3- per group).
  const scope = NUMBER_KIND_INFO[kind].counterScope;
  const automatic =
    scope === 'competition' ? `C${owner.competitionId}-` : scope === 'all' ? `G${owner.groupId}-` : '';
  return {
    kind,
    prefix: settings.prefix || automatic,
    suffix: settings.suffix,
    groupId: owner.groupId,
    competitionId: owner.competitionId,
  };
};

/** How a batch's certificates are numbered: the design's number element, else the organiser's settings. */
export const numberingOf = (batch: Batch, settings: CertSettings): NumberingInput =>
  numberingFor(numberKindFor(batchDesign(batch), settings), settings, batch);

export type NewCertificate = typeof certificates.$inferInsert & { certNo: string; competitionName: string };

/**
 * Prepares the certificates of some award lines of a batch, inside the caller's transaction: lines that
 * already hold a live certificate come back as `existing` (a re-run job chunk); the others get numbers
 * (one counter step for all of them), codes and signatures, ready to insert. Numbers come from the
 * database in the same transaction, so a failure gives them all back.
 */
export const prepareCertificates = async (
  tx: Db,
  batch: Batch,
  entryIds: number[],
  options: { replacesId?: number } = {},
): Promise<{ existing: CertificateRecord[]; fresh: NewCertificate[] }> => {
  const existing = await tx
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.batchId, batch.id),
        inArray(certificates.entryId, entryIds),
        eq(certificates.status, 'issued'),
      ),
    );
  const held = new Set(existing.map((c) => c.entryId));
  const wanted = entryIds.filter((id) => !held.has(id));
  if (wanted.length === 0) return { existing, fresh: [] };
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it.
  const rows = await tx
    .select({ entry: awardEntries, awardName: awardLevels.name, captainId: enrollTeams.captainId })
    .from(awardEntries)
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .leftJoin(enrollTeams, eq(enrollTeams.id, awardEntries.teamId))
    .where(inArray(awardEntries.id, wanted));
  const [facts] = await tx
    .select({ competitionName: competitions.name, organiser: groups.name })
    .from(competitions)
    .innerJoin(groups, eq(groups.id, batch.groupId))
    .where(eq(competitions.id, batch.competitionId));
  const settings = await readSettings(tx, batch.groupId);
  const byId = new Map(rows.map((r) => [r.entry.id, r]));
  const missing = wanted.find((id) => !byId.has(id));
  if (missing !== undefined) throw new Error(`award line ${missing} is gone`);
  const numbers = await nextCertificateNumbers(tx, numberingOf(batch, settings), wanted.length);
  const keys = await signingKeys(tx);
  // One issue moment for the chunk, set here rather than by the column default: the PDF rendered before the
  // INSERT prints this date, and the row (what the verification page reads) stores the same instant.
  const issuedAt = new Date();
  const fresh = wanted.map((entryId, i): NewCertificate => {
    const row = byId.get(entryId)!;
    const number = numbers[i]!;
    const code = newCode();
    return {
      publicId: newPublicId(),
      groupId: batch.groupId,
      batchId: batch.id,
      entryId,
      competitionId: batch.competitionId,
      userId: row.entry.userId ?? row.captainId,
      certNo: number.full,
      code,
      signature: signCode(keys, code),
      holderName: row.entry.winnerName,
      awardName: row.awardName,
      competitionName: facts!.competitionName,
      record: winnerRecordOf(row.entry, {
        awardName: row.awardName,
        competitionName: facts!.competitionName,
        number,
        sealUrl: settings.sealUrl,
        companyName: facts!.organiser,
      }),
      replacesId: options.replacesId ?? null,
      issuedAt,
    };
  });
  return { existing, fresh };
};

/**
 * Issues the certificate of one award line of a batch, inside the caller's transaction, exactly once:
 * an existing live certificate of the line is returned as it is (a re-run job item), and the partial
 * unique index refuses a second one even if two runners raced.
 */
export const issueCertificate = async (
  tx: Db,
  batch: Batch,
  entryId: number,
  options: { replacesId?: number } = {},
): Promise<CertificateRecord> => {
  const { existing, fresh } = await prepareCertificates(tx, batch, [entryId], options);
  if (existing[0]) return existing[0];
  const [issued] = await tx.insert(certificates).values(fresh[0]!).returning();
  return issued!;
};
