import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access.ts';
import { awardLevels } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { readSheet, writeSheet, XLSX_MIME, type ReadRow, type SheetColumn } from '../../platform/excel.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { fileUrl, recordFile } from '../../platform/storage/index.ts';
import { saveEntry } from './award-entries.ts';
import { findManagedList } from './award-scope.ts';
import { awardMessages } from './awards.messages.ts';

/**
 * Columns of the import template, in order (the first is how the reader finds the title row): the Chinese
 * title the reader keys cells by, and the English one a template in English carries.
 */
export const AWARD_IMPORT_COLUMNS = [
  { header: '奖项', en: 'Award', key: 'award' },
  { header: '获奖者', en: 'Winner', key: 'winnerName' },
  { header: '用户名', en: 'Username', key: 'username' },
  { header: '学校', en: 'School', key: 'schoolName' },
  { header: '学生', en: 'Students', key: 'memberNames' },
  { header: '指导教师', en: 'Advisors', key: 'teacherNames' },
  { header: '队伍名称', en: 'Team name', key: 'teamName' },
  { header: '作品名称', en: 'Work', key: 'workName' },
  { header: '成绩', en: 'Score', key: 'score' },
] as const;
/** English titles → the Chinese ones (either language's template imports). */
const READABLE_TITLES = Object.fromEntries(AWARD_IMPORT_COLUMNS.map((c) => [c.en, c.header]));
const titleOf = (column: (typeof AWARD_IMPORT_COLUMNS)[number], lang: Lang) =>
  lang === 'en' ? column.en : column.header;
const templateColumns = (lang: Lang): SheetColumn[] =>
  AWARD_IMPORT_COLUMNS.map((c) => ({ header: titleOf(c, lang), key: c.key, width: 18, text: true }));
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;
const MAX_CELL = 200;

export const buildAwardTemplate = (lang: Lang) =>
  writeSheet({
    sheetName: translate(awardMessages.templateSheet, lang),
    notes: translate(awardMessages.templateNotes, lang),
    columns: templateColumns(lang),
    rows: [],
    lang,
  });

type RowError = { row: Record<string, string>; reason: string };

/**
 * Imports an uploaded sheet into a list: each good row becomes a line (through the same save as the desk
 * form), each bad row is kept with its reason in an error workbook the caller can download.
 */
export const importAwardSheet = async (
  deps: AppDeps,
  auth: AuthContext,
  listId: string,
  file: Buffer,
  lang: Lang,
) => {
  const { list } = await findManagedList(deps.db, auth, listId);
  const sheet = await readSheet(file, {
    maxBytes: MAX_BYTES,
    maxRows: MAX_ROWS,
    firstHeader: AWARD_IMPORT_COLUMNS[0].header,
    titles: READABLE_TITLES,
  });
  const levels = await deps.db
    .select({ publicId: awardLevels.publicId, name: awardLevels.name })
    .from(awardLevels)
    .where(and(eq(awardLevels.competitionId, list.competitionId), eq(awardLevels.groupId, list.groupId)));
  const levelByName = new Map(levels.map((l) => [l.name, l.publicId]));
  const failures: RowError[] = [];
  let imported = 0;
  const cellsOf = (row: ReadRow) =>
    Object.fromEntries(AWARD_IMPORT_COLUMNS.map((c) => [c.key, row.cells.get(c.header)?.text ?? '']));
  for (const row of sheet.rows) {
    const cells = cellsOf(row);
    const refuse = (reason: string) => failures.push({ row: cells, reason });
    if (AWARD_IMPORT_COLUMNS.some((c) => row.cells.get(c.header)?.isFormula)) {
      refuse(translate(awardMessages.rowFormula, lang));
      continue;
    }
    const tooLong = AWARD_IMPORT_COLUMNS.find((c) => (cells[c.key] ?? '').length > MAX_CELL);
    if (tooLong) {
      refuse(translate(awardMessages.rowTooLong, lang, { column: titleOf(tooLong, lang) }));
      continue;
    }
    const levelId = levelByName.get(cells.award ?? '');
    if (!levelId) {
      refuse(translate(awardMessages.rowUnknownLevel, lang, { name: cells.award ?? '' }));
      continue;
    }
    const score = cells.score ? Number(cells.score) : null;
    if (score !== null && !Number.isFinite(score)) {
      refuse(translate(awardMessages.rowBadScore, lang, { value: cells.score ?? '' }));
      continue;
    }
    if (!cells.winnerName && !cells.username) {
      refuse(translate(awardMessages.rowNoWinner, lang));
      continue;
    }
    try {
      await saveEntry(deps.db, auth, {
        listId,
        levelId,
        teamId: null,
        username: cells.username || null,
        winnerName: cells.winnerName ?? '',
        schoolName: cells.schoolName ?? '',
        memberNames: cells.memberNames ?? '',
        teacherNames: cells.teacherNames ?? '',
        teamName: cells.teamName ?? '',
        workName: cells.workName ?? '',
        score,
      });
      imported += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(translate(error.key, lang, error.params));
    }
  }
  let errorFileUrl: string | null = null;
  if (failures.length > 0) {
    const content = await writeSheet({
      sheetName: translate(awardMessages.errorsSheet, lang),
      columns: [
        ...templateColumns(lang),
        { header: translate(awardMessages.errorsColumn, lang), key: 'reason', width: 40 },
      ],
      rows: failures.map((f) => ({ ...f.row, reason: f.reason })),
      highlight: new Set(failures.map((_, index) => index)),
      lang,
    });
    const stored = await deps.storage.put(content, {
      contentType: XLSX_MIME,
      name: 'award-import-errors.xlsx',
    });
    const record = await recordFile(deps.db, {
      storageKey: stored.key,
      ownerId: auth.userId,
      groupId: auth.group?.id ?? null,
      purpose: 'attachment',
      originalName: `${translate(awardMessages.errorsFile, lang)}.xlsx`,
      size: stored.size,
      sha256: stored.sha256,
      mime: XLSX_MIME,
    });
    errorFileUrl = fileUrl(record.publicId);
  }
  return { imported, failed: failures.length, errorFileUrl };
};
