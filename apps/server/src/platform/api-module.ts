import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';
import type { AuditSpec } from './audit.ts';
import type { AppDeps } from './deps.ts';
import type { SqlBudget } from './sql-budget.ts';

// The shape every route module and the route table share. It lives here, not in app.ts, so that modules
// do not import the file that imports them.

/** A route module: registered under /prod-api behind the access guard, given the app's services. */
export type ApiModule = FastifyPluginAsyncZod<{ deps: AppDeps }>;

/** One API route as declared: what route-table-driven tests iterate over (every route, present and future). */
export type ApiRoute = {
  method: string;
  url: string;
  access: Access;
  hasBody: boolean;
  hasQuery: boolean;
  /** Its operation-log entry (`config.audit`), if it declares one. */
  audit?: AuditSpec;
  /** Why this write leaves no operation-log row (`config.auditExempt`), if it says so. */
  auditExempt?: string;
  /** Statements a warm call may run, and whether it reads rich text (`config.sqlBudget`; hot calls). */
  sqlBudget?: SqlBudget;
  /** It replies with an .xlsx workbook (`config.workbook`): the language check calls it. */
  workbook: boolean;
  /** Its declared input schemas (zod), for checks that build valid calls from them. */
  schemas: { body?: unknown; querystring?: unknown; params?: unknown };
};
