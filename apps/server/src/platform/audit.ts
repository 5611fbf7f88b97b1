import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@podium/contracts';
import { operationLogs } from '../db/schema/index.ts';
import type { Db } from './db.ts';
import { createGroupBatcher } from './group-batch.ts';
import { maskContact, maskEmail, maskIdCard, maskPhone } from './masking.ts';
import { langOf, translate } from './messages.ts';

/**
 * Every back-office write is audited. A route declares `config.audit: { module, action }`; its handler
 * may add what it changed with `recordChange(request, …)`. The hook writes one row per request,
 * successful or not, before the response leaves: once a caller holds an answer, its log row is committed
 * (and a later read, by a test or an auditor, sees it; no polling, no race with the next request).
 */
export type AuditSpec = { module: string; action: string };

export type AuditChange = { target?: string; before?: unknown; after?: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
    /**
     * Why a write (a non-GET route) leaves no operation-log row, said beside the route: e.g. sign-in,
     * which has its own login log. The route table's check accepts a write only with one or the other.
     */
    auditExempt?: string;
  }
  interface FastifyRequest {
    auditChange: AuditChange | null;
    /** Set when the handler committed the log row itself, in its own write (see `auditRowOf`). */
    auditWritten: boolean;
  }
}

/** Fields never written to the log in clear. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  // User centre: re-authentication and the bank card number.
  'oldPassword',
  'currentPassword',
  'cardNo',
  'cardCipher',
  'token',
  'code',
  'phoneCipher',
  'idCardCipher',
  'phoneIndex',
  'idCardIndex',
  'bankCard',
  'bankCardCipher',
]);
/** Fields kept masked as the rest of the product shows them (masking.ts), whatever they hold. */
const MASKED_FIELDS = new Map<string, (value: string) => string>([
  ['phone', maskPhone],
  ['idCard', maskIdCard],
  ['email', maskEmail],
]);

/** What one log row may hold of a request or change: nesting depth, items per level, serialised size. */
export const AUDIT_LIMITS = { depth: 6, items: 100, bytes: 16 * 1024 } as const;

const TRUNCATED = '…';

/**
 * Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) becomes U+FFFD in the log: the validator
 * refuses such input, but the refusal itself is logged with what was sent, and must not fail to log.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const storableText = (text: string) =>
  text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\uFFFD');

/**
 * Copies a value for the log with secrets removed and personal numbers masked, bounded in depth and
 * breadth (deeper levels become '…'). Besides the fields named above, any text that is a phone number
 * or an e-mail address is masked whatever its field is called: an `account` typed to sign in or to
 * invite someone is one of the three, and only an account name is kept as typed. Iterative — an explicit stack, no recursion — so no input shape can
 * overflow the call stack, and the attempt is always recorded.
 */
export const redactForLog = (value: unknown): unknown => {
  const root: { value: unknown } = { value: undefined };
  const stack: { source: unknown; assign: (copy: unknown) => void; depth: number }[] = [
    { source: value, assign: (copy) => (root.value = copy), depth: 0 },
  ];
  while (stack.length > 0) {
    const { source, assign, depth } = stack.pop()!;
    if (typeof source === 'string') {
      assign(storableText(maskContact(source)));
      continue;
    }
    if (source === null || typeof source !== 'object' || source instanceof Date) {
      assign(source);
      continue;
    }
    if (depth >= AUDIT_LIMITS.depth) {
      assign(TRUNCATED);
      continue;
    }
    if (Array.isArray(source)) {
      const copy: unknown[] = [];
      assign(copy);
      source
        .slice(0, AUDIT_LIMITS.items)
        .forEach((item, index) =>
          stack.push({ source: item, assign: (c) => (copy[index] = c), depth: depth + 1 }),
        );
      if (source.length > AUDIT_LIMITS.items) copy[AUDIT_LIMITS.items] = TRUNCATED;
      continue;
    }
    const copy: Record<string, unknown> = {};
    assign(copy);
    const entries = Object.entries(source as Record<string, unknown>).filter(
      ([key]) => !SECRET_FIELDS.has(key),
    );
    for (const [rawKey, item] of entries.slice(0, AUDIT_LIMITS.items)) {
      const key = storableText(rawKey);
      const mask = MASKED_FIELDS.get(key);
      if (mask && typeof item === 'string') copy[key] = storableText(mask(item));
      else stack.push({ source: item, assign: (c) => (copy[key] = c), depth: depth + 1 });
    }
    if (entries.length > AUDIT_LIMITS.items) copy[TRUNCATED] = entries.length - AUDIT_LIMITS.items;
  }
  return root.value;
};

/** The redacted value if its JSON fits AUDIT_LIMITS.bytes; else only a note of how large it was. */
export const boundedForLog = (value: unknown): unknown => {
  const redacted = redactForLog(value);
  const size = Buffer.byteLength(JSON.stringify(redacted) ?? '');
  return size <= AUDIT_LIMITS.bytes ? redacted : { truncated: true, bytes: size };
};

export const recordChange = (request: FastifyRequest, change: AuditChange) => {
  request.auditChange = { ...request.auditChange, ...change };
};

/** The envelope's code and message, which decide success in the log (a stream or buffer has none). */
const readOutcome = (payload: unknown): { code: number; msg: string } | null => {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { code?: number; msg?: string };
    return { code: body.code ?? -1, msg: body.msg ?? '' };
  } catch {
    return { code: -1, msg: '' };
  }
};

export type AuditRow = typeof operationLogs.$inferInsert;

/**
 * The operation log row of a request, as the onSend hook writes it. A handler whose write is one statement
 * may put this row into that same statement (one commit, one round trip instead of two) and then call
 * `markAudited`: the hook writes nothing more, and the row is still committed before the answer leaves.
 */
export const auditRowOf = (
  request: FastifyRequest,
  outcome: { success: boolean; errorMsg: string; durationMs: number },
  /** What changed, when not (yet) recorded on the request: a planned write that may still not happen. */
  change: AuditChange | null = request.auditChange,
): AuditRow | undefined => {
  const spec = request.routeOptions.config.audit;
  if (!spec) return undefined;
  return {
    userId: request.auth?.userId,
    username: storableText(request.auth?.username ?? ''),
    groupId: request.auth?.group?.id,
    module: spec.module,
    action: spec.action,
    target: storableText(change?.target ?? ''),
    before: change?.before === undefined ? null : boundedForLog(change.before),
    // Whoever the guard turned away unsigned-in leaves no body in the log (nobody can fill it at will).
    after:
      change?.after !== undefined
        ? boundedForLog(change.after)
        : request.auth && !Buffer.isBuffer(request.body)
          ? boundedForLog(request.body ?? null)
          : null,
    method: request.method,
    path: storableText(request.url.split('?')[0] ?? ''),
    ip: request.ip,
    userAgent: storableText((request.headers['user-agent'] ?? '').slice(0, 500)),
    durationMs: outcome.durationMs,
    success: outcome.success,
    errorMsg: outcome.success ? '' : storableText(outcome.errorMsg.slice(0, 500)),
  };
};

/** The handler's own write committed the request's log row: the onSend hook adds none. */
export const markAudited = (request: FastifyRequest) => {
  request.auditWritten = true;
};

/**
 * Inserts the log rows of concurrent requests together (group-batch.ts: one statement and one commit for
 * many, as a surge's refusals each wrote a row and paid a commit of its own). Should the batch fail, each
 * row is tried alone, so one bad row costs only its own entry. Answers each row's error, if any.
 */
const createLogInserter = (db: Db) =>
  createGroupBatcher<AuditRow, unknown>(
    async (_key, rows) => {
      try {
        await db.insert(operationLogs).values(rows);
        return rows.map(() => undefined);
      } catch {
        return Promise.all(
          rows.map((row) =>
            db
              .insert(operationLogs)
              .values(row)
              .then(
                () => undefined,
                (error: unknown) => error ?? new Error('operation log insert failed'),
              ),
          ),
        );
      }
    },
    { maxSize: 256, maxInFlight: 2 },
  );

/**
 * onSend: appends the operation log row, then lets the payload go. Nothing is acknowledged without its
 * log row: should the row fail to be written, the answer becomes a 500 saying so (whatever the handler
 * answered), and the failure is logged.
 */
export const createAuditWriter = (db: Db) => {
  const insertLog = createLogInserter(db);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.auditWritten || request.notAdmitted) return payload;
    const outcome = readOutcome(payload);
    const success = reply.statusCode < 400 && outcome?.code === 0;
    const row = auditRowOf(request, {
      success,
      errorMsg: outcome?.msg ?? '',
      durationMs: Math.round(reply.elapsedTime),
    });
    if (!row) return payload;
    const error = await insertLog('log', row);
    if (!error) return payload;
    request.log.error({ err: error }, 'could not write the operation log');
    if (
      payload &&
      typeof payload === 'object' &&
      'destroy' in payload &&
      typeof payload.destroy === 'function'
    )
      (payload as { destroy: () => void }).destroy();
    reply.code(500);
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.removeHeader('content-disposition');
    reply.type('application/json; charset=utf-8');
    const lang = langOf(request.headers['accept-language']);
    return JSON.stringify({
      code: ErrorCode.INTERNAL,
      msg: translate('common.auditFailed', lang),
      data: null,
    });
  };
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
