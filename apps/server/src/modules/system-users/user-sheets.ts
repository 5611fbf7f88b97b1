import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS_EN,
  USER_IMPORT_MAX_ROWS,
  USER_STATUS_WORDS,
  USER_STATUS_WORDS_EN,
  type ImportProblem,
  type UserFilterQuery,
} from '@podium/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import {
  excelMessages,
  reasonsByRow,
  sheetWords,
  titleIn,
  writeSheet,
  type ReadSheet,
  type SheetColumn,
} from '../../platform/excel.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { userSheetMessages } from './user-sheets.messages.ts';
import { grantableRoles, reachableGroups } from './user-options.ts';
import { selectUserRows, userFilter } from './user-list.ts';

/** The user workbooks: import template, the filtered list, and an uploaded sheet with its errors marked. */

const templateNotes = (lang: Lang) =>
  translate(userSheetMessages.templateNotes, lang, { max: USER_IMPORT_MAX_ROWS });

/** 正常 / 停用 (Active / Disabled): written in the reader's language, read back in either. */
export const userStatusWords = sheetWords(
  Object.entries(USER_STATUS_WORDS).map(([zh, value]) => [
    value as (typeof USER_STATUS_WORDS)[keyof typeof USER_STATUS_WORDS],
    { zh, en: USER_STATUS_WORDS_EN[zh as keyof typeof USER_STATUS_WORDS] },
  ]),
);

const [COL_USERNAME, COL_NAME, COL_PHONE, COL_EMAIL, COL_ID, COL_GROUP, COL_ROLES, COL_STATUS] =
  USER_IMPORT_COLUMNS;

/** The columns keyed by their Chinese title (what the import reads by), titled in the reader's language. */
const importColumns = (groupCodes: string[], roleNames: string[], lang: Lang): SheetColumn[] => {
  const title = (zh: string) => titleIn(USER_IMPORT_COLUMNS_EN, zh, lang);
  return [
    { header: title(COL_USERNAME), key: COL_USERNAME, width: 18 },
    { header: title(COL_NAME), key: COL_NAME, width: 14 },
    { header: title(COL_PHONE), key: COL_PHONE, width: 16, text: true },
    { header: title(COL_EMAIL), key: COL_EMAIL, width: 26 },
    { header: title(COL_ID), key: COL_ID, width: 22, text: true },
    { header: title(COL_GROUP), key: COL_GROUP, width: 18, list: { values: groupCodes, strict: true } },
    // Several roles are typed comma-separated, so the list suggests without refusing.
    { header: title(COL_ROLES), key: COL_ROLES, width: 22, list: { values: roleNames, strict: false } },
    {
      header: title(COL_STATUS),
      key: COL_STATUS,
      width: 10,
      list: { values: userStatusWords.list(lang), strict: true },
    },
  ];
};

const dropDownValues = async (deps: Pick<AppDeps, 'db'>, auth: AuthContext) => {
  const [groupRows, roleRows] = await Promise.all([
    reachableGroups(deps.db, auth),
    grantableRoles(deps.db, auth),
  ]);
  return {
    groupCodes: groupRows.map((g) => g.code),
    roleNames: [...new Set(roleRows.map((r) => r.roleName))],
  };
};

/** GET /system/user/template/export: notes row, titles, drop-downs from the database for every data row. */
export const buildTemplate = async (deps: Pick<AppDeps, 'db'>, auth: AuthContext, lang: Lang) => {
  const { groupCodes, roleNames } = await dropDownValues(deps, auth);
  return writeSheet({
    sheetName: translate(userSheetMessages.importSheet, lang),
    notes: templateNotes(lang),
    columns: importColumns(groupCodes, roleNames, lang),
    rows: [],
    validationRows: USER_IMPORT_MAX_ROWS,
    lang,
  });
};

const ERROR_KEY = '_errors';

/** POST /system/user/template/errors: the uploaded rows again, bad ones filled red with their reasons. */
export const buildErrorWorkbook = async (
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  sheet: ReadSheet,
  problems: ImportProblem[],
  lang: Lang,
) => {
  const { groupCodes, roleNames } = await dropDownValues(deps, auth);
  const reasons = reasonsByRow(problems, lang);
  const highlight = new Set<number>();
  const rows = sheet.rows.map((row, index) => {
    const own = reasons.get(row.rowNumber);
    if (own) highlight.add(index);
    const values: Record<string, string> = Object.fromEntries(
      USER_IMPORT_COLUMNS.map((c) => [c, row.cells.get(c)?.text ?? '']),
    );
    return { ...values, [ERROR_KEY]: own ?? '' };
  });
  return writeSheet({
    sheetName: translate(userSheetMessages.importSheet, lang),
    notes: templateNotes(lang),
    columns: [
      ...importColumns(groupCodes, roleNames, lang),
      { header: translate(excelMessages.errorColumn, lang), key: ERROR_KEY, width: 48 },
    ],
    rows,
    highlight,
    lang,
  });
};

/** At most this many rows per export; larger lists are narrowed with the filters first. */
export const EXPORT_LIMIT = 50_000;
const EXPORT_BATCH = 2000;

/** GET /system/user/export: the filtered list, personal data masked, text neutralised by writeSheet. */
export const buildUserExport = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  query: UserFilterQuery,
  lang: Lang,
) => {
  const where = await userFilter(deps, auth, query);
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; offset < EXPORT_LIMIT; offset += EXPORT_BATCH) {
    const batch = await selectUserRows(deps, where, { limit: EXPORT_BATCH, offset });
    for (const user of batch) {
      rows.push({
        [COL_USERNAME]: user.username,
        [COL_NAME]: user.realName,
        [COL_PHONE]: user.phone,
        [COL_EMAIL]: user.email,
        [COL_ID]: user.idCard,
        group: user.groupName,
        [COL_GROUP]: user.groupCode,
        dept: user.deptName,
        [COL_ROLES]: user.roleNames.join(','),
        [COL_STATUS]: userStatusWords.wordOf(user.status as 0 | 1, lang) ?? '',
        createdAt: user.createdAt.replace('T', ' ').slice(0, 19),
      });
    }
    if (batch.length < EXPORT_BATCH) break;
  }
  const t = (key: keyof typeof userSheetMessages) => translate(userSheetMessages[key], lang);
  const title = (zh: string) => titleIn(USER_IMPORT_COLUMNS_EN, zh, lang);
  const columns: [key: string, header: string][] = [
    [COL_USERNAME, title(COL_USERNAME)],
    [COL_NAME, title(COL_NAME)],
    [COL_PHONE, title(COL_PHONE)],
    [COL_EMAIL, title(COL_EMAIL)],
    [COL_ID, title(COL_ID)],
    ['group', t('colGroup')],
    [COL_GROUP, title(COL_GROUP)],
    ['dept', t('colDept')],
    [COL_ROLES, title(COL_ROLES)],
    [COL_STATUS, title(COL_STATUS)],
    ['createdAt', t('colCreatedAt')],
  ];
  return writeSheet({
    sheetName: t('exportSheet'),
    columns: columns.map(([key, header]) => ({ header, key, width: key === COL_EMAIL ? 26 : 16 })),
    rows,
  });
};
