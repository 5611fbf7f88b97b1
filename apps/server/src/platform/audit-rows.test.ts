import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, max } from 'drizzle-orm';
import { API_BASE, ErrorCode } from '@podium/contracts';
import type { ApiModule, ApiRoute } from './api-module.ts';
import { operationLogs } from '../db/schema/index.ts';
import { sampleInput } from '../test-support/sample-input.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { recordChange } from './audit.ts';
import { ok } from './reply.ts';
import { sysAccess as zhAccess } from '../../../web/src/i18n/zh-CN/system-access.ts';
import { sysAccess as enAccess } from '../../../web/src/i18n/en/system-access.ts';

/**
 * "Every write leaves its audit row", generated from the route table: each write route (any method but
 * GET) either declares its operation-log entry or says beside the route why it has none; and each audited
 * one, called by a demo user it is meant for (ROOT for permission routes, the student for signed-in
 * routes, a visitor for public ones) with a valid input built from its own schemas, leaves its row. And a
 * request whose row cannot be written is not acknowledged.
 */

/** A write whose log row cannot be stored (PostgreSQL text holds no NUL), to prove the answer then fails. */
const unloggable: ApiModule = async (app) => {
  app.post(
    '/test/unloggable',
    { config: { audit: { module: 'test', action: 'unloggable' } } },
    async (request) => {
      // The log's text is made storable, so only a column that bypasses that can fail: the IP.
      Object.defineProperty(request, 'ip', { value: 'not an address \u0000' });
      recordChange(request, { target: 'x' });
      return ok(null);
    },
  );
};

let t: TestApp;
const tokens: Record<'admin' | 'student', string> = { admin: '', student: '' };
beforeAll(async () => {
  t = await createTestApp({ extraModules: [unloggable] });
  tokens.admin = await t.login('admin');
  tokens.student = await t.login('student');
});
afterAll(() => t.close());

const isWrite = (route: ApiRoute) => route.method !== 'GET' && route.method !== 'OPTIONS';

const lastLogId = async () =>
  (await t.db.select({ id: max(operationLogs.id) }).from(operationLogs))[0]?.id ?? 0;

/** The path with each `:param` filled from the params schema's sample (or a well-formed public id). */
const concretePath = (route: ApiRoute, seed: string) => {
  const params = (sampleInput(route.schemas.params, seed) ?? {}) as Record<string, unknown>;
  return route.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(params[name] ?? 'aaaaaaaaaaaaaaaaaaaaa')),
  );
};

describe('every write leaves its audit row', () => {
  it('is declared for every write route: an audit entry, or a stated reason beside the route', () => {
    const writes = t.app.apiRoutes.filter((r) => isWrite(r) && !r.url.startsWith(`${API_BASE}/test/`));
    const undeclared = writes.filter((r) => !r.audit && !r.auditExempt?.trim());
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(writes.filter((r) => r.audit && r.auditExempt)).toEqual([]);
    process.stdout.write(
      `write routes: ${writes.length}; audited ${writes.filter((r) => r.audit).length}; exempt ${
        writes.filter((r) => r.auditExempt).length
      }\n`,
    );
  });

  it('names every audited module and action in both languages (the logs and the workbench feed read them)', () => {
    const missing: string[] = [];
    for (const [language, texts] of [
      ['zh', zhAccess.log],
      ['en', enAccess.log],
    ] as const) {
      const modules = texts.modules as Record<string, string>;
      const actions = texts.actions as Record<string, string>;
      for (const route of t.app.apiRoutes) {
        if (!route.audit || route.url.startsWith(`${API_BASE}/test/`)) continue;
        if (!modules[route.audit.module]) missing.push(`${language} module ${route.audit.module}`);
        if (!actions[route.audit.action]) missing.push(`${language} action ${route.audit.action}`);
      }
    }

    expect([...new Set(missing)].sort()).toEqual([]);
  });

  it('lands for every audited write called with a valid input by a user it is meant for', async () => {
    const audited = t.app.apiRoutes.filter(
      (r) => isWrite(r) && r.audit && !r.url.startsWith(`${API_BASE}/test/`),
    );
    expect(audited.length).toBeGreaterThan(150);
    const missing: string[] = [];
    let validInputs = 0;
    let succeeded = 0;
    for (const [index, route] of audited.entries()) {
      const seed = `${index}x${Date.now() % 100_000}`;
      const persona = route.access === 'public' ? null : route.access === 'user' ? 'student' : 'admin';
      const path = concretePath(route, seed);
      const body = sampleInput(route.schemas.body, seed);
      const query = sampleInput(route.schemas.querystring, seed) as Record<string, string> | undefined;
      if (body !== undefined || !route.schemas.body) validInputs += 1;
      const send = () =>
        t.app.inject({
          method: route.method as 'POST',
          url: path,
          query,
          headers: {
            'x-forwarded-for': `10.77.${index % 250}.1`,
            ...(persona ? { authorization: `Bearer ${tokens[persona]}` } : {}),
          },
          payload: (body ?? {}) as object,
        });
      const before = await lastLogId();
      let response = await send();
      // A write may end its caller's session (sign-out, a password change): sign in again and repeat.
      if (persona && response.json<{ code: number }>().code === ErrorCode.SESSION_EXPIRED) {
        tokens[persona] = await t.login(persona);
        response = await send();
      }
      const rows = await t.db
        .select({ success: operationLogs.success })
        .from(operationLogs)
        .where(
          and(
            gt(operationLogs.id, before),
            eq(operationLogs.path, path),
            eq(operationLogs.method, route.method),
          ),
        );
      if (rows.length === 0) missing.push(`${route.method} ${route.url} → ${response.statusCode}`);
      if (rows.some((row) => row.success)) succeeded += 1;
    }
    expect(missing).toEqual([]);
    process.stdout.write(
      `audited writes called: ${audited.length}; with a schema-valid input: ${validInputs}; succeeded: ${succeeded}; rows missing: ${missing.length}\n`,
    );
  }, 180_000);

  it('answers a write whose log row cannot be written with 500 in the caller’s language, never ok', async () => {
    const zh = await t.post('/test/unloggable', {}, { token: tokens.admin });
    expect(zh.status).toBe(500);
    expect(zh.body).toMatchObject({ code: 500, msg: expect.stringContaining('操作日志写入失败') });
    const en = await t.post('/test/unloggable', {}, { token: tokens.admin, lang: 'en' });
    expect(en.body.msg).toContain('The operation log could not be written');
  });
});
