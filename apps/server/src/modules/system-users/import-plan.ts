import { and, inArray } from 'drizzle-orm';
import {
  emailAddressSchema,
  mobilePhoneSchema,
  systemUsernameSchema,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS_EN,
  parseIdCard,
  type IdCardInfo,
  type ImportProblem,
} from '@podium/contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { titleIn, type ReadRow, type ReadSheet } from '../../platform/excel.ts';
import { isMessageKey, translate, type Lang, type Message } from '../../platform/messages.ts';
import { idCardProblem, normaliseIdCard } from '../../platform/personal-fields.ts';
import { importReasons } from './system-users.messages.ts';
import { grantableRoles, reachableGroups } from './user-options.ts';
import { rootUserIds, userScope } from './user-policy.ts';
import { userStatusWords } from './user-sheets.ts';

/**
 * Step two of the import: every row of the sheet checked against the format rules, the other rows of the
 * file and the database, without writing. The result drives both the check call and the import itself.
 */
const [COL_USERNAME, COL_NAME, COL_PHONE, COL_EMAIL, COL_ID, COL_GROUP, COL_ROLES, COL_STATUS] =
  USER_IMPORT_COLUMNS;

export type PlannedRow = {
  rowNumber: number;
  username: string;
  realName: string;
  phone: string | null;
  email: string | null;
  idCard: string | null;
  idInfo?: IdCardInfo;
  /** Home group; for an existing user null keeps the current one. */
  groupId: number | null;
  /** null: the cell was empty (an existing user keeps their roles). */
  roleIds: number[] | null;
  status: 0 | 1 | null;
  /** Set when the username exists and the row updates that user. */
  existingId?: number;
};

export type ImportPlan = { total: number; existing: number; rows: PlannedRow[]; problems: ImportProblem[] };
type Options = { updateExisting: boolean; lang: Lang };

const CHUNK = 5000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Context read once per file: groups by code, roles by name or key, users that already hold a value. */
const loadContext = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  sheetRows: ReadRow[],
) => {
  const { db } = deps;
  const text = (row: ReadRow, column: string) => row.cells.get(column)?.text ?? '';
  const distinct = (column: string, map: (v: string) => string = (v) => v) => [
    ...new Set(
      sheetRows
        .map((r) => text(r, column))
        .filter(Boolean)
        .map(map),
    ),
  ];
  const holders = async (
    column: typeof users.username | typeof users.phoneIndex | typeof users.email | typeof users.idCardIndex,
    values: string[],
    scoped = false,
  ) => {
    const found = new Map<string, number>();
    for (const part of chunks(values)) {
      const rows = await db
        .select({ id: users.id, value: column })
        .from(users)
        .where(and(inArray(column, part), scoped ? userScope(auth) : undefined));
      for (const row of rows) if (row.value) found.set(row.value, row.id);
    }
    return found;
  };
  const blind = (v: string) => deps.personalData.blindIndex(v);
  const usernames = distinct(COL_USERNAME);
  const [groupRows, roleRows, byUsername, inScope, byPhone, byEmail, byIdCard] = await Promise.all([
    reachableGroups(db, auth),
    grantableRoles(db, auth),
    holders(users.username, usernames),
    holders(users.username, usernames, true),
    holders(users.phoneIndex, distinct(COL_PHONE, blind)),
    holders(
      users.email,
      distinct(COL_EMAIL, (v) => v.toLowerCase()),
    ),
    holders(
      users.idCardIndex,
      distinct(COL_ID, (v) => blind(normaliseIdCard(v))),
    ),
  ]);
  const roots = await rootUserIds(db, [...inScope.values()]);
  const roleByWord = new Map<string, number>();
  for (const role of roleRows) {
    roleByWord.set(role.roleName, roleByWord.get(role.roleName) ?? role.id);
    roleByWord.set(role.roleKey, roleByWord.get(role.roleKey) ?? role.id);
  }
  return {
    groupsByCode: new Map(groupRows.map((g) => [g.code, g.id])),
    roleByWord,
    byUsername,
    inScope,
    roots,
    byPhone,
    byEmail,
    byIdCard,
    blind,
  };
};

/** Checks every row; returns the rows ready to write and every problem found (row, column, reason). */
export const planImport = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  sheet: ReadSheet,
  options: Options,
): Promise<ImportPlan> => {
  const ctx = await loadContext(deps, auth, sheet.rows);
  const reason = (message: Message, params?: Record<string, string | number>) =>
    translate(message, options.lang, params);
  const problems: ImportProblem[] = [];
  const rows: PlannedRow[] = [];
  const firstRowOf = {
    username: new Map<string, number>(),
    phone: new Map<string, number>(),
    email: new Map<string, number>(),
    idCard: new Map<string, number>(),
  };
  let existing = 0;

  for (const sheetRow of sheet.rows) {
    const row = sheetRow.rowNumber;
    const before = problems.length;
    // The column as the reader's template titles it.
    const problem = (column: string, why: string) =>
      problems.push({ row, column: titleIn(USER_IMPORT_COLUMNS_EN, column, options.lang), reason: why });
    /** The cell's text, or undefined after reporting a formula. */
    const cell = (column: string) => {
      const value = sheetRow.cells.get(column);
      if (value?.isFormula) {
        problem(column, reason(importReasons.formula));
        return undefined;
      }
      return value?.text ?? '';
    };
    const formatted = (column: string, schema: z.ZodType<string>, value: string) => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      const message = result.error.issues[0]?.message ?? '';
      problem(column, isMessageKey(message) ? reason(message) : reason(importReasons.tooLong, { max: 120 }));
      return undefined;
    };
    const unique = (column: string, map: Map<string, number>, key: string | null | undefined) => {
      if (!key) return;
      const first = map.get(key);
      if (first === undefined) map.set(key, row);
      else problem(column, reason(importReasons.duplicateInFile, { row: first }));
    };

    const usernameText = cell(COL_USERNAME);
    const username = usernameText ? formatted(COL_USERNAME, systemUsernameSchema, usernameText) : undefined;
    if (usernameText === '') problem(COL_USERNAME, reason(importReasons.required));
    const realName = cell(COL_NAME);
    if (realName === '') problem(COL_NAME, reason(importReasons.required));
    else if (realName && realName.length > 32) problem(COL_NAME, reason(importReasons.tooLong, { max: 32 }));
    const phoneText = cell(COL_PHONE);
    const phone = phoneText ? formatted(COL_PHONE, mobilePhoneSchema, phoneText) : null;
    const emailText = cell(COL_EMAIL);
    const email = emailText ? formatted(COL_EMAIL, emailAddressSchema, emailText)?.toLowerCase() : null;
    const idText = cell(COL_ID);
    const idCard = idText ? normaliseIdCard(idText) : null;
    const idIssue = idCard ? idCardProblem(idCard) : undefined;
    if (idIssue) problem(COL_ID, reason(idIssue));

    const code = cell(COL_GROUP);
    const groupId = code ? (ctx.groupsByCode.get(code) ?? null) : null;
    if (code && groupId === null) problem(COL_GROUP, reason(importReasons.groupUnknown));
    const roleText = cell(COL_ROLES);
    const roleWords = roleText
      ? roleText
          .split(/[,，、;；]/)
          .map((w) => w.trim())
          .filter(Boolean)
      : null;
    const roleIds = roleWords?.map((word) => ctx.roleByWord.get(word)) ?? null;
    const unknownRole = roleWords?.find((_, i) => roleIds?.[i] === undefined);
    if (unknownRole) problem(COL_ROLES, reason(importReasons.roleUnknown, { role: unknownRole }));
    const statusText = cell(COL_STATUS);
    const status = statusText
      ? (userStatusWords.valueOf(statusText) ?? (statusText === '1' ? 1 : statusText === '0' ? 0 : undefined))
      : null;
    if (status === undefined) problem(COL_STATUS, reason(importReasons.statusUnknown));

    unique(COL_USERNAME, firstRowOf.username, username);
    unique(COL_PHONE, firstRowOf.phone, phone);
    unique(COL_EMAIL, firstRowOf.email, email);
    unique(COL_ID, firstRowOf.idCard, idCard);

    const existingId = username ? ctx.byUsername.get(username) : undefined;
    if (existingId !== undefined) {
      existing += 1;
      if (!options.updateExisting) problem(COL_USERNAME, reason(importReasons.usernameExists));
      else if (!ctx.inScope.has(username!) || (ctx.roots.has(existingId) && !auth.isRoot))
        problem(COL_USERNAME, reason(importReasons.notInScope));
      // Nobody changes their own roles, by import no more than by form (see user-policy.ts).
      else if (existingId === auth.userId && roleWords) problem(COL_ROLES, reason(importReasons.ownRoles));
    }
    const takenByOther = (column: string, holder: number | undefined) => {
      if (holder !== undefined && holder !== existingId) problem(column, reason(importReasons.takenByOther));
    };
    if (phone) takenByOther(COL_PHONE, ctx.byPhone.get(ctx.blind(phone)));
    if (email) takenByOther(COL_EMAIL, ctx.byEmail.get(email));
    if (idCard && !idIssue) takenByOther(COL_ID, ctx.byIdCard.get(ctx.blind(idCard)));
    if (existingId === undefined && groupId === null && !code && !auth.group)
      problem(COL_GROUP, reason(importReasons.required));

    if (problems.length > before || !username || !realName || status === undefined) continue;
    rows.push({
      rowNumber: row,
      username,
      realName,
      phone: phone ?? null,
      email: email ?? null,
      idCard,
      idInfo: idCard ? parseIdCard(idCard) : undefined,
      groupId: groupId ?? (existingId === undefined ? (auth.group?.id ?? null) : null),
      roleIds: roleIds ? roleIds.filter((id): id is number => id !== undefined) : null,
      status,
      existingId,
    });
  }
  return { total: sheet.rows.length, existing, rows, problems };
};
