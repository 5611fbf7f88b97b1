import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform behaviour', () => {
  it('reports liveness and database readiness', async () => {
    const res = await t.get<{ status: string; database: string }>('/health');
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404 in the caller’s language', async () => {
    const zh = await t.get('/no/such/call');
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 404, msg: '接口不存在：/prod-api/no/such/call', data: null });
    expect((await t.get('/no/such/call', { lang: 'en' })).body.msg).toBe(
      'No such endpoint: /prod-api/no/such/call',
    );
  });

  it('refuses malformed JSON without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login/pwd',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.json()).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null });
  });

  it('sends security headers: a CSP without inline scripts, nosniff, frame-ancestors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/prod-api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' });
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login/pwd', '/system/menu/userMenu']),
    );
  });
});
