import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoverAccount, HandoverCodeResult, HandoverSession, UserInfo } from '@podium/contracts';
import { handoverCodes, loginLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Spec §4's hand-over from another site: a one-minute, single-use code in the address, exchanged by the
// page for a session of its own; a session token is never accepted from an address.
let t: TestApp;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
});
afterAll(() => t.close());

const newCode = async () =>
  (await t.post<HandoverCodeResult>('/auth/handover/code', {}, { token: student })).body.data.code;

describe('hand-over codes', () => {
  it('are made only for a signed-in caller, for their own account, a minute long', async () => {
    expect((await t.post('/auth/handover/code', {})).body.code).toBe(11000);
    const res = await t.post<HandoverCodeResult>('/auth/handover/code', {}, { token: student });
    expect(res.body.data).toEqual({ code: expect.any(String), expiresInSeconds: 60 });
    // Only the hash is kept.
    const rows = await t.db.select().from(handoverCodes);
    expect(rows.some((r) => r.codeHash === res.body.data.code)).toBe(false);
  });

  it('tell whose account they would sign in, masked, without using them', async () => {
    const code = await newCode();
    const peek = await t.post<HandoverAccount>('/auth/handover/peek', { code });
    expect(peek.body.data).toEqual({ username: 'student', maskedName: '李*学' });
    expect((await t.post('/auth/handover/peek', { code })).body.code).toBe(0);
  });

  it('open a session once, logged as a hand-over sign-in, and never again', async () => {
    const code = await newCode();
    const first = await t.post<HandoverSession>('/auth/handover/exchange', { code });
    expect(first.body.data).toMatchObject({
      username: 'student',
      maskedName: '李*学',
      token: expect.any(String),
    });
    expect(first.body.data.token).not.toBe(student);
    const me = await t.get<UserInfo>('/auth/user/info', { token: first.body.data.token });
    expect(me.body.data.username).toBe('student');
    const again = await t.post('/auth/handover/exchange', { code });
    expect(again.body).toEqual({ code: 400, msg: '登录链接无效或已过期，请重新登录', data: null });
    const en = await t.post('/auth/handover/peek', { code }, { lang: 'en' });
    expect(en.body.msg).toBe('This sign-in link is invalid or has expired; please sign in again');
    const logged = await t.db.select().from(loginLogs).where(eq(loginLogs.method, 'handover'));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('refuse an expired code and a session token offered as a code', async () => {
    const code = await newCode();
    await t.db.update(handoverCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.post('/auth/handover/exchange', { code })).body.code).toBe(400);
    // The bearer token of a session is not a hand-over code: an address carrying one signs nobody in.
    expect((await t.post('/auth/handover/exchange', { code: student })).body.code).toBe(400);
  });

  it('two exchanges of one code at once: one session, one refusal', async () => {
    const code = await newCode();
    const results = await Promise.all([
      t.post('/auth/handover/exchange', { code }),
      t.post('/auth/handover/exchange', { code }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 400]);
  });
});
