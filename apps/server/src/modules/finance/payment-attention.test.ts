import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionRow, PageResult } from '@podium/contracts';
import { financeAttention, financeOrders, operationLogs } from '../../db/schema/index.ts';
import type { PaymentsConfig } from '../../platform/config.ts';
import {
  startAlipayGateway,
  type GatewayAnswer,
  type GatewayCall,
} from '../../test-support/alipay-gateway.ts';
import {
  paymentTestApp,
  pemPair,
  postAlipayNotify,
  postWechatNotify,
  signedAlipayNotification,
  type PaymentTestApp,
} from '../../test-support/payment-test-app.ts';
import {
  platformCertificate,
  rsaPair,
  startWechatGateway,
  wechatNotificationBody,
  wechatSignedHeaders,
  type WechatAnswer,
  type WechatCall,
} from '../../test-support/wechat-pay.ts';
import { requeryOrder } from './index.ts';

// A provider's signed word of success that cannot be the order's money — its trade number is another
// order's, its amount is not the order's, it names another app or merchant — never pays the order: it is
// listed for staff (needs attention) with why, audited, and the provider gets no "success".

const appKeys = pemPair();
const alipayKeys = pemPair();
const merchant = rsaPair();
const platform = platformCertificate();
const ALIPAY_APP_ID = '2021000000000001';
const SELLER_ID = '2088000000000001';
const MCH_ID = '1900000109';
const WX_APP_ID = 'wxd678efh567hg6787';
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzT0M8p1Lx9';

const alipayAnswers: Record<string, (call: GatewayCall) => GatewayAnswer> = {};
const wechatAnswers: Record<string, (call: WechatCall) => WechatAnswer> = {};
let alipayGateway: Awaited<ReturnType<typeof startAlipayGateway>>;
let wechatGateway: Awaited<ReturnType<typeof startWechatGateway>>;
let p: PaymentTestApp;

beforeAll(async () => {
  alipayGateway = await startAlipayGateway(
    () => alipayKeys.privateKey,
    (call) => alipayAnswers[call.method]?.(call) ?? { code: '40004', msg: 'Business Failed' },
  );
  wechatGateway = await startWechatGateway(
    merchant.publicKey,
    () => platform.privateKey,
    (call) => {
      const key = Object.keys(wechatAnswers).find((k) => `${call.method} ${call.path}`.startsWith(k));
      return key ? wechatAnswers[key]!(call) : { status: 404, json: { code: 'RESOURCE_NOT_EXISTS' } };
    },
  );
  const payments: PaymentsConfig = {
    demo: true,
    publicOrigin: 'https://podium.example.edu',
    alipay: {
      appId: ALIPAY_APP_ID,
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayKeys.publicKey,
      sellerId: SELLER_ID,
      gateway: alipayGateway.url,
    },
    wechat: {
      mchId: MCH_ID,
      appId: WX_APP_ID,
      merchantSerial: '3775B6A45ACD588826D15E583A95F5DD',
      privateKey: merchant.privateKey,
      apiV3Key: API_V3_KEY,
      platformKey: platform.certificate,
      platformSerial: undefined,
      gateway: wechatGateway.url,
    },
  };
  p = await paymentTestApp(payments);
});
afterAll(async () => {
  await p.close();
  await alipayGateway.close();
  await wechatGateway.close();
});

const alipayTrade = (orderNo: string, over: Record<string, string> = {}) =>
  signedAlipayNotification(
    {
      app_id: ALIPAY_APP_ID,
      seller_id: SELLER_ID,
      out_trade_no: orderNo,
      trade_no: `2026${orderNo.slice(-10)}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '100.00',
      subject: '智能创新 报名费',
      gmt_payment: '2026-11-26 10:00:00',
      notify_time: '2026-11-26 10:00:01',
      charset: 'utf-8',
      ...over,
    },
    alipayKeys.privateKey,
  );

const wechatTrade = (orderNo: string, over: Record<string, unknown> = {}) => ({
  appid: WX_APP_ID,
  mchid: MCH_ID,
  out_trade_no: orderNo,
  transaction_id: `42000${orderNo.slice(-16)}`,
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  success_time: '2026-11-27T10:00:00+08:00',
  amount: { total: 10000, payer_total: 10000, currency: 'CNY', payer_currency: 'CNY' },
  ...over,
});

const wechatNotify = (transaction: Record<string, unknown>) => {
  const body = wechatNotificationBody(transaction, API_V3_KEY);
  return postWechatNotify(p.t, body, wechatSignedHeaders(body, platform.privateKey));
};

/** The organiser's needs-attention rows of one order, in the caller's view. */
const attentionOf = async (orderNo: string) => {
  const res = await p.t.get<PageResult<AttentionRow>>('/finance/attention/page', {
    token: p.organizer,
    query: { pageSize: '100', resolved: 'no' },
  });
  return res.body.data.rows.filter((r) => r.orderNo === orderNo);
};

/** The operation-log rows that listed money of this order for staff. */
const loggedFor = async (orderNo: string) =>
  p.t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.action, 'paymentAttention'), eq(operationLogs.target, orderNo)));

describe('Alipay notification', () => {
  it("a trade number another order holds does not pay this one: listed with that order's number, audited, once", async () => {
    const first = await p.signUpPaying('att_ali_a');
    const second = await p.signUpPaying('att_ali_b');
    const tradeNo = `2026${first.orderNo.slice(-10)}`;
    expect(await postAlipayNotify(p.t, alipayTrade(first.orderNo))).toBe('success');
    expect(await p.stateOf(first.orderNo)).toEqual({ state: 'paid', payments: 1 });

    const reused = alipayTrade(second.orderNo, { trade_no: tradeNo });
    expect(await postAlipayNotify(p.t, reused)).toBe('fail');
    expect(await postAlipayNotify(p.t, reused)).toBe('fail');
    expect(await p.stateOf(second.orderNo)).toEqual({ state: 'awaiting', payments: 0 });
    expect(await p.stateOf(first.orderNo)).toEqual({ state: 'paid', payments: 1 });
    expect(await attentionOf(second.orderNo)).toEqual([
      expect.objectContaining({
        reason: 'tradeNoTaken',
        provider: 'alipay',
        tradeNo,
        heldByOrderNo: first.orderNo,
        amountFen: 10000,
        orderAmountFen: 10000,
        resolvedAt: null,
      }),
    ]);
    const logged = await loggedFor(second.orderNo);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      module: 'finance',
      username: 'alipay',
      success: true,
      after: expect.objectContaining({ reason: 'tradeNoTaken', tradeNo, heldByOrderNo: first.orderNo }),
    });
    // Its own payment still pays it.
    expect(await postAlipayNotify(p.t, alipayTrade(second.orderNo))).toBe('success');
    expect(await p.stateOf(second.orderNo)).toEqual({ state: 'paid', payments: 1 });
  });

  it('another amount or another app id is listed with why; the order stays unpaid', async () => {
    const { orderNo } = await p.signUpPaying('att_ali_amt');
    expect(await postAlipayNotify(p.t, alipayTrade(orderNo, { total_amount: '0.01' }))).toBe('fail');
    expect(await postAlipayNotify(p.t, alipayTrade(orderNo, { app_id: '2021999999999999' }))).toBe('fail');
    expect(await p.stateOf(orderNo)).toEqual({ state: 'awaiting', payments: 0 });
    const rows = await attentionOf(orderNo);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'amountMismatch', amountFen: 1, orderAmountFen: 10000 }),
        expect.objectContaining({
          reason: 'otherAccount',
          account: `2021999999999999 / ${SELLER_ID}`,
          heldByOrderNo: null,
        }),
      ]),
    );
    expect(await loggedFor(orderNo)).toHaveLength(2);
  });
});

describe('WeChat Pay notification', () => {
  it('a transaction id another order holds does not pay this one; another amount or merchant neither', async () => {
    const first = await p.signUpPaying('att_wx_a');
    const second = await p.signUpPaying('att_wx_b');
    const transactionId = `42000${first.orderNo.slice(-16)}`;
    expect(await wechatNotify(wechatTrade(first.orderNo))).toBe(204);

    const reused = wechatTrade(second.orderNo, { transaction_id: transactionId });
    expect(await wechatNotify(reused)).toBe(400);
    expect(await wechatNotify(reused)).toBe(400);
    expect(await wechatNotify(wechatTrade(second.orderNo, { amount: { total: 1, currency: 'CNY' } }))).toBe(
      400,
    );
    expect(await wechatNotify(wechatTrade(second.orderNo, { mchid: '1900000999' }))).toBe(400);
    expect(await p.stateOf(second.orderNo)).toEqual({ state: 'awaiting', payments: 0 });
    expect(await p.stateOf(first.orderNo)).toEqual({ state: 'paid', payments: 1 });
    const rows = await attentionOf(second.orderNo);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'tradeNoTaken',
          provider: 'wechat',
          tradeNo: transactionId,
          heldByOrderNo: first.orderNo,
        }),
        expect.objectContaining({ reason: 'amountMismatch', amountFen: 1, orderAmountFen: 10000 }),
        expect.objectContaining({ reason: 'otherAccount', account: `1900000999 / ${WX_APP_ID}` }),
      ]),
    );
    expect(await loggedFor(second.orderNo)).toHaveLength(3);
    // Finance staff only: a school account and an anonymous caller are refused.
    const school = await p.t.login('school');
    expect((await p.t.get('/finance/attention/page', { token: school })).body.code).toBe(401);
    expect((await p.t.get('/finance/attention/page')).body.code).toBe(11000);
  });
});

describe('re-query answering success for money that is not the order’s', () => {
  it('Alipay: a trade number another order holds, or another amount → listed, the order unpaid, the job done', async () => {
    const held = await p.signUpPaying('att_rq_held');
    expect(await postAlipayNotify(p.t, alipayTrade(held.orderNo))).toBe('success');
    const heldTrade = `2026${held.orderNo.slice(-10)}`;

    const { token, orderNo } = await p.signUpPaying('att_rq_ali');
    expect((await p.t.post('/alipay/payment/pay', { orderNo, mode: 'page' }, { token })).body.code).toBe(0);
    const answer = (over: Record<string, unknown>) => (call: GatewayCall) => ({
      code: '10000',
      msg: 'Success',
      out_trade_no: call.biz.out_trade_no,
      trade_no: `2026${orderNo.slice(-10)}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '100.00',
      send_pay_date: '2026-11-26 10:00:00',
      ...over,
    });
    alipayAnswers['alipay.trade.query'] = answer({ trade_no: heldTrade });
    expect(await p.providers.get('alipay')!.query(orderNo)).toMatchObject({ tradeNo: heldTrade });
    expect(await requeryOrder(p.t.db, p.providers, orderNo)).toBe('suspect');
    alipayAnswers['alipay.trade.query'] = answer({ total_amount: '99.99' });
    expect(await requeryOrder(p.t.db, p.providers, orderNo)).toBe('suspect');
    expect(await requeryOrder(p.t.db, p.providers, orderNo)).toBe('suspect');
    expect(await p.stateOf(orderNo)).toEqual({ state: 'awaiting', payments: 0 });
    const rows = await attentionOf(orderNo);
    expect(rows.map((r) => [r.reason, r.heldByOrderNo, r.amountFen]).sort()).toEqual([
      ['amountMismatch', null, 9999],
      ['tradeNoTaken', held.orderNo, 10000],
    ]);
    expect(await loggedFor(orderNo)).toHaveLength(2);
  });

  it('WeChat Pay: a transaction id another order holds → listed, the order unpaid', async () => {
    const held = await p.signUpPaying('att_rq_wxheld');
    expect(await wechatNotify(wechatTrade(held.orderNo))).toBe(204);
    wechatAnswers['POST /v3/pay/transactions/native'] = () => ({
      status: 200,
      json: { code_url: 'weixin://x' },
    });
    const { token, orderNo } = await p.signUpPaying('att_rq_wx');
    expect((await p.t.post('/wechat/payment/pay', { orderNo }, { token })).body.code).toBe(0);
    wechatAnswers['GET /v3/pay/transactions/out-trade-no/'] = () => ({
      status: 200,
      json: wechatTrade(orderNo, { transaction_id: `42000${held.orderNo.slice(-16)}` }),
    });
    expect(await requeryOrder(p.t.db, p.providers, orderNo)).toBe('suspect');
    const [order] = await p.t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(order!.state).toBe('awaiting');
    const listed = await p.t.db
      .select()
      .from(financeAttention)
      .where(eq(financeAttention.orderId, order!.id));
    expect(listed).toEqual([
      expect.objectContaining({ reason: 'tradeNoTaken', detail: { heldByOrderNo: held.orderNo } }),
    ]);
  });
});
