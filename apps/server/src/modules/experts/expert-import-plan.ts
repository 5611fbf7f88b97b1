import { and, eq } from 'drizzle-orm';
import {
  DictType,
  emailAddressSchema,
  EXPERT_IMPORT_COLUMNS,
  EXPERT_IMPORT_COLUMNS_EN,
  mobilePhoneSchema,
  type ImportProblem,
} from '@podium/contracts';
import { dictData, experts, groups } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { titleIn, type ReadSheet } from '../../platform/excel.ts';
import { isMessageKey, translate, type Lang, type Message } from '../../platform/messages.ts';
import { idCardProblem, normaliseIdCard } from '../../platform/personal-fields.ts';
import { importReasons } from '../system-users/system-users.messages.ts';
import { importReasonsExpert } from './expert-intake.messages.ts';
import { expertStatusWords } from './expert-status-words.ts';

/**
 * Step two of the expert import, as for users: every row checked (format, dictionary, schools, duplicates
 * within the file and against the caller's library) without writing anything.
 */
const [
  COL_NAME,
  COL_TITLE,
  COL_ORG,
  COL_SCHOOL,
  COL_FIELDS,
  COL_CONFLICTS,
  COL_PHONE,
  COL_ID,
  COL_EMAIL,
  COL_BANK,
  COL_CARD,
  COL_STATUS,
] = EXPERT_IMPORT_COLUMNS;

export type PlannedExpert = {
  rowNumber: number;
  name: string;
  title: string;
  organisation: string;
  schoolGroupId: number | null;
  fields: string[];
  conflictGroupIds: number[];
  phone: string | null;
  idCard: string | null;
  email: string;
  bankName: string;
  bankCard: string | null;
  status: 'active' | 'disabled';
};
export type ExpertImportPlan = { total: number; rows: PlannedExpert[]; problems: ImportProblem[] };

const splitList = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((w) => w.trim())
    .filter(Boolean);

/** Field words (value, Chinese or English label) → dictionary values, enabled entries only. */
export const fieldWords = async (db: AppDeps['db']) => {
  const rows = await db
    .select({ value: dictData.value, label: dictData.label, labelEn: dictData.labelEn })
    .from(dictData)
    .where(and(eq(dictData.dictType, DictType.expertField), eq(dictData.enabled, true)));
  const byWord = new Map<string, string>();
  for (const r of rows) {
    byWord.set(r.value, r.value);
    byWord.set(r.label, r.value);
    if (r.labelEn) byWord.set(r.labelEn.toLowerCase(), r.value);
  }
  return { byWord, labels: rows.map((r) => r.label), labelOf: new Map(rows.map((r) => [r.value, r.label])) };
};

/** School groups by name; a name two schools share is ambiguous and refused. */
export const schoolsByName = async (db: AppDeps['db']) => {
  const rows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.type, 'school'));
  const byName = new Map<string, number | 'ambiguous'>();
  for (const r of rows) byName.set(r.name, byName.has(r.name) ? 'ambiguous' : r.id);
  return { byName, names: [...new Set(rows.map((r) => r.name))] };
};

/** Keys that identify a person across the library: phone, ID number, name + organisation. */
export const identityKeys = (
  name: string,
  organisation: string,
  phone: string | null,
  idCard: string | null,
) => [...(phone ? [`p:${phone}`] : []), ...(idCard ? [`i:${idCard}`] : []), `n:${name}|${organisation}`];

/** The library's experts of the acting group by identity key (phones decrypted once per check). */
export const libraryKeys = async (deps: Pick<AppDeps, 'db' | 'personalData'>, groupId: number) => {
  const rows = await deps.db
    .select({
      name: experts.name,
      organisation: experts.organisation,
      phoneCipher: experts.phoneCipher,
      idCardCipher: experts.idCardCipher,
    })
    .from(experts)
    .where(eq(experts.groupId, groupId));
  const open = (value: string | null) => {
    if (!value) return null;
    try {
      return deps.personalData.decrypt(value);
    } catch {
      return null;
    }
  };
  const byKey = new Map<string, string>();
  for (const r of rows)
    for (const key of identityKeys(r.name, r.organisation, open(r.phoneCipher), open(r.idCardCipher)))
      byKey.set(key, r.name);
  return byKey;
};

export const planExpertImport = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  sheet: ReadSheet,
  lang: Lang,
): Promise<ExpertImportPlan> => {
  const groupId = auth.group?.id ?? 0;
  const [fieldsCtx, schoolsCtx, library] = await Promise.all([
    fieldWords(deps.db),
    schoolsByName(deps.db),
    libraryKeys(deps, groupId),
  ]);
  const reason = (message: Message, params?: Record<string, string | number>) =>
    translate(message, lang, params);
  const problems: ImportProblem[] = [];
  const rows: PlannedExpert[] = [];
  const firstRowOf = new Map<string, number>();

  for (const sheetRow of sheet.rows) {
    const row = sheetRow.rowNumber;
    const before = problems.length;
    // The column as the reader's template titles it.
    const problem = (column: string, why: string) =>
      problems.push({ row, column: titleIn(EXPERT_IMPORT_COLUMNS_EN, column, lang), reason: why });
    const cell = (column: string) => {
      const value = sheetRow.cells.get(column);
      if (value?.isFormula) {
        problem(column, reason(importReasons.formula));
        return '';
      }
      return value?.text ?? '';
    };
    const bounded = (column: string, max: number, required = false) => {
      const value = cell(column);
      if (required && !value && !sheetRow.cells.get(column)?.isFormula)
        problem(column, reason(importReasons.required));
      if (value.length > max) problem(column, reason(importReasons.tooLong, { max }));
      return value;
    };
    const formatted = (column: string, schema: typeof mobilePhoneSchema, value: string) => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      const message = result.error.issues[0]?.message ?? '';
      problem(column, isMessageKey(message) ? reason(message) : reason(importReasons.tooLong, { max: 120 }));
      return null;
    };

    const name = bounded(COL_NAME, 50, true);
    const title = bounded(COL_TITLE, 50);
    const organisation = bounded(COL_ORG, 100);
    const schoolText = cell(COL_SCHOOL);
    const schoolId = schoolText ? schoolsCtx.byName.get(schoolText) : undefined;
    if (schoolText && typeof schoolId !== 'number')
      problem(COL_SCHOOL, reason(importReasonsExpert.schoolUnknown, { value: schoolText }));
    const fields: string[] = [];
    for (const word of splitList(cell(COL_FIELDS))) {
      const value = fieldsCtx.byWord.get(word) ?? fieldsCtx.byWord.get(word.toLowerCase());
      if (value) {
        if (!fields.includes(value)) fields.push(value);
      } else problem(COL_FIELDS, reason(importReasonsExpert.fieldUnknown, { value: word }));
    }
    const conflictGroupIds: number[] = [];
    for (const word of splitList(cell(COL_CONFLICTS))) {
      const id = schoolsCtx.byName.get(word);
      if (typeof id === 'number') conflictGroupIds.push(id);
      else problem(COL_CONFLICTS, reason(importReasonsExpert.schoolUnknown, { value: word }));
    }
    const phoneText = cell(COL_PHONE);
    const phone = phoneText ? formatted(COL_PHONE, mobilePhoneSchema, phoneText) : null;
    const idText = cell(COL_ID);
    const idCard = idText ? normaliseIdCard(idText) : null;
    const idIssue = idCard ? idCardProblem(idCard) : undefined;
    if (idIssue) problem(COL_ID, reason(idIssue));
    const emailText = cell(COL_EMAIL);
    const email = emailText ? formatted(COL_EMAIL, emailAddressSchema, emailText)?.toLowerCase() : '';
    const bankName = bounded(COL_BANK, 50);
    const cardText = cell(COL_CARD).replace(/\s+/g, '');
    if (cardText && !/^\d{12,19}$/.test(cardText)) problem(COL_CARD, reason(importReasonsExpert.bankCard));
    const statusText = cell(COL_STATUS);
    const status = statusText ? expertStatusWords.valueOf(statusText) : ('active' as const);
    if (!status) problem(COL_STATUS, reason(importReasons.statusUnknown));

    if (name) {
      const keys = identityKeys(name, organisation, phone, idIssue ? null : idCard);
      const columnOf = (key: string) =>
        key.startsWith('p:') ? COL_PHONE : key.startsWith('i:') ? COL_ID : COL_NAME;
      for (const key of keys) {
        const first = firstRowOf.get(key);
        if (first === undefined) firstRowOf.set(key, row);
        else problem(columnOf(key), reason(importReasons.duplicateInFile, { row: first }));
      }
      const held = keys.find((key) => library.has(key));
      if (held) problem(columnOf(held), reason(importReasonsExpert.inLibrary, { name: library.get(held)! }));
    }

    if (problems.length > before || !name || !status) continue;
    rows.push({
      rowNumber: row,
      name,
      title,
      organisation,
      schoolGroupId: typeof schoolId === 'number' ? schoolId : null,
      fields,
      conflictGroupIds: [...new Set(conflictGroupIds)],
      phone,
      idCard,
      email: email ?? '',
      bankName,
      bankCard: cardText || null,
      status,
    });
  }
  return { total: sheet.rows.length, rows, problems };
};
