import { chinaTime } from '../../platform/china-days.ts';
import { desc } from 'drizzle-orm';
import {
  SIGNUP_IMPORT_COLUMNS,
  SIGNUP_IMPORT_MAX_ROWS,
  type ImportProblem,
  type SignUpFilterQuery,
} from '@podium/contracts';
import { enrollTeams } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { writeSheet, type ReadSheet, type SheetColumn } from '../../platform/excel.ts';
import type { ImportTarget } from './signup-import.ts';
import { rowOf, selectSignUps, signUpWhere } from './signup-list.ts';
import { STATUS_LABELS } from './signup-admin.messages.ts';

/** The sign-up workbooks: import template, the uploaded sheet with its errors, the filtered list. */

const [COL_TEAM, COL_ITEM, COL_GROUP, COL_CAPTAIN] = SIGNUP_IMPORT_COLUMNS;
export const ERROR_COLUMN = '错误原因';

const NOTES = [
  '填写说明（本行及下一行表头请勿删除）：',
  '1. 每行一支推荐队伍；队伍名称、赛项、队长用户名必填，竞赛设有组别时参赛组别必填。',
  '2. 赛项与参赛组别从下拉列表选择；队长须为你所管理学校的学生账号，每名学生每个赛项只能在一支队伍中。',
  `3. 报名时间、名额与报名条件与学生自行报名相同。单元格不能以 = + - @ 开头。最多 ${SIGNUP_IMPORT_MAX_ROWS} 行。`,
].join('\n');

const importColumns = (target: ImportTarget): SheetColumn[] => [
  { header: COL_TEAM, key: COL_TEAM, width: 24 },
  {
    header: COL_ITEM,
    key: COL_ITEM,
    width: 22,
    list: { values: target.items.map((i) => i.name), strict: true },
  },
  {
    header: COL_GROUP,
    key: COL_GROUP,
    width: 14,
    list: { values: target.groups.map((g) => g.name), strict: true },
  },
  { header: COL_CAPTAIN, key: COL_CAPTAIN, width: 18 },
];

/** GET /enroll/manage/import/template: notes, titles, drop-downs of the competition's items and groups. */
export const buildSignUpTemplate = (target: ImportTarget) =>
  writeSheet({
    sheetName: '推荐队伍导入',
    notes: NOTES,
    columns: importColumns(target),
    rows: [],
    validationRows: SIGNUP_IMPORT_MAX_ROWS,
  });

/** POST /enroll/manage/import/errors: the uploaded rows again, bad ones red with their reasons. */
export const buildSignUpErrorWorkbook = (
  target: ImportTarget,
  sheet: ReadSheet,
  problems: ImportProblem[],
) => {
  const reasons = new Map<number, string[]>();
  for (const p of problems) reasons.set(p.row, [...(reasons.get(p.row) ?? []), `${p.column}：${p.reason}`]);
  const highlight = new Set<number>();
  const rows = sheet.rows.map((row, index) => {
    const own = reasons.get(row.rowNumber);
    if (own) highlight.add(index);
    return {
      ...Object.fromEntries(SIGNUP_IMPORT_COLUMNS.map((c) => [c, row.cells.get(c)?.text ?? ''])),
      [ERROR_COLUMN]: own?.join('；') ?? '',
    };
  });
  return writeSheet({
    sheetName: '推荐队伍导入',
    notes: NOTES,
    columns: [...importColumns(target), { header: ERROR_COLUMN, key: ERROR_COLUMN, width: 48 }],
    rows,
    highlight,
  });
};

/** At most this many rows per export; larger sets are narrowed with the filters first. */
export const SIGNUP_EXPORT_LIMIT = 50_000;

const SOURCE_LABELS: Record<string, string> = {
  self: '自主报名',
  recommend: '学校推荐',
  import: '导入',
  copy: '复制',
};

/** GET /enroll/manage/export: the filtered list (text neutralised by writeSheet). */
export const buildSignUpExport = async (db: Db, auth: AuthContext, query: SignUpFilterQuery) => {
  const rows = (
    await selectSignUps(db)
      .where(signUpWhere(auth, query))
      .orderBy(desc(enrollTeams.createdAt), desc(enrollTeams.id))
      .limit(SIGNUP_EXPORT_LIMIT)
  ).map(rowOf);
  const columns: SheetColumn[] = [
    { header: '队伍名称', key: 'name', width: 24 },
    { header: '竞赛', key: 'competitionName', width: 32 },
    { header: '阶段', key: 'stageName', width: 14 },
    { header: '赛项', key: 'itemName', width: 22 },
    { header: '参赛组别', key: 'groupName', width: 12 },
    { header: '学校', key: 'schoolName', width: 20 },
    { header: '队长', key: 'captainName', width: 12 },
    { header: '队长用户名', key: 'captainUsername', width: 16 },
    { header: '人数', key: 'memberCount', width: 8 },
    { header: '状态', key: 'status', width: 10 },
    { header: '来源', key: 'source', width: 10 },
    { header: '驳回原因', key: 'rejectReason', width: 30 },
    { header: '报名时间', key: 'createdAt', width: 20 },
  ];
  return writeSheet({
    sheetName: '报名列表',
    columns,
    rows: rows.map((r) => ({
      ...r,
      status: STATUS_LABELS[r.status]?.zh ?? r.status,
      source: SOURCE_LABELS[r.source] ?? r.source,
      // Organisers read Beijing time.
      createdAt: chinaTime(r.createdAt, 'second'),
    })),
  });
};
