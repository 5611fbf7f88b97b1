import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  EXPERT_IMPORT_COLUMNS,
  EXPERT_IMPORT_COLUMNS_EN,
  EXPERT_IMPORT_MAX_ROWS,
  type EXPERT_STATUS_WORDS,
  type ImportProblem,
} from '@podium/contracts';
import { experts, groups } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import {
  excelMessages,
  reasonsByRow,
  titleIn,
  writeSheet,
  type ReadSheet,
  type SheetColumn,
} from '../../platform/excel.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { maskedIdCardOf, maskedPhoneOf } from '../../platform/personal-fields.ts';
import { expertSheetMessages } from './expert-sheets.messages.ts';
import { expertStatusWords } from './expert-status-words.ts';
import { fieldWords, schoolsByName } from './expert-import-plan.ts';
import { maskBankCard } from './expert-view.ts';

/** The expert workbooks: import template, an upload with its errors marked, and the library export. */

const t = (key: keyof typeof expertSheetMessages, lang: Lang) =>
  translate(expertSheetMessages[key], lang, { max: EXPERT_IMPORT_MAX_ROWS });

/** The columns keyed by their Chinese title (what the import reads by), titled in the reader's language. */
const importColumns = (schoolNames: string[], fieldLabels: string[], lang: Lang): SheetColumn[] =>
  EXPERT_IMPORT_COLUMNS.map((header) => {
    const column: SheetColumn = {
      header: titleIn(EXPERT_IMPORT_COLUMNS_EN, header, lang),
      key: header,
      width: 16,
    };
    if (header === '工作单位') column.width = 24;
    if (header === '所属学校') column.list = { values: schoolNames, strict: true };
    // Several fields or schools are typed comma-separated, so these lists suggest without refusing.
    if (header === '回避学校') column.list = { values: schoolNames, strict: false };
    if (header === '专业领域') column.list = { values: fieldLabels, strict: false };
    if (header === '状态') column.list = { values: expertStatusWords.list(lang), strict: true };
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

export const buildExpertTemplate = async (deps: Pick<AppDeps, 'db'>, lang: Lang) => {
  const { schoolNames, fieldLabels } = await dropDowns(deps);
  return writeSheet({
    sheetName: t('importSheet', lang),
    notes: t('templateNotes', lang),
    columns: importColumns(schoolNames, fieldLabels, lang),
    rows: [],
    validationRows: EXPERT_IMPORT_MAX_ROWS,
    lang,
  });
};

const ERROR_KEY = '_errors';

/** The uploaded rows again, bad ones red with a 错误原因 column (same layout as the user import). */
export const buildExpertErrorWorkbook = async (
  deps: Pick<AppDeps, 'db'>,
  sheet: ReadSheet,
  problems: ImportProblem[],
  lang: Lang,
) => {
  const { schoolNames, fieldLabels } = await dropDowns(deps);
  const reasons = reasonsByRow(problems, lang);
  const highlight = new Set<number>();
  const rows = sheet.rows.map((row, index) => {
    const own = reasons.get(row.rowNumber);
    if (own) highlight.add(index);
    const values = Object.fromEntries(EXPERT_IMPORT_COLUMNS.map((c) => [c, row.cells.get(c)?.text ?? '']));
    return { ...values, [ERROR_KEY]: own ?? '' };
  });
  return writeSheet({
    sheetName: t('importSheet', lang),
    notes: t('templateNotes', lang),
    columns: [
      ...importColumns(schoolNames, fieldLabels, lang),
      { header: translate(excelMessages.errorColumn, lang), key: ERROR_KEY, width: 48 },
    ],
    rows,
    highlight,
    lang,
  });
};

const EXPORT_LIMIT = 20_000;

/** The library as .xlsx with the import's columns (phone, ID and card masked), plus account and dates. */
export const buildExpertExport = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  where: SQL | undefined,
  lang: Lang,
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
    expertStatusWords.wordOf(
      status as (typeof EXPERT_STATUS_WORDS)[keyof typeof EXPERT_STATUS_WORDS],
      lang,
    ) ?? status;
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
    _account: t(r.userId ? 'yes' : 'no', lang),
    _accessEnds: r.accessEndsAt ? r.accessEndsAt.toISOString().slice(0, 16).replace('T', ' ') : '',
  }));
  const columns: [key: string, header: string][] = [
    ...EXPERT_IMPORT_COLUMNS.map((zh): [string, string] => [zh, titleIn(EXPERT_IMPORT_COLUMNS_EN, zh, lang)]),
    ['_account', t('colAccount', lang)],
    ['_accessEnds', t('colAccessEnds', lang)],
  ];
  return writeSheet({
    sheetName: t('exportSheet', lang),
    columns: columns.map(([key, header]) => ({ header, key, width: key === '工作单位' ? 24 : 16 })),
    rows: sheetRows,
  });
};

export const exportWhere = (scope: SQL | undefined, status?: string) =>
  and(scope, status ? eq(experts.status, status) : undefined);
