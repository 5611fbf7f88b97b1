import { chinaTime } from '../../platform/china-days.ts';
import { desc } from 'drizzle-orm';
import {
  SIGNUP_IMPORT_COLUMNS,
  SIGNUP_IMPORT_COLUMNS_EN,
  SIGNUP_IMPORT_MAX_ROWS,
  type ImportProblem,
  type SignUpFilterQuery,
} from '@podium/contracts';
import { enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import {
  excelMessages,
  reasonsByRow,
  titleIn,
  writeSheet,
  type ReadSheet,
  type SheetColumn,
} from '../../platform/excel.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import type { ImportTarget } from './signup-import.ts';
import { rowOf, selectSignUps, signUpWhere } from './signup-list.ts';
import { signUpSheetMessages, SOURCE_LABELS, STATUS_WORDS } from './signup-sheets.messages.ts';

/** The sign-up workbooks: import template, the uploaded sheet with its errors, the filtered list. */

const [COL_TEAM, COL_ITEM, COL_GROUP, COL_CAPTAIN] = SIGNUP_IMPORT_COLUMNS;
const ERROR_KEY = '_errors';

const t = (key: keyof typeof signUpSheetMessages, lang: Lang) =>
  translate(signUpSheetMessages[key], lang, { max: SIGNUP_IMPORT_MAX_ROWS });

/** The columns keyed by their Chinese title (what the import reads by), titled in the reader's language. */
const importColumns = (target: ImportTarget, lang: Lang): SheetColumn[] => {
  const title = (zh: string) => titleIn(SIGNUP_IMPORT_COLUMNS_EN, zh, lang);
  return [
    { header: title(COL_TEAM), key: COL_TEAM, width: 24 },
    {
      header: title(COL_ITEM),
      key: COL_ITEM,
      width: 22,
      list: { values: target.items.map((i) => i.name), strict: true },
    },
    {
      header: title(COL_GROUP),
      key: COL_GROUP,
      width: 14,
      list: { values: target.groups.map((g) => g.name), strict: true },
    },
    { header: title(COL_CAPTAIN), key: COL_CAPTAIN, width: 18 },
  ];
};

/** GET /enroll/manage/import/template: notes, titles, drop-downs of the competition's items and groups. */
export const buildSignUpTemplate = (target: ImportTarget, lang: Lang) =>
  writeSheet({
    sheetName: t('importSheet', lang),
    notes: t('templateNotes', lang),
    columns: importColumns(target, lang),
    rows: [],
    validationRows: SIGNUP_IMPORT_MAX_ROWS,
    lang,
  });

/** POST /enroll/manage/import/errors: the uploaded rows again, bad ones red with their reasons. */
export const buildSignUpErrorWorkbook = (
  target: ImportTarget,
  sheet: ReadSheet,
  problems: ImportProblem[],
  lang: Lang,
) => {
  const reasons = reasonsByRow(problems, lang);
  const highlight = new Set<number>();
  const rows = sheet.rows.map((row, index) => {
    const own = reasons.get(row.rowNumber);
    if (own) highlight.add(index);
    return {
      ...Object.fromEntries(SIGNUP_IMPORT_COLUMNS.map((c) => [c, row.cells.get(c)?.text ?? ''])),
      [ERROR_KEY]: own ?? '',
    };
  });
  return writeSheet({
    sheetName: t('importSheet', lang),
    notes: t('templateNotes', lang),
    columns: [
      ...importColumns(target, lang),
      { header: translate(excelMessages.errorColumn, lang), key: ERROR_KEY, width: 48 },
    ],
    rows,
    highlight,
    lang,
  });
};

/** At most this many rows per export; larger sets are narrowed with the filters first. */
export const SIGNUP_EXPORT_LIMIT = 50_000;

/** GET /enroll/manage/export: the filtered list (text neutralised by writeSheet). */
export const buildSignUpExport = async (db: Db, auth: AuthContext, query: SignUpFilterQuery, lang: Lang) => {
  const rows = (
    await selectSignUps(db)
      .where(signUpWhere(auth, query))
      .orderBy(desc(enrollTeams.createdAt), desc(enrollTeams.id))
      .limit(SIGNUP_EXPORT_LIMIT)
  ).map(rowOf);
  const title = (zh: string) => titleIn(SIGNUP_IMPORT_COLUMNS_EN, zh, lang);
  const columns: SheetColumn[] = [
    { header: title(COL_TEAM), key: 'name', width: 24 },
    { header: t('colCompetition', lang), key: 'competitionName', width: 32 },
    { header: t('colStage', lang), key: 'stageName', width: 14 },
    { header: title(COL_ITEM), key: 'itemName', width: 22 },
    { header: title(COL_GROUP), key: 'groupName', width: 12 },
    { header: t('colSchool', lang), key: 'schoolName', width: 20 },
    { header: t('colCaptain', lang), key: 'captainName', width: 12 },
    { header: title(COL_CAPTAIN), key: 'captainUsername', width: 16 },
    { header: t('colMembers', lang), key: 'memberCount', width: 8 },
    { header: t('colStatus', lang), key: 'status', width: 10 },
    { header: t('colSource', lang), key: 'source', width: 10 },
    { header: t('colRejectReason', lang), key: 'rejectReason', width: 30 },
    { header: t('colCreatedAt', lang), key: 'createdAt', width: 20 },
  ];
  return writeSheet({
    sheetName: t('exportSheet', lang),
    columns,
    rows: rows.map((r) => ({
      ...r,
      status: STATUS_WORDS[r.status]?.[lang] ?? r.status,
      source: SOURCE_LABELS[r.source]?.[lang] ?? r.source,
      // Organisers read Beijing time.
      createdAt: chinaTime(r.createdAt, 'second'),
    })),
  });
};
