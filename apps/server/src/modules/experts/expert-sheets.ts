import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  EXPERT_IMPORT_COLUMNS,
  EXPERT_IMPORT_MAX_ROWS,
  EXPERT_STATUS_WORDS,
  type ImportProblem,
} from '@podium/contracts';
import { experts, groups } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { writeSheet, type ReadSheet, type SheetColumn } from '../../platform/excel.ts';
import { maskedIdCardOf, maskedPhoneOf } from '../../platform/personal-fields.ts';
import { ERROR_COLUMN } from '../system-users/user-sheets.ts';
import { fieldWords, schoolsByName } from './expert-import-plan.ts';
import { maskBankCard } from './expert-view.ts';

/** The expert workbooks: import template, an upload with its errors marked, and the library export. */

const TEMPLATE_NOTES = [
  '填写说明（本行及下一行表头请勿删除）：',
  '1. 姓名必填；同一手机号、身份证号或“姓名+工作单位”不能重复，也不能与专家库中已有专家重复。',
  '2. 所属学校、回避学校填写系统中的学校名称（从下拉列表选择），多个回避学校用逗号分隔。',
  '3. 专业领域从字典中选择（下拉列表），多个用逗号分隔。手机号 11 位，身份证号 18 位，银行卡号 12-19 位数字。',
  `4. 状态为“正常”或“停用”，留空为正常。单元格不能以 = + - @ 开头（不允许公式）。最多 ${EXPERT_IMPORT_MAX_ROWS} 行。`,
].join('\n');

const SHEET_NAME = '专家导入';
const statusWords = Object.keys(EXPERT_STATUS_WORDS);

const importColumns = (schoolNames: string[], fieldLabels: string[]): SheetColumn[] =>
  EXPERT_IMPORT_COLUMNS.map((header) => {
    const column: SheetColumn = { header, key: header, width: 16 };
    if (header === '工作单位') column.width = 24;
    if (header === '所属学校') column.list = { values: schoolNames, strict: true };
    // Several fields or schools are typed comma-separated, so these lists suggest without refusing.
    if (header === '回避学校') column.list = { values: schoolNames, strict: false };
    if (header === '专业领域') column.list = { values: fieldLabels, strict: false };
    if (header === '状态') column.list = { values: statusWords, strict: true };
    if (header === '手机号' || header === '身份证号' || header === '银行卡号') {
      column.text = true;
      column.width = 22;
    }
    return column;
  });

const dropDowns = async (deps: Pick<AppDeps, 'db'>) => {
  const [fields, schools] = await Promise.all([fieldWords(deps.db), schoolsByName(deps.db)]);
  return { schoolNames: schools.names, fieldLabels: fields.labels };
};

export const buildExpertTemplate = async (deps: Pick<AppDeps, 'db'>) => {
  const { schoolNames, fieldLabels } = await dropDowns(deps);
  return writeSheet({
    sheetName: SHEET_NAME,
    notes: TEMPLATE_NOTES,
    columns: importColumns(schoolNames, fieldLabels),
    rows: [],
    validationRows: EXPERT_IMPORT_MAX_ROWS,
  });
};

/** The uploaded rows again, bad ones red with a 错误原因 column (same layout as the user import). */
export const buildExpertErrorWorkbook = async (
  deps: Pick<AppDeps, 'db'>,
  sheet: ReadSheet,
  problems: ImportProblem[],
) => {
  const { schoolNames, fieldLabels } = await dropDowns(deps);
  const reasonsByRow = new Map<number, string[]>();
  for (const p of problems)
    reasonsByRow.set(p.row, [...(reasonsByRow.get(p.row) ?? []), `${p.column}：${p.reason}`]);
  const highlight = new Set<number>();
  const rows = sheet.rows.map((row, index) => {
    const reasons = reasonsByRow.get(row.rowNumber);
    if (reasons) highlight.add(index);
    const values = Object.fromEntries(EXPERT_IMPORT_COLUMNS.map((c) => [c, row.cells.get(c)?.text ?? '']));
    return { ...values, [ERROR_COLUMN]: reasons?.join('；') ?? '' };
  });
  return writeSheet({
    sheetName: SHEET_NAME,
    notes: TEMPLATE_NOTES,
    columns: [
      ...importColumns(schoolNames, fieldLabels),
      { header: ERROR_COLUMN, key: ERROR_COLUMN, width: 48 },
    ],
    rows,
    highlight,
  });
};

const EXPORT_LIMIT = 20_000;

/** The library as .xlsx with the import's columns (phone, ID and card masked), plus account and dates. */
export const buildExpertExport = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  where: SQL | undefined,
) => {
  const { db, personalData } = deps;
  const rows = await db.select().from(experts).where(where).orderBy(desc(experts.id)).limit(EXPORT_LIMIT);
  const groupIds = [
    ...new Set(rows.flatMap((r) => [...(r.schoolGroupId ? [r.schoolGroupId] : []), ...r.conflictGroupIds])),
  ];
  const [groupRows, fields] = await Promise.all([
    groupIds.length
      ? db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(and(inArray(groups.id, groupIds)))
      : [],
    fieldWords(db),
  ]);
  const groupName = new Map(groupRows.map((g) => [g.id, g.name]));
  const statusWord = (status: string) =>
    statusWords.find((w) => EXPERT_STATUS_WORDS[w as keyof typeof EXPERT_STATUS_WORDS] === status) ?? status;
  const sheetRows = rows.map((r) => ({
    姓名: r.name,
    职称: r.title,
    工作单位: r.organisation,
    所属学校: r.schoolGroupId ? (groupName.get(r.schoolGroupId) ?? '') : '',
    专业领域: r.fields.map((f) => fields.labelOf.get(f) ?? f).join(','),
    回避学校: r.conflictGroupIds
      .map((g) => groupName.get(g) ?? '')
      .filter(Boolean)
      .join(','),
    手机号: maskedPhoneOf(personalData, r.phoneCipher),
    身份证号: maskedIdCardOf(personalData, r.idCardCipher),
    邮箱: r.email,
    开户银行: r.bankName,
    银行卡号: maskBankCard(personalData, r.bankCardCipher),
    状态: statusWord(r.status),
    登录账号: r.userId ? '有' : '无',
    访问截止: r.accessEndsAt ? r.accessEndsAt.toISOString().slice(0, 16).replace('T', ' ') : '',
  }));
  const keys = [...EXPERT_IMPORT_COLUMNS, '登录账号', '访问截止'];
  return writeSheet({
    sheetName: '专家库',
    columns: keys.map((key) => ({ header: key, key, width: key === '工作单位' ? 24 : 16 })),
    rows: sheetRows,
  });
};

export const exportWhere = (scope: SQL | undefined, status?: string) =>
  and(scope, status ? eq(experts.status, status) : undefined);
