import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import { createActor, operationLogMark, waitForOperationLog } from '../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { AUDIT_LIMITS, boundedForLog, redactForLog } from './audit.ts';

/** The operation log cannot be flooded (size, depth) nor dodged (a body that broke redaction). */
let t: TestApp;
let admin: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  nobody = (await createActor(t, { username: 'nobody2', group: t.fixture.groups.schoolA, permissions: [] }))
    .token;
});
afterAll(() => t.close());

const nested = (depth: number) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const post = (token: string | undefined, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/system/user/add`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

describe('redaction', () => {
  it('copies a 20,000-level value without recursion, cut at the depth limit', () => {
    const copy = redactForLog(nested(20_000));
    let level: unknown = copy;
    let depth = 0;
    while (level && typeof level === 'object') {
      level = (level as { a: unknown }).a;
      depth += 1;
    }
    expect(depth).toBe(AUDIT_LIMITS.depth);
    expect(level).toBe('…');
  });

  it('still drops secrets and masks personal numbers', () => {
    expect(
      redactForLog({ password: 'x', user: { phone: '13812345678', token: 't' }, list: [{ code: '1' }] }),
    ).toEqual({
      user: { phone: '138****5678' },
      list: [{}],
    });
  });

  it('masks a phone number or an e-mail address whatever its field is called, and keeps account names', () => {
    expect(
      redactForLog({
        account: '13812341234',
        invitee: { account: ' Zhang.San@Example.com ' },
        accounts: ['student', '13900001111', 'li.si@school.edu.cn'],
        username: 'zhangsan01',
        idCard: '110101199003071234',
        email: 'not an address',
        note: '联系电话 13812341234',
      }),
    ).toEqual({
      account: '138****1234',
      invitee: { account: 'Z***@Example.com' },
      accounts: ['student', '139****1111', 'l***@school.edu.cn'],
      username: 'zhangsan01',
      idCard: '1101************34',
      email: '****',
      // Only a value that is one: a sentence holding a number is the writer's text.
      note: '联系电话 13812341234',
    });
  });

  it('keeps only a size note of a value larger than the limit', () => {
    expect(boundedForLog({ text: 'x'.repeat(AUDIT_LIMITS.bytes + 10) })).toMatchObject({ truncated: true });
  });
});

describe('the operation log of refused requests', () => {
  it('logs an anonymous refusal without its body', async () => {
    const mark = await operationLogMark(t);
    const res = await post(undefined, JSON.stringify({ username: 'flood', filler: 'x'.repeat(900_000) }));
    expect(res.json()).toMatchObject({ code: 11000 });
    const row = await waitForOperationLog(t, 'system-user', 'add', mark);
    expect(row).toMatchObject({ success: false, userId: null, after: null });
  });

  it('refuses the unprivileged before reading the body: nothing of it is logged', async () => {
    const mark = await operationLogMark(t);
    const res = await post(nobody, JSON.stringify({ username: 'flood', filler: 'x'.repeat(900_000) }));
    expect(res.json()).toMatchObject({ code: 401 });
    const row = await waitForOperationLog(t, 'system-user', 'add', mark);
    expect(row).toMatchObject({ success: false, after: null });
  });

  it('logs a permitted caller’s refused request with at most the size limit of its body', async () => {
    const mark = await operationLogMark(t);
    const res = await post(admin, JSON.stringify({ username: 'flood', filler: 'x'.repeat(900_000) }));
    expect(res.json()).toMatchObject({ code: 400 });
    const row = await waitForOperationLog(t, 'system-user', 'add', mark);
    expect(row.success).toBe(false);
    expect(JSON.stringify(row.after).length).toBeLessThan(AUDIT_LIMITS.bytes);
    expect(row.after).toMatchObject({ truncated: true });
  });

  it('refuses a body nested 20,000 levels with 400 at parsing, and the attempt is logged', async () => {
    const mark = await operationLogMark(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/user/add`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin}`,
        'accept-language': 'en',
      },
      payload: nestedJson(20_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'The request body is nested too deeply', data: null });
    const row = await waitForOperationLog(t, 'system-user', 'add', mark);
    expect(row).toMatchObject({ success: false, errorMsg: 'The request body is nested too deeply' });
  });

  it('accepts ordinary nesting', async () => {
    const res = await post(admin, JSON.stringify({ username: 'x', deep: nested(10) }));
    expect(res.json()).toMatchObject({ code: 400 }); // refused by the schema, not the parser
    expect((res.json() as { msg: string }).msg).not.toBe('请求体嵌套层级过深');
  });
});
