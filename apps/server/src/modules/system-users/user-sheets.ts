import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_ROWS,
  USER_STATUS_WORDS,
  type ImportProblem,
  type UserFilterQuery,
} from '@podium/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { writeSheet, type ReadSheet, type SheetColumn } from '../../platform/excel.ts';
import { grantableRoles, reachableGroups } from './user-options.ts';
import { selectUserRows, userFilter } from './user-list.ts';

/** The user workbooks: import template, the filtered list, and an uploaded sheet with its errors marked. */

const TEMPLATE_NOTES = [
  '填写说明（本行及下一行表头请勿删除）：',
  '1. 用户名、姓名必填；用户名以字母开头，4-32 位字母、数字或下划线。',
  '2. 手机号、邮箱、身份证号选填，不能与已有用户重复；身份证号为 18 位。',
  '3. 所属机构编码从下拉列表选择，留空为当前机构；角色从下拉列表选择，多个角色用逗号分隔。',
  `4. 状态为“正常”或“停用”，留空为正常。单元格不能以 = + - @ 开头（不允许公式）。最多 ${USER_IMPORT_MAX_ROWS} 行。`,
].join('\n');

const statusWords = Object.keys(USER_STATUS_WORDS);
const wordOfStatus = (status: number) =>
  statusWords.find((w) => USER_STATUS_WORDS[w as keyof typeof USER_STATUS_WORDS] === status) ?? '';

const [COL_USERNAME, COL_NAME, COL_PHONE, COL_EMAIL, COL_ID, COL_GROUP, COL_ROLES, COL_STATUS] =
  USER_IMPORT_COLUMNS;

const importColumns = (groupCodes: string[], roleNames: string[]): SheetColumn[] => [
  { header: COL_USERNAME, key: COL_USERNAME, width: 18 },
  { header: COL_NAME, key: COL_NAME, width: 14 },
  { header: COL_PHONE, key: COL_PHONE, width: 16, text: true },
  { header: COL_EMAIL, key: COL_EMAIL, width: 26 },
  { header: COL_ID, key: COL_ID, width: 22, text: true },
  { header: COL_GROUP, key: COL_GROUP, width: 18, list: { values: groupCodes, strict: true } },
  // Several roles are typed comma-separated, so the list suggests without refusing.
  { header: COL_ROLES, key: COL_ROLES, width: 22, list: { values: roleNames, strict: false } },
  { header: COL_STATUS, key: COL_STATUS, width: 10, list: { values: statusWords, strict: true } },
];

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
export const buildTemplate = async (deps: Pick<AppDeps, 'db'>, auth: AuthContext) => {
  const { groupCodes, roleNames } = await dropDownValues(deps, auth);
  return writeSheet({
    sheetName: '用户导入',
    notes: TEMPLATE_NOTES,
    columns: importColumns(groupCodes, roleNames),
    rows: [],
    validationRows: USER_IMPORT_MAX_ROWS,
  });
};

export const ERROR_COLUMN = '错误原因';

/** POST /system/user/template/errors: the uploaded rows again, bad ones filled red with their reasons. */
export const buildErrorWorkbook = async (
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  sheet: ReadSheet,
  problems: ImportProblem[],
) => {
  const { groupCodes, roleNames } = await dropDownValues(deps, auth);
  const reasonsByRow = new Map<number, string[]>();
  for (const p of problems)
    reasonsByRow.set(p.row, [...(reasonsByRow.get(p.row) ?? []), `${p.column}：${p.reason}`]);
  const highlight = new Set<number>();
  const rows = sheet.rows.map((row, index) => {
    const reasons = reasonsByRow.get(row.rowNumber);
    if (reasons) highlight.add(index);
    const values: Record<string, string> = Object.fromEntries(
      USER_IMPORT_COLUMNS.map((c) => [c, row.cells.get(c)?.text ?? '']),
    );
    return { ...values, [ERROR_COLUMN]: reasons?.join('；') ?? '' };
  });
  return writeSheet({
    sheetName: '用户导入',
    notes: TEMPLATE_NOTES,
    columns: [
      ...importColumns(groupCodes, roleNames),
      { header: ERROR_COLUMN, key: ERROR_COLUMN, width: 48 },
    ],
    rows,
    highlight,
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
        机构: user.groupName,
        [COL_GROUP]: user.groupCode,
        部门: user.deptName,
        [COL_ROLES]: user.roleNames.join(','),
        [COL_STATUS]: wordOfStatus(user.status),
        创建时间: user.createdAt.replace('T', ' ').slice(0, 19),
      });
    }
    if (batch.length < EXPORT_BATCH) break;
  }
  const keys = [
    COL_USERNAME,
    COL_NAME,
    COL_PHONE,
    COL_EMAIL,
    COL_ID,
    '机构',
    COL_GROUP,
    '部门',
    COL_ROLES,
    COL_STATUS,
    '创建时间',
  ];
  return writeSheet({
    sheetName: '用户',
    columns: keys.map((key) => ({ header: key, key, width: key === COL_EMAIL ? 26 : 16 })),
    rows,
  });
};
