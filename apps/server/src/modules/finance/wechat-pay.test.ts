import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow, RefundResult, WechatPayResult } from '@podium/contracts';
import type { PaymentsConfig } from '../../platform/config.ts';
import {
  enrollTeams,
  financeOrders,
  financePayments,
  financeReconciliationItems,
  financeRefunds,
} from '../../db/schema/index.ts';
import {
  paymentTestApp,
  postWechatNotify,
  type PaymentTestApp,
} from '../../test-support/payment-test-app.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  platformCertificate,
  PLATFORM_SERIAL,
  rsaPair,
  startWechatGateway,
  wechatNotificationBody,
  wechatSignedHeaders,
  type WechatAnswer,
  type WechatCall,
} from '../../test-support/wechat-pay.ts';
import { CLOSE_DUE_ORDERS_JOB, reconcileDay, recordPayment, requeryOrder } from './index.ts';
import type { Providers } from './providers/index.ts';
import { platformKeyOf, verifySigned } from './providers/wechat-crypto.ts';

// The merchant key pair is the app's; the platform key and its certificate (openssl, at test time) are
// WeChat's; a forger has a key pair of its own. Nothing is downloaded.
const merchant = rsaPair();
const platform = platformCertificate();
const forger = rsaPair();
const MCH_ID = '1900000109';
const APP_ID = 'wxd678efh567hg6787';
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzT0M8p1Lx9';

/** What the gateway answers next, per `METHOD path-prefix`; unknown calls: 404 RESOURCE_NOT_EXISTS. */
const answers: Record<string, (call: WechatCall) => WechatAnswer | Promise<WechatAnswer>> = {};
let signWith = platform.privateKey;
let gateway: Awaited<ReturnType<typeof startWechatGateway>>;
let t: TestApp;
let providers: Providers;
let organizer: string;
let signUpPaying: PaymentTestApp['signUpPaying'];
let stateOf: PaymentTestApp['stateOf'];

beforeAll(async () => {
  gateway = await startWechatGateway(
    merchant.publicKey,
    () => signWith,
    (call) => {
      const key = Object.keys(answers).find((k) => `${call.method} ${call.path}`.startsWith(k));
      return key
        ? answers[key]!(call)
        : { status: 404, json: { code: 'RESOURCE_NOT_EXISTS', message: '资源不存在' } };
    },
  );
  const payments: PaymentsConfig = {
    demo: true,
    publicOrigin: 'https://podium.example.edu',
    alipay: undefined,
    wechat: {
      mchId: MCH_ID,
      appId: APP_ID,
      merchantSerial: '3775B6A45ACD588826D15E583A95F5DD',
      privateKey: merchant.privateKey,
      apiV3Key: API_V3_KEY,
      platformKey: platform.certificate,
      platformSerial: undefined,
      gateway: gateway.url,
    },
  };
  ({ t, providers, organizer, signUpPaying, stateOf } = await paymentTestApp(payments));
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const transaction = (orderNo: string, over: Record<string, unknown> = {}) => ({
  appid: APP_ID,
  mchid: MCH_ID,
  out_trade_no: orderNo,
  transaction_id: `42000${orderNo.slice(-16)}`,
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'OTHERS',
  success_time: '2026-11-27T10:00:00+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 10000, payer_total: 10000, currency: 'CNY', payer_currency: 'CNY' },
  ...over,
});

/** Sends a notification as WeChat does: JSON body, signed headers. */
const notify = (body: string, headers = wechatSignedHeaders(body, platform.privateKey)) =>
  postWechatNotify(t, body, headers);

describe('POST /wechat/payment/pay', () => {
  it('Native answers the code_url to show as a QR code; H5 the h5_url, with the amount from the server', async () => {
    answers['POST /v3/pay/transactions/native'] = () => ({
      status: 200,
      json: { code_url: 'weixin://wxpay/bizpayurl?pr=abc123' },
    });
    answers['POST /v3/pay/transactions/h5'] = () => ({
      status: 200,
      json: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1' },
    });
    const { token, orderNo } = await signUpPaying('wx_pay');
    const native = await t.post<WechatPayResult>('/wechat/payment/pay', { orderNo }, { token });
    expect(native.body.code).toBe(0);
    expect(native.body.data).toEqual({
      orderNo,
      amountFen: 10000,
      qrCode: 'weixin://wxpay/bizpayurl?pr=abc123',
    });
    const h5 = await t.post<WechatPayResult>('/wechat/payment/pay', { orderNo, mode: 'h5' }, { token });
    const payUrl = new URL(h5.body.data.payUrl!);
    expect(payUrl.searchParams.get('prepay_id')).toBe('wx1');
    expect(payUrl.searchParams.get('redirect_url')).toBe(
      `https://podium.example.edu/home/paySuccess?orderNo=${orderNo}`,
    );
    const [nativeCall, h5Call] = gateway.calls.filter((c) => c.body.out_trade_no === orderNo);
    expect(nativeCall).toMatchObject({
      path: '/v3/pay/transactions/native',
      signedByMerchant: true,
      body: {
        appid: APP_ID,
        mchid: MCH_ID,
        notify_url: 'https://podium.example.edu/prod-api/wechat/payment/notify',
        amount: { total: 10000, currency: 'CNY' },
      },
    });
    expect(String(nativeCall!.body.time_expire)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(h5Call!.body).toMatchObject({ scene_info: { h5_info: { type: 'Wap' } } });
    expect((h5Call!.body.scene_info as { payer_client_ip: string }).payer_client_ip).toBeTruthy();
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(order!.provider).toBe('wechat');

    const bad = await t.post('/wechat/payment/pay', { orderNo, mode: 'page' }, { token, lang: 'en' });
    expect(bad.body.code).toBe(400);
  });

  it('an answer signed by anyone but WeChat is not believed: the payer is told the provider failed', async () => {
    const { token, orderNo } = await signUpPaying('wx_pay_forged');
    signWith = forger.privateKey;
    try {
      const res = await t.post('/wechat/payment/pay', { orderNo }, { token, lang: 'en' });
      expect(res.body.code).not.toBe(0);
    } finally {
      signWith = platform.privateKey;
    }
  });
});

describe('POST /wechat/payment/notify', () => {
  it('records a verified payment once, confirms the sign-up, answers 204, and 204 again to a repeat', async () => {
    const { orderNo, teamId } = await signUpPaying('wx_ok');
    const body = wechatNotificationBody(transaction(orderNo), API_V3_KEY);
    expect(await notify(body)).toBe(204);
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(team!.status).not.toBe('awaitingPayment');
    // WeChat sends it again (freshly signed): acknowledged, nothing new.
    expect(await notify(body)).toBe(204);
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
    const [payment] = await t.db
      .select()
      .from(financePayments)
      .where(eq(financePayments.tradeNo, transaction(orderNo).transaction_id));
    expect(payment).toMatchObject({ provider: 'wechat', amountFen: 10000 });
  });

  it('refuses forged, stale, mis-addressed, undecryptable, wrong-amount and unknown-order notifications; the order stays unpaid', async () => {
    const { orderNo } = await signUpPaying('wx_bad');
    const good = wechatNotificationBody(transaction(orderNo), API_V3_KEY);
    // Forged signature; another serial; a replay from ten minutes ago; a body changed after signing.
    expect(await notify(good, wechatSignedHeaders(good, forger.privateKey))).toBe(401);
    expect(await notify(good, wechatSignedHeaders(good, platform.privateKey, { serial: 'ABCDEF' }))).toBe(
      401,
    );
    expect(
      await notify(good, wechatSignedHeaders(good, platform.privateKey, { at: Date.now() - 600_000 })),
    ).toBe(401);
    const headers = wechatSignedHeaders(good, platform.privateKey);
    expect(await notify(good.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '), headers)).toBe(401);
    const { ['wechatpay-signature']: _dropped, ...unsigned } = headers;
    expect(await notify(good, unsigned as typeof headers)).toBe(401);
    // Encrypted with another key: the tag does not verify.
    expect(await notify(wechatNotificationBody(transaction(orderNo), 'x'.repeat(32)))).toBe(401);
    // Another merchant or app: signed, so listed for staff (payment-attention.test.ts), but refused.
    expect(
      await notify(wechatNotificationBody(transaction(orderNo, { mchid: '1900000999' }), API_V3_KEY)),
    ).toBe(400);
    expect(
      await notify(wechatNotificationBody(transaction(orderNo, { appid: 'wx0000000000000000' }), API_V3_KEY)),
    ).toBe(400);
    // Verified, but the amount differs, or the order is not ours.
    expect(
      await notify(
        wechatNotificationBody(transaction(orderNo, { amount: { total: 1, currency: 'CNY' } }), API_V3_KEY),
      ),
    ).toBe(400);
    expect(await notify(wechatNotificationBody(transaction('PD00000000000000000000'), API_V3_KEY))).toBe(400);
    // Not paid (yet): acknowledged, nothing changes.
    expect(
      await notify(wechatNotificationBody(transaction(orderNo, { trade_state: 'NOTPAY' }), API_V3_KEY)),
    ).toBe(204);
    expect(await stateOf(orderNo)).toEqual({ state: 'awaiting', payments: 0 });
    // The genuine one still pays.
    expect(await notify(good)).toBe(204);
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
  });

  it('the same valid notify 100 times at once → one paid transition, one payment row', async () => {
    const { orderNo } = await signUpPaying('wx_burst');
    const body = wechatNotificationBody(transaction(orderNo), API_V3_KEY);
    const headers = wechatSignedHeaders(body, platform.privateKey);
    const codes = await Promise.all(Array.from({ length: 100 }, () => notify(body, headers)));
    expect(codes.every((c) => c === 204)).toBe(true);
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
    const mine = await t.get<{ rows: OrderRow[] }>('/web/finance/order/page', {
      token: await t.login('wx_burst'),
    });
    expect(mine.body.data.rows[0]).toMatchObject({ state: 'paid', paidFen: 10000, provider: 'wechat' });
  });

  it('verifies with a WeChat public key and its id instead of a platform certificate', () => {
    const byKey = platformKeyOf(rsaPair().publicKey, 'PUB_KEY_ID_0114232134912410000000000000');
    expect(byKey.serial).toBe('PUB_KEY_ID_0114232134912410000000000000');
    const byCert = platformKeyOf(platform.certificate, undefined);
    expect(byCert.serial).toBe(PLATFORM_SERIAL);
    const headers = wechatSignedHeaders('{}', platform.privateKey);
    const signed = {
      timestamp: headers['wechatpay-timestamp'],
      nonce: headers['wechatpay-nonce'],
      signature: headers['wechatpay-signature'],
      serial: headers['wechatpay-serial'],
    };
    expect(verifySigned(byCert, signed, '{}', 300)).toBe(true);
    expect(verifySigned(byCert, signed, '{ }', 300)).toBe(false);
    expect(verifySigned({ ...byKey, serial: PLATFORM_SERIAL }, signed, '{}', 300)).toBe(false);
  });
});

const orderState = async (orderNo: string) =>
  (await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo)))[0]!.state;

const startWechat = async (username: string) => {
  answers['POST /v3/pay/transactions/native'] = () => ({ status: 200, json: { code_url: 'weixin://x' } });
  const { token, orderNo, teamId } = await signUpPaying(username);
  const pay = await t.post('/wechat/payment/pay', { orderNo }, { token });
  expect(pay.body.code).toBe(0);
  return { token, orderNo, teamId };
};

describe('asking WeChat Pay: query and close', () => {
  it('a forged query answer changes nothing; NOTPAY is pending; a signed SUCCESS pays once', async () => {
    const { orderNo } = await startWechat('wx_query');
    answers['GET /v3/pay/transactions/out-trade-no/'] = () => ({
      status: 200,
      json: transaction(orderNo, { trade_state: 'NOTPAY' }),
    });
    expect(await requeryOrder(t.db, providers, orderNo)).toBe('pending');
    answers['GET /v3/pay/transactions/out-trade-no/'] = () => ({ status: 200, json: transaction(orderNo) });
    signWith = forger.privateKey;
    await expect(requeryOrder(t.db, providers, orderNo)).rejects.toThrow();
    signWith = platform.privateKey;
    expect(await orderState(orderNo)).toBe('awaiting');
    // Another merchant's transaction is not ours: listed for staff, the order unpaid.
    answers['GET /v3/pay/transactions/out-trade-no/'] = () => ({
      status: 200,
      json: transaction(orderNo, { mchid: '1900000999' }),
    });
    expect(await requeryOrder(t.db, providers, orderNo)).toBe('suspect');
    expect(await orderState(orderNo)).toBe('awaiting');
    answers['GET /v3/pay/transactions/out-trade-no/'] = () => ({ status: 200, json: transaction(orderNo) });
    expect(await requeryOrder(t.db, providers, orderNo)).toBe('paid');
    expect(await requeryOrder(t.db, providers, orderNo)).toBe('done');
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
    const query = gateway.calls.find((c) => c.method === 'GET' && c.path.includes(orderNo));
    expect(query!.path).toBe(`/v3/pay/transactions/out-trade-no/${orderNo}?mchid=${MCH_ID}`);
  });

  it('the close job closes the order at WeChat (204), then locally', async () => {
    const { orderNo } = await startWechat('wx_close');
    answers['POST /v3/pay/transactions/out-trade-no/'] = () => ({ status: 204 });
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.orderNo, orderNo));
    await t.jobs.enqueue(CLOSE_DUE_ORDERS_JOB, {});
    t.jobs.start();
    await expect.poll(() => orderState(orderNo), { timeout: 30_000 }).toBe('closed');
    const close = gateway.calls.find((c) => c.path === `/v3/pay/transactions/out-trade-no/${orderNo}/close`);
    expect(close).toMatchObject({ method: 'POST', body: { mchid: MCH_ID }, signedByMerchant: true });
    // Money arriving now goes to needs-attention, not into the closed order.
    expect(await notify(wechatNotificationBody(transaction(orderNo), API_V3_KEY))).toBe(204);
    expect(await stateOf(orderNo)).toEqual({ state: 'closed', payments: 0 });
  });
});

describe('refunds through WeChat Pay', () => {
  it('PROCESSING is no decision: the retry asks by the same out_refund_no and is not sent twice', async () => {
    const { orderNo, teamId } = await startWechat('wx_refund');
    expect(
      await recordPayment(t.db, 'wechat', {
        orderNo,
        tradeNo: 'WX-refund-1',
        amountFen: 10000,
        paidAt: new Date(),
        raw: {},
      }),
    ).toBe('paid');
    const detail = await t.get<{ rows: OrderRow[] }>('/finance/order/page', {
      token: organizer,
      query: { keyword: orderNo },
    });
    const lineId = detail.body.data.rows[0]!.lines[0]!.lineId;
    const refunds = new Map<string, string>();
    answers['POST /v3/refund/domestic/refunds'] = (call) => {
      refunds.set(String(call.body.out_refund_no), 'PROCESSING');
      return { status: 200, json: { out_refund_no: call.body.out_refund_no, status: 'PROCESSING' } };
    };
    answers['GET /v3/refund/domestic/refunds/'] = (call) => {
      const no = decodeURIComponent(call.path.split('/').pop()!);
      const status = refunds.get(no);
      return status
        ? { status: 200, json: { out_refund_no: no, status } }
        : { status: 404, json: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } };
    };
    const asked = await t.post<RefundResult>(
      '/finance/refund/create',
      { orderNo, lineId, amountFen: 10000, reason: '退赛' },
      { token: organizer },
    );
    expect(asked.body.data).toMatchObject({ state: 'requested', orderState: 'refunding' });
    for (const no of refunds.keys()) refunds.set(no, 'SUCCESS');
    const retried = await t.post<RefundResult>(
      '/finance/refund/retry',
      { refundId: asked.body.data.refundId },
      { token: organizer },
    );
    expect(retried.body.data).toMatchObject({ state: 'succeeded', orderState: 'refunded' });
    const posts = gateway.calls.filter(
      (c) =>
        c.method === 'POST' && c.body.out_trade_no === orderNo && c.path === '/v3/refund/domestic/refunds',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      reason: '退赛',
      amount: { refund: 10000, total: 10000, currency: 'CNY' },
    });
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(team!.status).toBe('rejected');
    const [row] = await t.db
      .select()
      .from(financeRefunds)
      .where(eq(financeRefunds.publicId, asked.body.data.refundId));
    expect(refunds.has(row!.requestNo)).toBe(true);
  });
});

describe("reconciliation against WeChat Pay's trade bill", () => {
  it('downloads the bill (hash checked) and lists what differs', async () => {
    // A day long before the demo data's payments (which are dated from today back), so only this test's count.
    const day = '2025-11-21';
    const { orderNo } = await startWechat('wx_rec');
    expect(
      await recordPayment(t.db, 'wechat', {
        orderNo,
        tradeNo: 'WX-rec-1',
        amountFen: 10000,
        paidAt: new Date(`${day}T10:00:00+08:00`),
        raw: {},
      }),
    ).toBe('paid');
    const header =
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
    const row = (tradeNo: string, no: string, amount: string) =>
      `\`${day} 10:00:00,\`${APP_ID},\`${MCH_ID},\`0,\`,\`${tradeNo},\`${no},\`oUp,\`NATIVE,\`SUCCESS,\`OTHERS,\`CNY,\`${amount},\`0.00,\`0,\`0,\`0.00,\`0.00,\`,\`,\`报名费,\`,\`0.60,\`0.60%,\`${amount},\`0.00,\``;
    const csv = Buffer.from(
      [
        header,
        row('WX-rec-1', orderNo, '100.00'),
        row('WX-rec-ghost', 'PD20261121000000000001', '50.00'),
        '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
        '`2,`150.00,`0.00,`0.00,`0.90,`150.00,`0.00',
      ].join('\r\n'),
    );
    const url = gateway.serveFile('/v3/billdownload/file', csv);
    answers['GET /v3/bill/tradebill'] = (call) => {
      expect(call.path).toContain(`bill_date=${day}`);
      return {
        status: 200,
        json: {
          hash_type: 'SHA1',
          hash_value: createHash('sha1').update(csv).digest('hex'),
          download_url: `${url}?token=abc`,
        },
      };
    };
    const result = await reconcileDay(t.db, providers, 'wechat', day);
    expect(result).toMatchObject({ billLines: 2, mismatches: 1 });
    const items = await t.db
      .select()
      .from(financeReconciliationItems)
      .where(eq(financeReconciliationItems.day, day));
    expect(items).toEqual([
      expect.objectContaining({ provider: 'wechat', reference: 'WX-rec-ghost', problem: 'missingInPodium' }),
    ]);
    // A file that is not the one the signed answer vouched for is refused.
    gateway.serveFile('/v3/billdownload/file', Buffer.from(`${header}\r\n`));
    await expect(reconcileDay(t.db, providers, 'wechat', day)).rejects.toThrow(/hash/);
  });
});
