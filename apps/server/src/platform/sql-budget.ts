import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { competitions, contentPages, newsArticles, newsSubmissions } from '../db/schema/index.ts';

/**
 * SQL budgets of hot calls. A hot public route declares, beside its other options, how many statements
 * one call may run once its caches are warm (`config.sqlBudget`), and whether it may read rich text; the
 * route-table check `sql-budget.test.ts` calls every route that declares one and fails past its budget,
 * so a later change that adds an uncached query, or reads an article's body on a list, fails CI.
 *
 * Statements are counted through drizzle's query logger (`sqlLogger`, given to both drivers in db.ts):
 * every statement of the product goes through drizzle. With nobody counting, logging is one null check.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    sqlBudget?: SqlBudget;
  }
}

export type SqlBudget = {
  /**
   * Statements one warm call may run (transaction control — begin, commit, savepoints — not counted:
   * PGlite runs it outside the logger, node-postgres through it).
   */
  statements: number;
  /** The call shows rich text (a competition's introduction, an article's body): it may read those columns. */
  readsRichText?: boolean;
};

/** Columns holding rich text or other long bodies: a list or a startup call never reads them. */
const RICH_TEXT: [PgTable, PgColumn[]][] = [
  [competitions, [competitions.introduction, competitions.rules, competitions.guide]],
  [newsArticles, [newsArticles.content]],
  [newsSubmissions, [newsSubmissions.content]],
  [contentPages, [contentPages.content]],
];

/** `"table"."column"` of every rich-text column, as statements name them. */
export const RICH_TEXT_COLUMNS = RICH_TEXT.flatMap(([table, columns]) =>
  columns.map((column) => `"${getTableName(table)}"."${column.name}"`),
);

/**
 * The statements of the call being recorded. An async context, not a global list: a process runs other
 * work meanwhile (the notification dispatcher's poll, a job runner), whose statements are not the call's.
 */
const recording = new AsyncLocalStorage<string[]>();

/** Drizzle's logger interface: handed every statement (with its parameters) before it runs. */
export const sqlLogger = {
  logQuery(statement: string): void {
    recording.getStore()?.push(statement);
  },
};

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint|set transaction)\b/i;

/** Runs `work` and returns the statements it caused (transaction control left out). */
export const recordSql = async <T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> => {
  const all: string[] = [];
  const result = await recording.run(all, work);
  return { result, statements: all.filter((statement) => !TRANSACTION_CONTROL.test(statement)) };
};

/**
 * The rich-text columns a statement reads. Drizzle names a column `"table"."column"` in statements with
 * joins and in conditions, and bare (`"column"`) in the select list of a one-table select or a returning.
 */
export const richTextColumnsIn = (statement: string) =>
  RICH_TEXT_COLUMNS.filter((qualified) => {
    if (statement.includes(qualified)) return true;
    const [table, column] = qualified.split('.') as [string, string];
    const from = statement.indexOf(`from ${table}`);
    const returning = statement.indexOf('returning ');
    const selected = from > 0 ? statement.slice(0, from) : '';
    const returned = returning >= 0 && statement.includes(`into ${table}`) ? statement.slice(returning) : '';
    return [selected, returned].some((list) => new RegExp(`(^|[\\s,(])${column}([\\s,)]|$)`).test(list));
  });
