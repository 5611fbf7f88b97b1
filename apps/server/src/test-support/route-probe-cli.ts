/**
 * A prober's pass over the whole API, for the figures of issue 6: every route × {anonymous, signed in
 * without permissions, a student, ROOT} × malformed requests. Counts calls, unexpected successes (a caller the
 * route's access refuses got code 0), 400-before-401 (such a caller got a 400 naming fields instead of
 * 11000 / 401) and 5xx. Run: `npx tsx apps/server/src/test-support/route-probe-cli.ts`
 * (TEST_DATABASE_URL=… for PostgreSQL).
 */
import { API_BASE } from '@podium/contracts';
import { createActor } from './access-fixtures.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const personas = {
  anonymous: undefined as string | undefined,
  unprivileged: (
    await createActor(t, { username: 'probe0', group: t.fixture.groups.schoolA, permissions: [] })
  ).token,
  student: await t.login('student'),
  // ROOT passes every guard: its malformed requests reach validation and handlers (where 5xx would show).
  root: await t.login('admin'),
};

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const malformed: { name: string; payload?: string; query?: Record<string, string> }[] = [
  { name: 'wrong types', payload: JSON.stringify({ userId: 1, ids: 'x', pageNum: 'a', status: [] }) },
  {
    name: 'NUL strings',
    payload: JSON.stringify({ username: 'a\u0000', password: '\u0000', account: 'x\u0000@y.cn' }),
  },
  // JSON escapes of half a character (a lone UTF-16 surrogate), which PostgreSQL refuses in text and jsonb.
  { name: 'lone surrogates', payload: '{"realName":"\\ud800","title":"a\\udc00b","items":["\\udbff"]}' },
  { name: 'unknown keys', payload: JSON.stringify({ __proto__x: 1, isAdmin: true }) },
  { name: 'array body', payload: JSON.stringify([1, 2, 3]) },
  { name: 'deep nesting', payload: deep(20_000) },
  { name: 'big string', payload: JSON.stringify({ realName: 'x'.repeat(200_000) }) },
  { name: 'bad query', query: { pageNum: '-1', pageSize: '1e9', keyword: 'a\u0000b', groupId: "' or 1=1" } },
  { name: 'invalid JSON', payload: '{"a":' },
];

const figures = { calls: 0, unexpectedSuccesses: 0, badRequestBeforeAuth: 0, serverErrors: 0 };
const findings: string[] = [];
for (const route of t.app.apiRoutes) {
  for (const [persona, token] of Object.entries(personas)) {
    // A student may hold a permission route's permission (its role decides), so only anonymous and
    // unprivileged callers are judged on permission routes.
    const mayCall =
      route.access === 'public' ||
      (route.access === 'user' && token !== undefined) ||
      (typeof route.access === 'object' && (persona === 'student' || persona === 'root'));
    for (const probe of malformed) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        query: probe.query,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${figures.calls % 250}.${Math.floor(figures.calls / 250) % 250}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(route.method === 'GET' || probe.payload === undefined ? {} : { payload: probe.payload }),
      });
      figures.calls += 1;
      const body = res.json() as { code: number; msg: string };
      const line = `${persona} ${route.method} ${route.url.slice(API_BASE.length)} [${probe.name}] → ${res.statusCode} ${body.code}`;
      if (res.statusCode >= 500) {
        figures.serverErrors += 1;
        findings.push(`5xx: ${line}`);
      }
      if (!mayCall) {
        if (body.code === 0) {
          figures.unexpectedSuccesses += 1;
          findings.push(`success: ${line}`);
        }
        if (body.code === 400) {
          figures.badRequestBeforeAuth += 1;
          findings.push(`400 before 401: ${line}`);
        }
      }
    }
  }
}
await t.close();
console.log(JSON.stringify({ routes: t.app.apiRoutes.length, ...figures }, null, 2));
for (const finding of findings.slice(0, 40)) console.log(finding);
