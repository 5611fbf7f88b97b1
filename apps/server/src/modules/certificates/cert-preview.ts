import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  formatCertificateNumber,
  formatIssueDate,
  organiserSealSrc,
  winnerRecordSchema,
  type Design,
  type NumberKind,
  type WinnerRecord,
} from '@podium/certificate';
import type {
  PreviewWinnerRecord,
  PreviewWinnerRow,
  previewPdfBody,
  previewWinnersQuery,
} from '@podium/contracts';
import type { z } from 'zod';
import { awardEntries, awardLevels, awardLists, competitions, groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { entryScope } from '../awards/award-scope.ts';
import { awardMessages } from '../awards/awards.messages.ts';
import { designOfBody } from './cert-batches.ts';
import { numberingFor, numberKindFor } from './cert-issue.ts';
import { sampleCertificateNumber } from './cert-numbering.ts';
import { winnerRecordOf } from './cert-record.ts';
import { certificateLayout, renderLayoutPdf } from './cert-render.ts';
import { readSettings } from './cert-settings.ts';
import { traceUrl } from './cert-signing.ts';

/**
 * Preview QR codes hold a code no certificate can have (real codes never contain I) and a signature
 * that is not one (an Ed25519 signature is 64 bytes): the trace page refuses it before any lookup.
 */
const PREVIEW_CODE = 'PREVIEW';
const PREVIEW_SIGNATURE = 'unsigned';
export const previewTraceUrl = (origin: string) => traceUrl(origin, PREVIEW_CODE, PREVIEW_SIGNATURE);

/**
 * A made-up winner for a preview without an award line (the designer's sample, server side), with the
 * seal the organiser's certificates would carry.
 */
const sampleWinner = (
  number: { prefix: string; body: string; suffix: string },
  sealSrc: string,
): WinnerRecord =>
  winnerRecordSchema.parse({
    kind: 'team',
    awardName: '一等奖',
    competitionName: '第十二届全国大学生智能创新设计大赛',
    schools: ['东海大学'],
    members: [
      { name: '李明', school: '东海大学' },
      { name: '王芳', school: '东海大学' },
      { name: '陈晨', school: '西山理工学院' },
    ],
    teachers: [{ name: '张伟', school: '东海大学' }],
    teamName: '星火创新队',
    workName: '基于视觉的校园垃圾分拣机器人',
    holder: { name: '张伟', school: '东海大学' },
    companyName: '东海智能科技有限公司',
    certificateNumber: number,
    sealSrc,
  });

type Filled = { record: WinnerRecord; numberKind: NumberKind; certNo: string };

/**
 * An award line the caller reaches, as issuing would fill it: its names, its level, the organiser's
 * seal, and a sample number of the kind asked for (else the design's, else the settings') that takes
 * no counter step. A line of another tenant answers "not found", as if it did not exist.
 */
const entryRecord = async (
  db: Db,
  auth: AuthContext,
  design: Design,
  entryId: string,
  kind: NumberKind | undefined,
): Promise<Filled> => {
  const [row] = await db
    .select({
      entry: awardEntries,
      awardName: awardLevels.name,
      organiser: groups.name,
      competitionId: awardLists.competitionId,
      competitionName: competitions.name,
    })
    .from(awardEntries)
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
    .innerJoin(groups, eq(groups.id, awardEntries.groupId))
    .where(and(eq(awardEntries.publicId, entryId), entryScope(auth)));
  if (!row) throw notFound(awardMessages.entryNotFound);
  const settings = await readSettings(db, row.entry.groupId);
  const numberKind = kind ?? numberKindFor(design, settings);
  const number = await sampleCertificateNumber(
    db,
    numberingFor(numberKind, settings, { groupId: row.entry.groupId, competitionId: row.competitionId }),
  );
  const record = winnerRecordOf(row.entry, {
    awardName: row.awardName,
    competitionName: row.competitionName,
    number,
    sealUrl: settings.sealUrl,
    companyName: row.organiser,
  });
  return { record, numberKind, certNo: number.full };
};

/** The sample winner, numbered with the acting organiser's prefix (no competition, so no counter). */
const sampleRecord = async (
  db: Db,
  auth: AuthContext,
  design: Design,
  kind: NumberKind | undefined,
): Promise<Filled> => {
  const settings = auth.group ? await readSettings(db, auth.group.id) : undefined;
  const numberKind = kind ?? (settings ? numberKindFor(design, settings) : 'autoincrementFour');
  const number = formatCertificateNumber({
    kind: numberKind,
    prefix: settings?.prefix || 'PD',
    suffix: settings?.suffix ?? '',
    counter: 1,
  });
  return {
    record: sampleWinner(number, organiserSealSrc(settings?.sealUrl ?? '')),
    numberKind,
    certNo: number.full,
  };
};

export type PreviewInput = z.output<typeof previewPdfBody>;

/** The design of a preview and what fills it: a real award line or the sample winner. */
const previewOf = async (db: Db, auth: AuthContext, input: PreviewInput) => {
  const design = await designOfBody(db, auth, input);
  const made = input.entryId
    ? await entryRecord(db, auth, design, input.entryId, input.numberKind)
    : await sampleRecord(db, auth, design, input.numberKind);
  // A preview is dated today, as a certificate issued now would be (issuing dates it by its issuedAt).
  const filled = { ...made, record: { ...made.record, issueDate: formatIssueDate(new Date()) } };
  return { design, filled };
};

/**
 * The exact PDF a winner would get: the same layout and pdfkit renderer as issuing, with a real award
 * line's data or a sample winner, and a QR that never verifies. Reads only: no counter moves, nothing
 * is issued or stored.
 */
export const previewPdf = async (
  db: Db,
  storage: Storage,
  auth: AuthContext,
  input: PreviewInput,
  origin: string,
) => {
  const { design, filled } = await previewOf(db, auth, input);
  const { layout } = await certificateLayout(
    design,
    { record: filled.record, code: PREVIEW_CODE, signature: PREVIEW_SIGNATURE },
    origin,
  );
  return renderLayoutPdf(db, storage, layout, { Title: design.title });
};

/** What the preview fills a design with for one award line: the canvas shows the same values. */
export const previewRecord = async (
  db: Db,
  auth: AuthContext,
  input: PreviewInput,
  origin: string,
): Promise<PreviewWinnerRecord> => {
  const { filled } = await previewOf(db, auth, input);
  return {
    record: filled.record as unknown as Record<string, unknown>,
    numberKind: filled.numberKind,
    certNo: filled.certNo,
    traceUrl: previewTraceUrl(origin),
  };
};

/** Award lines in reach, by winner, school, team or work name: the designer's "real winner" picker. */
export const pagePreviewWinners = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof previewWinnersQuery>,
) => {
  const conditions: (SQL | undefined)[] = [entryScope(auth)];
  if (query.listId) conditions.push(eq(awardLists.publicId, query.listId));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(awardEntries.winnerName, pattern),
        ilike(awardEntries.schoolName, pattern),
        ilike(awardEntries.teamName, pattern),
        ilike(awardEntries.workName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        entry: awardEntries,
        awardName: awardLevels.name,
        listId: awardLists.publicId,
        listName: awardLists.name,
        competitionName: competitions.name,
      })
      .from(awardEntries)
      .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
      .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
      .innerJoin(competitions, eq(competitions.id, awardLists.competitionId));
  const rows = await base()
    .where(where)
    .orderBy(asc(awardLists.id), asc(awardLevels.orderNum), asc(awardEntries.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [total] = await db
    .select({ total: count() })
    .from(awardEntries)
    .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
    .where(where);
  return {
    total: total?.total ?? 0,
    rows: rows.map((r): PreviewWinnerRow => ({
      entryId: r.entry.publicId,
      winnerName: r.entry.winnerName,
      awardName: r.awardName,
      schoolName: r.entry.schoolName,
      teamName: r.entry.teamName,
      workName: r.entry.workName,
      listId: r.listId,
      listName: r.listName,
      competitionName: r.competitionName,
    })),
  };
};
