import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow, PortalCompetitionDetail, ReconcileRow, RefundResult } from '@podium/contracts';
import type { PaymentsConfig } from '../../platform/config.ts';
import {
  enrollTeams,
  financeOrders,
  financePayments,
  financeReconciliationItems,
  financeReconciliationRuns,
  financeRefunds,
  jobs,
} from '../../db/schema/index.ts';
import { alipayBillZip } from '../../test-support/alipay-bill.ts';
import {
  startAlipayGateway,
  type GatewayAnswer,
  type GatewayCall,
} from '../../test-support/alipay-gateway.ts';
import { signUpNewStudent } from '../../test-support/demo-competition.ts';
import { paymentTestApp, pemPair } from '../../test-support/payment-test-app.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  CLOSE_DUE_ORDERS_JOB,
  closeDueOrdersWithProviders,
  RECONCILE_JOB,
  recordPayment,
  REQUERY_ORDER_JOB,
  requeryOrder,
} from './index.ts';
import type { Providers } from './providers/index.ts';

// One key pair is the app's, one plays Alipay's (the loopback gateway signs its answers with it), one a forger's.
const appKeys = pemPair();
const alipayKeys = pemPair();
const forgerKeys = pemPair();

/** What the gateway answers next, per method; `down` is HTTP 502. */
const answers: Record<string, (call: GatewayCall) => GatewayAnswer | Promise<GatewayAnswer>> = {};
let signWith = alipayKeys.privateKey;
let gateway: Awaited<ReturnType<typeof startAlipayGateway>>;
let t: TestApp;
let providers: Providers;
let paid: PortalCompetitionDetail;
let organizer: string;

beforeAll(async () => {
  gateway = await startAlipayGateway(
    () => signWith,
    (call) =>
      answers[call.method]?.(call) ?? { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.UNKNOWN' },
  );
  const payments: PaymentsConfig = {
    demo: true,
    publicOrigin: 'https://podium.example.edu',
    alipay: {
      appId: '2021000000000001',
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayKeys.publicKey,
      sellerId: '2088000000000001',
      gateway: gateway.url,
    },
  };
  ({ t, providers, paid, organizer } = await paymentTestApp(payments));
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const startAlipay = async (username: string) => {
  const { token, res } = await signUpNewStudent(t, paid, username);
  const orderNo = res.body.data.orderNo!;
  const pay = await t.post('/alipay/payment/pay', { orderNo, mode: 'page' }, { token });
  expect(pay.body.code).toBe(0);
  return { token, orderNo, teamId: res.body.data.teamId };
};

const orderState = async (orderNo: string) =>
  (await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo)))[0]!.state;

const tradeSuccess = (call: GatewayCall) => ({
  code: '10000',
  msg: 'Success',
  out_trade_no: call.biz.out_trade_no,
  trade_no: `2026${String(call.biz.out_trade_no).slice(2)}`,
  trade_status: 'TRADE_SUCCESS',
  total_amount: '100.00',
  send_pay_date: '2026-11-27 10:00:00',
});

describe('re-querying an order whose notification never came', () => {
  it('is scheduled when paying starts; a forged answer changes nothing; a signed TRADE_SUCCESS pays once', async () => {
    const { orderNo } = await startAlipay('gw_query');
    const scheduled = await t.db.select().from(jobs).where(eq(jobs.name, REQUERY_ORDER_JOB));
    expect(scheduled.some((j) => (j.payload as { orderNo: string }).orderNo === orderNo)).toBe(true);

    answers['alipay.trade.query'] = (call) => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: call.biz.out_trade_no,
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: '100.00',
    });
    expect(await requeryOrder(t.db, providers, orderNo)).toBe('pending');

    answers['alipay.trade.query'] = tradeSuccess;
    signWith = forgerKeys.privateKey;
    await expect(requeryOrder(t.db, providers, orderNo)).rejects.toThrow();
    expect(await orderState(orderNo)).toBe('awaiting');
    signWith = alipayKeys.privateKey;

    // The durable job asks the gateway and records the money, once.
    await t.jobs.enqueue(REQUERY_ORDER_JOB, { orderNo });
    t.jobs.start();
    await expect.poll(() => orderState(orderNo), { timeout: 30_000 }).toBe('paid');
    expect(await requeryOrder(t.db, providers, orderNo)).toBe('done');
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(
      await t.db.select().from(financePayments).where(eq(financePayments.orderId, order!.id)),
    ).toHaveLength(1);
    const queried = gateway.calls.filter((c) => c.method === 'alipay.trade.query');
    expect(queried.every((c) => c.biz.out_trade_no === orderNo)).toBe(true);
  });
});

/**
 * What the app's database looks like while the gateway is being asked: read through another query (on
 * PGlite a transaction holds the only connection, so a provider call inside one makes this read wait
 * forever — the race says so), and on PostgreSQL whether any session sits idle inside a transaction.
 */
const lookWhileAsked = async (orderNo: string) => {
  const read = Promise.all([
    orderState(orderNo),
    process.env.TEST_DATABASE_URL
      ? t.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`)
      : Promise.resolve(undefined),
  ]);
  const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000));
  const seen = await Promise.race([read, timeout]);
  if (seen === 'blocked') return { state: 'blocked', idleInTransaction: -1 };
  const rows = (seen[1] as { rows?: { n: number }[] } | undefined)?.rows;
  return { state: seen[0], idleInTransaction: rows?.[0]?.n ?? 0 };
};

describe('closing at Alipay', () => {
  it('the close job asks the gateway outside any transaction, then closes the order locally', async () => {
    const { orderNo } = await startAlipay('gw_close');
    const seen: Awaited<ReturnType<typeof lookWhileAsked>>[] = [];
    answers['alipay.trade.close'] = async (call) => {
      if (call.biz.out_trade_no === orderNo) seen.push(await lookWhileAsked(orderNo));
      return { code: '10000', msg: 'Success', out_trade_no: call.biz.out_trade_no };
    };
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.orderNo, orderNo));
    await t.jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {});
    t.jobs.start();
    await expect.poll(() => orderState(orderNo), { timeout: 30_000 }).toBe('closed');
    // While Alipay was asked, the order was still awaiting and nothing held a transaction open.
    expect(seen[0]).toEqual({ state: 'awaiting', idleInTransaction: 0 });
    // Running the close again (a retried job) closes nothing twice and gives no place back twice.
    expect((await closeDueOrdersWithProviders(t.db, undefined)).map((o) => o.orderNo)).not.toContain(orderNo);
  });

  it('an order Alipay refuses to close because it was paid meanwhile is recorded as paid, once', async () => {
    const { orderNo } = await startAlipay('gw_close_paid');
    answers['alipay.trade.close'] = (call) => ({
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_STATUS_ERROR',
      out_trade_no: call.biz.out_trade_no,
    });
    answers['alipay.trade.query'] = tradeSuccess;
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.orderNo, orderNo));
    await t.jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {});
    t.jobs.start();
    await expect.poll(() => orderState(orderNo), { timeout: 30_000 }).toBe('paid');
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(
      await t.db.select().from(financePayments).where(eq(financePayments.orderId, order!.id)),
    ).toHaveLength(1);
  });
});

describe('refunds through Alipay', () => {
  const paidByAlipay = async (username: string) => {
    const { orderNo, teamId } = await startAlipay(username);
    expect(
      await recordPayment(t.db, 'alipay', {
        orderNo,
        tradeNo: `T-${username}`,
        amountFen: 10000,
        paidAt: new Date(),
        raw: {},
      }),
    ).toBe('paid');
    const detail = await t.get<{ rows: OrderRow[] }>('/finance/order/page', {
      token: organizer,
      query: { keyword: orderNo },
    });
    return { orderNo, teamId, lineId: detail.body.data.rows[0]!.lines[0]!.lineId };
  };

  it('no answer leaves it refunding; the retry sends the same request number, once refunded the team leaves', async () => {
    const { orderNo, lineId, teamId } = await paidByAlipay('gw_refund');
    answers['alipay.trade.refund'] = () => 'down';
    const asked = await t.post<RefundResult>(
      '/finance/refund/create',
      { orderNo, lineId, amountFen: 10000, reason: '退赛' },
      { token: organizer },
    );
    expect(asked.body.data).toMatchObject({ state: 'requested', orderState: 'refunding' });

    answers['alipay.trade.refund'] = (call) => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: call.biz.out_trade_no,
      refund_fee: call.biz.refund_amount,
      fund_change: 'Y',
    });
    const retried = await t.post<RefundResult>(
      '/finance/refund/retry',
      { refundId: asked.body.data.refundId },
      { token: organizer },
    );
    expect(retried.body.data).toMatchObject({ state: 'succeeded', orderState: 'refunded' });
    const refundCalls = gateway.calls.filter(
      (c) => c.method === 'alipay.trade.refund' && c.biz.out_trade_no === orderNo,
    );
    expect(refundCalls).toHaveLength(2);
    expect(new Set(refundCalls.map((c) => c.biz.out_request_no)).size).toBe(1);
    expect(refundCalls[0]!.biz).toMatchObject({ refund_amount: '100.00', refund_reason: '退赛' });
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(team!.status).toBe('rejected');
  });

  it("Alipay's refusal fails the refund with its reason and frees the amount", async () => {
    const { orderNo, lineId } = await paidByAlipay('gw_refused');
    answers['alipay.trade.refund'] = () => ({
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_HAS_FINISHED',
      sub_msg: '交易已完结',
    });
    const asked = await t.post<RefundResult>(
      '/finance/refund/create',
      { orderNo, lineId, amountFen: 5000, reason: '部分' },
      { token: organizer },
    );
    expect(asked.body.data).toMatchObject({ state: 'failed', orderState: 'paid' });
    const [row] = await t.db
      .select()
      .from(financeRefunds)
      .where(eq(financeRefunds.publicId, asked.body.data.refundId));
    expect(row!.failReason).toBe('交易已完结');
    answers['alipay.trade.refund'] = (call) => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: call.biz.out_trade_no,
    });
    const again = await t.post<RefundResult>(
      '/finance/refund/create',
      { orderNo, lineId, amountFen: 10000, reason: '全额' },
      { token: organizer },
    );
    expect(again.body.data).toMatchObject({ state: 'succeeded', orderState: 'refunded' });
  });
});

describe("reconciliation against Alipay's daily bill", () => {
  it('fetches the GBK bill zip, lists every mismatch once, and finance staff resolve one with a note', async () => {
    // A day long before the demo data's payments (which are dated from today back), so only this test's count.
    const day = '2025-11-20';
    const paidAt = new Date(`${day}T10:00:00+08:00`);
    const [one, two, three] = await Promise.all(['rec_1', 'rec_2', 'rec_3'].map((u) => startAlipay(u)));
    for (const [order, tradeNo] of [
      [one!, 'T-rec-1'],
      [two!, 'T-rec-2'],
      [three!, 'T-rec-3'],
    ] as const)
      expect(
        await recordPayment(t.db, 'alipay', {
          orderNo: order.orderNo,
          tradeNo,
          amountFen: 10000,
          paidAt,
          raw: {},
        }),
      ).toBe('paid');
    const zip = await alipayBillZip(day, [
      { type: '交易', tradeNo: 'T-rec-1', orderNo: one!.orderNo, amount: '100.00' },
      { type: '交易', tradeNo: 'T-rec-2', orderNo: two!.orderNo, amount: '99.00' },
      { type: '交易', tradeNo: 'T-rec-x', orderNo: 'PD-UNKNOWN', amount: '50.00' },
      {
        type: '退款',
        tradeNo: 'T-rec-1',
        orderNo: one!.orderNo,
        amount: '-30.00',
        requestNo: 'RF-rec-unknown',
      },
    ]);
    const billUrl = gateway.serveFile('/bill/20881.zip', zip);
    answers['alipay.data.dataservice.bill.downloadurl.query'] = (call) => {
      expect(call.biz).toMatchObject({ bill_type: 'trade', bill_date: day });
      return { code: '10000', msg: 'Success', bill_download_url: billUrl };
    };

    await t.jobs.enqueue(RECONCILE_JOB, { day });
    t.jobs.start();
    await expect
      .poll(
        async () =>
          (
            await t.db.select().from(financeReconciliationRuns).where(eq(financeReconciliationRuns.day, day))
          )[0]?.state,
        { timeout: 30_000 },
      )
      .toBe('done');
    // Again by hand: nothing is listed twice.
    const again = await t.post<{ billLines: number; mismatches: number }>(
      '/finance/reconcile/run',
      { day },
      { token: organizer },
    );
    const items = await t.db
      .select()
      .from(financeReconciliationItems)
      .where(eq(financeReconciliationItems.day, day));
    expect(
      // (The demo season's own Alipay refunds of that day are missing from this bill too: not looked at here.)
      items
        .filter((i) => i.reference.includes('rec'))
        .map((i) => [i.kind, i.reference, i.problem, i.billFen, i.podiumFen])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      ['refund', 'RF-rec-unknown', 'missingInPodium', 3000, null],
      ['payment', 'T-rec-2', 'amountDiffers', 9900, 10000],
      ['payment', 'T-rec-3', 'missingInBill', null, 10000],
      ['payment', 'T-rec-x', 'missingInPodium', 5000, null],
    ]);
    expect(again.body.data.billLines).toBe(4);
    expect(again.body.data.mismatches).toBe(items.length);

    // The organiser sees the mismatches of its orders (a line naming no order is the platform's).
    const listed = await t.get<{ rows: ReconcileRow[] }>('/finance/reconcile/page', {
      token: organizer,
      query: { resolved: 'no', pageSize: '50' },
    });
    const refs = listed.body.data.rows.map((r) => r.reference);
    expect(refs).toEqual(expect.arrayContaining(['T-rec-2', 'T-rec-3', 'RF-rec-unknown']));
    expect(refs).not.toContain('T-rec-x');
    const target = listed.body.data.rows.find((r) => r.reference === 'T-rec-2')!;
    const resolved = await t.post(
      '/finance/reconcile/resolve',
      { itemId: target.itemId, note: '支付宝侧少收1元，已联系支付宝核实' },
      { token: organizer },
    );
    expect(resolved.body.code).toBe(0);
    const twice = await t.post(
      '/finance/reconcile/resolve',
      { itemId: target.itemId, note: 'again' },
      { token: organizer, lang: 'en' },
    );
    expect(twice.body.code).toBe(409);
    const open = await t.get<{ rows: ReconcileRow[] }>('/finance/reconcile/page', {
      token: organizer,
      query: { resolved: 'no', pageSize: '50' },
    });
    expect(open.body.data.rows.map((r) => r.reference)).not.toContain('T-rec-2');
  });
});
