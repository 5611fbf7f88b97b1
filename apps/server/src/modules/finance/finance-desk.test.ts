import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type AttentionRow,
  type BillRow,
  type DeskOrderRow,
  type DeskTransferRow,
  type MyCompetitionRow,
  type OrderRow,
  type PageResult,
} from '@podium/contracts';
import { and, eq } from 'drizzle-orm';
import { enrollTeams, operationLogs, users } from '../../db/schema/index.ts';
import { readAllRows } from '../../platform/excel.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
  student = await t.login('student');
});
afterAll(() => t.close());

const desk = (token: string, query: Record<string, string> = {}) =>
  t.get<PageResult<DeskOrderRow>>('/finance/order/page', { token, query: { pageSize: '100', ...query } });

describe('demo data', () => {
  it('gives the demo student an order awaiting payment, payable on the demo cashier', async () => {
    const mine = await t.get<PageResult<OrderRow>>('/web/finance/order/page', {
      token: student,
      query: { state: 'awaiting' },
    });
    expect(mine.body.data.total).toBeGreaterThanOrEqual(1);
    const [order] = mine.body.data.rows;
    expect(order).toMatchObject({ state: 'awaiting', amountFen: 10000, paidFen: 0 });
    expect(new Date(order!.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const providers = await t.get<{ provider: string; isDemo: boolean }[]>('/web/finance/providers', {
      token: student,
    });
    expect(providers.body.data).toEqual([{ provider: 'demo', isDemo: true }]);
  });

  it('holds orders in several states, paid and refunded totals being sums of their rows', async () => {
    const all = (await desk(organizer)).body.data.rows;
    const states = new Set(all.map((r) => r.state));
    for (const state of ['awaiting', 'paid', 'partlyRefunded', 'closed']) expect(states).toContain(state);
    const partly = all.find((r) => r.state === 'partlyRefunded')!;
    expect(partly.refundedFen).toBeGreaterThan(0);
    expect(partly.refundedFen).toBeLessThan(partly.paidFen);
    expect(new Set(all.filter((r) => r.provider).map((r) => r.provider))).toEqual(
      new Set(['demo', 'alipay', 'wechat', 'transfer']),
    );
    // The newest paid order is the demo provider's: in the demo only it gives money back, and the
    // refund journey refunds the first paid row of this list.
    const paid = (await desk(organizer, { state: 'paid' })).body.data.rows;
    expect(paid[0]!.provider).toBe('demo');
  });

  it('refuses to refund a WeChat Pay demo order while WeChat Pay is not set up, in both languages, writing nothing', async () => {
    const wechat = (await desk(organizer)).body.data.rows.find((r) => r.provider === 'wechat')!;
    expect(wechat.state).toBe('paid');
    const body = {
      orderNo: wechat.orderNo,
      lineId: wechat.lines[0]!.lineId,
      amountFen: 100,
      reason: '测试退款',
    };
    const zh = await t.post('/finance/refund/create', body, { token: organizer, lang: 'zh-CN' });
    expect(zh.body).toMatchObject({ code: 409 });
    expect(zh.body.msg).toContain('无法原路退款');
    const en = await t.post('/finance/refund/create', body, { token: organizer, lang: 'en' });
    expect(en.body).toMatchObject({ code: 409 });
    expect(en.body.msg).toContain('not set up here');
    const after = (await desk(organizer, { keyword: wechat.orderNo })).body.data.rows[0]!;
    expect(after).toMatchObject({ state: 'paid', refundedFen: 0 });
    expect(after.refunds).toEqual(wechat.refunds);
  });

  it('holds a bank transfer finance staff confirmed: its voucher, its confirmer, its payment and its log row', async () => {
    const transfers = await t.get<PageResult<DeskTransferRow>>('/finance/transfer/page', {
      token: organizer,
      query: { pageSize: '100' },
    });
    const confirmed = transfers.body.data.rows.filter((r) => r.state === 'confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ decidedBy: '赵组委', amountFen: 10000 });
    const voucher = await t.app.inject({
      method: 'GET',
      url: confirmed[0]!.fileUrl,
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toContain('pdf');
    const order = (await desk(organizer, { keyword: confirmed[0]!.orderNo })).body.data.rows[0]!;
    expect(order).toMatchObject({ state: 'paid', provider: 'transfer', paidFen: 10000 });
    const bills = await t.get<PageResult<BillRow>>('/finance/bill/page', {
      token: organizer,
      query: { pageSize: '100', kind: 'payment' },
    });
    expect(bills.body.data.rows.find((b) => b.orderNo === order.orderNo)).toMatchObject({
      provider: 'transfer',
      reference: `TR${confirmed[0]!.transferId}`,
    });
    const [logged] = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'transferConfirm'), eq(operationLogs.target, order.orderNo)));
    expect(logged).toMatchObject({ module: 'finance', username: 'organizer', success: true });
  });

  it('holds a bank-transfer voucher waiting for finance staff and a sign-up its school paid for', async () => {
    const transfers = await t.get<PageResult<DeskTransferRow>>('/finance/transfer/page', {
      token: organizer,
      query: { pageSize: '100' },
    });
    const waiting = transfers.body.data.rows.filter((r) => r.state === 'submitted');
    expect(waiting).toHaveLength(1);
    const all = (await desk(organizer)).body.data.rows;
    const order = all.find((r) => r.orderNo === waiting[0]!.orderNo)!;
    expect(order).toMatchObject({ state: 'awaiting', paidBySchool: false });
    expect(order.lines.map((l) => l.description)).toEqual(['晨曦队']);
    expect(order.transfer).toMatchObject({ state: 'submitted' });

    const bySchool = all.filter((r) => r.paidBySchool);
    expect(bySchool).toHaveLength(1);
    expect(bySchool[0]).toMatchObject({ state: 'paid', payerName: '钱老师', payerGroupName: '东海大学' });
    // Its captain reads "paid by school" on the sign-up, and has nothing to pay.
    const teamId = bySchool[0]!.lines[0]!.teamId;
    const captain = await t.db
      .select({ username: users.username })
      .from(enrollTeams)
      .innerJoin(users, eq(users.id, enrollTeams.captainId))
      .where(eq(enrollTeams.publicId, teamId));
    const mine = await t.get<MyCompetitionRow[]>('/web/center/competition/list', {
      token: await t.login(captain[0]!.username),
    });
    const row = mine.body.data.find((r) => r.teamId === teamId)!;
    expect(row).toMatchObject({ paidBySchool: true });
    expect(row.actions).not.toContain('pay');
    // Everyone else's sign-ups are their own to pay.
    const student = await t.get<MyCompetitionRow[]>('/web/center/competition/list', {
      token: await t.login('student'),
    });
    expect(student.body.data.some((r) => r.paidBySchool)).toBe(false);
  });
});

describe('GET /finance/order/page', () => {
  it('filters by state and keyword', async () => {
    const paid = (await desk(organizer, { state: 'paid' })).body.data.rows;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((r) => r.state === 'paid')).toBe(true);
    const one = paid[0]!;
    const found = (await desk(organizer, { keyword: one.orderNo })).body.data.rows;
    expect(found.map((r) => r.orderNo)).toEqual([one.orderNo]);
  });

  it("shows a school only its own payers' orders, an organiser its competitions'", async () => {
    const organiserRows = (await desk(organizer)).body.data;
    const schoolRows = (await desk(school)).body.data;
    expect(schoolRows.total).toBeGreaterThan(0);
    expect(schoolRows.total).toBeLessThan(organiserRows.total);
    expect(new Set(schoolRows.rows.map((r) => r.payerGroupName))).toEqual(new Set(['东海大学']));
  });

  it('refuses a student (no finance permission) and an anonymous caller', async () => {
    expect((await desk(student)).body.code).toBe(401);
    expect((await t.get('/finance/order/page')).body.code).toBe(11000);
  });

  it('exports the filtered orders as .xlsx in the caller’s language', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/finance/order/export`,
      query: { state: 'paid' },
      headers: { authorization: `Bearer ${organizer}`, 'accept-language': 'en' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await readAllRows(file.rawPayload);
    expect(rows[0]![0]).toBe('Order number');
    expect(rows.slice(1).every((r) => r[8] === 'Paid')).toBe(true);
    expect(rows.slice(1).every((r) => /^\d+\.\d{2}$/.test(r[5]!))).toBe(true);
  });
});

describe('GET /finance/bill/page', () => {
  const bills = (token: string, query: Record<string, string> = {}) =>
    t.get<PageResult<BillRow>>('/finance/bill/page', { token, query: { pageSize: '100', ...query } });

  it('lists payments and refunds as rows of their own, newest first, filtered by kind', async () => {
    const all = (await bills(organizer)).body.data;
    expect(new Set(all.rows.map((r) => r.kind))).toEqual(new Set(['payment', 'refund']));
    const times = all.rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const refunds = (await bills(organizer, { kind: 'refund' })).body.data;
    expect(refunds.rows.every((r) => r.kind === 'refund' && r.reference.startsWith('RF'))).toBe(true);
    const payments = (await bills(organizer, { kind: 'payment' })).body.data;
    expect(payments.total + refunds.total).toBe(all.total);
  });

  it("keeps a school to its own payers' money and refuses a student", async () => {
    const organiserTotal = (await bills(organizer)).body.data.total;
    const schoolTotal = (await bills(school)).body.data.total;
    expect(schoolTotal).toBeLessThan(organiserTotal);
    expect((await bills(student)).body.code).toBe(401);
  });
});

describe('GET /finance/attention/page', () => {
  it('lists money that arrived for a closed order (demo data) to finance staff only', async () => {
    const res = await t.get<PageResult<AttentionRow>>('/finance/attention/page', {
      token: organizer,
      query: { resolved: 'no' },
    });
    expect(res.body.data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'orderClosed', amountFen: 10000, resolvedAt: null }),
      ]),
    );
    expect((await t.get('/finance/attention/page', { token: school })).body.code).toBe(401);
  });
});
