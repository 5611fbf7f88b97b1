import { and, eq } from 'drizzle-orm';
import { CERTIFICATE_ASSETS, winnerRecordSchema, type WinnerRecord } from '@podium/certificate';
import type { previewPdfBody } from '@podium/contracts';
import type { z } from 'zod';
import { awardEntries, awardLevels, groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { entryScope } from '../awards/award-scope.ts';
import { awardMessages } from '../awards/awards.messages.ts';
import { designOfBody } from './cert-batches.ts';
import { winnerRecordOf } from './cert-record.ts';
import { certificateLayout, renderLayoutPdf } from './cert-render.ts';
import { readSettings } from './cert-settings.ts';

/** Preview QR codes point at a code that never verifies: a preview is not a certificate. */
const PREVIEW_CODE = 'PREVIEW';

/** A made-up winner for a preview without an award line (the designer's sample, server side). */
const sampleWinner = (prefix: string, suffix: string): WinnerRecord =>
  winnerRecordSchema.parse({
    kind: 'team',
    awardName: '一等奖',
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
    certificateNumber: { prefix: prefix || 'PD', body: '0001', suffix },
    sealSrc: CERTIFICATE_ASSETS.seal,
  });

/** The record of an award line the caller reaches, numbered as the acting organiser's settings would. */
const entryRecord = async (db: Db, auth: AuthContext, entryId: string) => {
  const [row] = await db
    .select({ entry: awardEntries, awardName: awardLevels.name, organiser: groups.name })
    .from(awardEntries)
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .innerJoin(groups, eq(groups.id, awardEntries.groupId))
    .where(and(eq(awardEntries.publicId, entryId), entryScope(auth)));
  if (!row) throw notFound(awardMessages.entryNotFound);
  const settings = await readSettings(db, row.entry.groupId);
  return winnerRecordOf(row.entry, {
    awardName: row.awardName,
    number: { prefix: settings.prefix, body: '0001', suffix: settings.suffix },
    sealUrl: settings.sealUrl,
    companyName: row.organiser,
  });
};

/**
 * The exact PDF a winner would get: the same layout and pdfkit renderer as issuing, with a real award
 * line's data or a sample winner, and a QR that never verifies.
 */
export const previewPdf = async (
  db: Db,
  storage: Storage,
  auth: AuthContext,
  body: z.output<typeof previewPdfBody>,
  origin: string,
) => {
  const design = await designOfBody(db, auth, body);
  let record: WinnerRecord;
  if (body.entryId) record = await entryRecord(db, auth, body.entryId);
  else {
    const settings = auth.group ? await readSettings(db, auth.group.id) : { prefix: '', suffix: '' };
    record = sampleWinner(settings.prefix, settings.suffix);
  }
  const { layout } = await certificateLayout(
    design,
    { record, code: PREVIEW_CODE, signature: 'preview' },
    origin,
  );
  return renderLayoutPdf(db, storage, layout, design.title);
};
