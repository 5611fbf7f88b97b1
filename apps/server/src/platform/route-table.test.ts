import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { desc, eq } from 'drizzle-orm';
import { API_BASE, ErrorCode } from '@podium/contracts';
import { operationLogs } from '../db/schema/index.ts';
import type { ApiRoute } from './api-module.ts';
import { createActor } from '../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Checks generated from the route table (every route of the API scope, as registered), so every route
 * added later inherits them: who may call comes before what was sent, control characters are refused
 * everywhere, and the OpenAPI document is valid and says which calls need a session.
 */
let t: TestApp;
let admin: string;
/** Signed in, in a group, with a role that grants nothing. */
let nobody: string;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  nobody = (await createActor(t, { username: 'nobody1', group: t.fixture.groups.schoolA, permissions: [] }))
    .token;
  routes = t.app.apiRoutes;
});
afterAll(() => t.close());

/** A malformed request of the kind a prober sends: unknown and wrongly typed fields, a bad query. */
const malformed = {
  body: { pageNum: 'x', ids: 'not-a-list', __proto_probe: { deep: [1, 2, 3] }, status: 'x'.repeat(300) },
  query: { pageNum: '-1', pageSize: 'abc', groupId: '' },
};

const call = (
  route: ApiRoute,
  token: string | undefined,
  input: { body?: unknown; query?: Record<string, string> },
) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    query: input.query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === 'GET' || input.body === undefined ? {} : { payload: input.body as object }),
  });

const codeOf = (response: { json: () => unknown }) => (response.json() as { code: number }).code;

describe('the route table', () => {
  it('is collected and holds the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.some((r) => r.url === `${API_BASE}/system/user/roleSet`)).toBe(true);
    expect(routes.some((r) => r.access === 'public')).toBe(true);
  });

  it('answers every guarded route called anonymously with a malformed request by 11000, never a 400', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await call(route, undefined, malformed);
      if (codeOf(res) !== ErrorCode.SESSION_EXPIRED)
        wrong.push(`${route.method} ${route.url} → ${codeOf(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every permission route called without the permission by 401 before looking at the input', async () => {
    const wrong: string[] = [];
    const guarded = routes.filter((r) => typeof r.access === 'object');
    expect(guarded.length).toBeGreaterThan(50);
    for (const route of guarded) {
      const res = await call(route, nobody, malformed);
      if (codeOf(res) !== ErrorCode.NO_PERMISSION)
        wrong.push(`${route.method} ${route.url} → ${codeOf(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a control character in any string of any body or query with 400 in the caller’s language', async () => {
    const wrong: string[] = [];
    const withInput = routes.filter((r) => r.hasBody || r.hasQuery);
    expect(withInput.length).toBeGreaterThan(60);
    for (const route of withInput) {
      const token = route.access === 'public' ? undefined : admin;
      const input = route.hasBody
        ? { body: { username: 'ab\u0000cd', nested: [{ note: 'x\u0007' }] } }
        : { query: { keyword: 'ab\u0000cd' } };
      const res = await call(route, token, input);
      const body = res.json() as { code: number; msg: string };
      if (body.code !== 400 || !body.msg.includes('不能包含控制字符'))
        wrong.push(`${route.method} ${route.url} → ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    const en = await t.get('/system/user/page', { token: admin, query: { keyword: 'a\u0000' }, lang: 'en' });
    expect(en.body).toMatchObject({ code: 400, msg: 'keyword: must not contain control characters' });
  });

  // JSON is the way in: `"\ud800"` parses to a lone surrogate, while a query string is UTF-8, in which
  // one cannot be written (Node decodes its bytes to U+FFFD).
  it('refuses a lone UTF-16 surrogate in any string of any JSON body with 400 naming the field', async () => {
    const wrong: string[] = [];
    const withBody = routes.filter((r) => r.hasBody);
    expect(withBody.length).toBeGreaterThan(60);
    for (const route of withBody) {
      const token = route.access === 'public' ? undefined : admin;
      const input = { body: { realName: '张\ud800三', nested: [{ note: '\udc00' }] } };
      const res = await call(route, token, input);
      const body = res.json() as { code: number; msg: string };
      if (body.code !== 400 || !body.msg.includes('包含无效字符'))
        wrong.push(`${route.method} ${route.url} → ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    const zh = await t.post('/system/user/add', { realName: 'a\udfff' }, { token: admin });
    expect(zh.body.msg).toBe('姓名：包含无效字符（不完整的 Unicode 字符），请重新输入');
    const en = await t.post('/system/user/add', { realName: 'a\udfff' }, { token: admin, lang: 'en' });
    expect(en.body.msg).toMatch(/^name: contains an invalid character/);
    // A proper pair (an emoji) is one real character, and passes.
    const emoji = await t.get('/system/user/page', { token: admin, query: { keyword: '🏆' } });
    expect(emoji.body.code).toBe(0);
  });

  it('logs the refused write with what was sent, made storable (the row is never dropped)', async () => {
    const res = await t.post('/system/user/add', { realName: '张\ud800三\u0000' }, { token: admin });
    expect(res.body.code).toBe(400);
    const rows = await t.db
      .select({ after: operationLogs.after, success: operationLogs.success })
      .from(operationLogs)
      .where(eq(operationLogs.path, `${API_BASE}/system/user/add`))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(rows[0]).toMatchObject({ success: false, after: { realName: '张\ufffd三\ufffd' } });
  });

  it('keeps tab, line feed and carriage return, which text fields need', async () => {
    const res = await t.post('/auth/login/pwd', { username: 'nobody1', password: 'wrong\tpass\r\n1' });
    expect(res.body).toMatchObject({ code: 400, msg: '用户名或密码错误' });
  });
});

describe('GET /prod-api/docs/json', () => {
  it('is a valid OpenAPI document with the bearer scheme, and every session call requires it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      paths: Record<
        string,
        Record<string, { security?: unknown[]; parameters?: { in: string; name: string }[] }>
      >;
    };
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['DeptNode', 'GroupNode', 'MenuNode', 'PermissionTreeNode']),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      // Paths are relative to the document's server (/prod-api); OpenAPI writes `:id` as `{id}`.
      const documentPath = route.url.slice(API_BASE.length).replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[documentPath]?.[route.method.toLowerCase()];
      if (!operation) {
        wrong.push(`${route.method} ${route.url}: missing from the document`);
        continue;
      }
      const needsSession = route.access !== 'public';
      if (Boolean(operation.security?.length) !== needsSession)
        wrong.push(`${route.method} ${route.url}: security`);
      const groupHeader = operation.parameters?.some((p) => p.in === 'header' && p.name === 'x-group-id');
      if (needsSession && !groupHeader) wrong.push(`${route.method} ${route.url}: X-Group-Id`);
    }
    expect(wrong).toEqual([]);
  });
});
