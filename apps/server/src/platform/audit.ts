import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationLogs } from '../db/schema/index.ts';
import type { Db } from './db.ts';

/**
 * Every back-office write is audited. A route declares `config.audit: { module, action }`; its handler
 * may add what it changed with `recordChange(request, …)`. The hook writes one row per request,
 * successful or not, after the response is sent.
 */
export type AuditSpec = { module: string; action: string };

export type AuditChange = { target?: string; before?: unknown; after?: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    auditChange: AuditChange | null;
    auditOutcome: { code: number; msg: string } | null;
  }
}

/** Fields never written to the log in clear. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'token',
  'code',
  'phoneCipher',
  'idCardCipher',
  'phoneIndex',
  'idCardIndex',
]);
const MASKED_FIELDS = new Set(['phone', 'idCard']);

/** Copies a value for the log with secrets removed and personal numbers masked. */
export const redactForLog = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactForLog);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, v]) => [
        key,
        MASKED_FIELDS.has(key) && typeof v === 'string'
          ? `${v.slice(0, 3)}****${v.slice(-2)}`
          : redactForLog(v),
      ]),
  );
};

export const recordChange = (request: FastifyRequest, change: AuditChange) => {
  request.auditChange = { ...request.auditChange, ...change };
};

/** onSend: remembers the envelope's code and message, which decide success in the log. */
export const captureOutcome = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
  if (!request.routeOptions.config.audit || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { code?: number; msg?: string };
    request.auditOutcome = { code: body.code ?? -1, msg: body.msg ?? '' };
  } catch {
    request.auditOutcome = { code: -1, msg: '' };
  }
  return payload;
};

/** onResponse: appends the operation log row. A failure to log is logged, never turned into a user error. */
export const createAuditWriter = (db: Db) => async (request: FastifyRequest, reply: FastifyReply) => {
  const spec = request.routeOptions.config.audit;
  if (!spec) return;
  const outcome = request.auditOutcome;
  const isSuccess = reply.statusCode < 400 && outcome?.code === 0;
  const change = request.auditChange;
  try {
    await db.insert(operationLogs).values({
      userId: request.auth?.userId,
      username: request.auth?.username ?? '',
      groupId: request.auth?.group?.id,
      module: spec.module,
      action: spec.action,
      target: change?.target ?? '',
      before: change?.before === undefined ? null : redactForLog(change.before),
      after: change?.after === undefined ? redactForLog(request.body ?? null) : redactForLog(change.after),
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      durationMs: Math.round(reply.elapsedTime),
      success: isSuccess,
      errorMsg: isSuccess ? '' : (outcome?.msg ?? '').slice(0, 500),
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not write the operation log');
  }
};

/**
 * onRoute: a back-office write (a POST that needs a permission) without `config.audit` is a programming
 * error, refused when the app is built, so no write can slip past the operation log.
 */
export const assertWritesAudited = (route: { method: string | string[]; url: string; config?: unknown }) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = (route.config ?? {}) as { access?: unknown; audit?: AuditSpec };
  const needsPermission = typeof config.access === 'object' && config.access !== null;
  if (methods.includes('POST') && needsPermission && !config.audit) {
    throw new Error(`${route.url}: a back-office write must declare config.audit`);
  }
};
