import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlipayPayResult, OrderRow, PageResult } from '@podium/contracts';
import { API_BASE } from '@podium/contracts';
import { enrollTeams } from '../../db/schema/index.ts';
import {
  paymentTestApp,
  pemPair,
  postAlipayNotify,
  signedAlipayNotification,
  type PaymentTestApp,
} from '../../test-support/payment-test-app.ts';
import type { TestApp } from '../../test-support/test-app.ts';

// One key pair is the app's, one plays Alipay's: notifications are signed with "Alipay's" private key
// and checked by the SDK's real verification against its public key.
const appKeys = pemPair();
const alipayKeys = pemPair();
const forgerKeys = pemPair();
const APP_ID = '2021000000000001';
const SELLER_ID = '2088000000000001';

let t: TestApp;
let signUpPaying: PaymentTestApp['signUpPaying'];
let stateOf: PaymentTestApp['stateOf'];

beforeAll(async () => {
  ({ t, signUpPaying, stateOf } = await paymentTestApp({
    demo: true,
    publicOrigin: 'https://podium.example.edu',
    alipay: {
      appId: APP_ID,
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayKeys.publicKey,
      sellerId: SELLER_ID,
      gateway: 'http://127.0.0.1:9/gateway.do',
    },
  }));
});
afterAll(() => t.close());

/** A notification as Alipay sends it, signed with "Alipay's" key (or a forger's). */
const notification = (fields: Record<string, string>, key = alipayKeys.privateKey) =>
  signedAlipayNotification(fields, key);

const tradeFields = (orderNo: string, over: Record<string, string> = {}) => ({
  app_id: APP_ID,
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
});

const notify = (fields: Record<string, string>) => postAlipayNotify(t, fields);

describe('POST /alipay/payment/pay', () => {
  it('answers the signed gateway address for page and WAP pay, with the amount from the server', async () => {
    const { token, orderNo } = await signUpPaying('ali_pay');
    const res = await t.post<AlipayPayResult>('/alipay/payment/pay', { orderNo, mode: 'wap' }, { token });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ orderNo, amountFen: 10000 });
    const url = new URL(res.body.data.payUrl!);
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(url.searchParams.get('sign')).toBeTruthy();
    const biz = JSON.parse(url.searchParams.get('biz_content')!) as Record<string, string>;
    expect(biz).toMatchObject({
      out_trade_no: orderNo,
      total_amount: '100.00',
      product_code: 'QUICK_WAP_WAY',
    });
    expect(url.searchParams.get('notify_url')).toBe(
      'https://podium.example.edu/prod-api/alipay/payment/notify',
    );
    const bad = await t.post('/alipay/payment/pay', { orderNo, mode: 'cash' }, { token, lang: 'en' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('payment mode');
  });
});

describe('POST /alipay/payment/notify', () => {
  it('records a verified payment once, confirms the sign-up, and answers success to a replay', async () => {
    const { orderNo, teamId } = await signUpPaying('ali_ok');
    const fields = notification(tradeFields(orderNo));
    expect(await notify(fields)).toBe('success');
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamId));
    expect(team!.status).not.toBe('awaitingPayment');
    expect(await notify(fields)).toBe('success');
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
  });

  it('refuses a forged signature, wrong amount, app id, seller and an unknown order, changing nothing', async () => {
    const { orderNo } = await signUpPaying('ali_bad');
    expect(await notify(notification(tradeFields(orderNo), forgerKeys.privateKey))).toBe('fail');
    expect(await notify({ ...notification(tradeFields(orderNo)), total_amount: '0.01' })).toBe('fail');
    expect(await notify(notification(tradeFields(orderNo, { total_amount: '0.01' })))).toBe('fail');
    expect(await notify(notification(tradeFields(orderNo, { app_id: '2021999999999999' })))).toBe('fail');
    expect(await notify(notification(tradeFields(orderNo, { seller_id: '2088999999999999' })))).toBe('fail');
    expect(await notify(notification(tradeFields('PD00000000000000000000')))).toBe('fail');
    expect(await notify(notification(tradeFields(orderNo, { trade_status: 'WAIT_BUYER_PAY' })))).toBe(
      'success',
    );
    expect(await stateOf(orderNo)).toEqual({ state: 'awaiting', payments: 0 });
  });

  it('verifies a subject holding % (values are checked as received, not decoded twice)', async () => {
    const { orderNo } = await signUpPaying('ali_pct');
    expect(await notify(notification(tradeFields(orderNo, { subject: '100% 创新 a+b=c&d' })))).toBe(
      'success',
    );
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
  });

  it('the same valid notify 100 times at once → one paid transition, one payment row', async () => {
    const { orderNo } = await signUpPaying('ali_burst');
    const fields = notification(tradeFields(orderNo));
    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(fields)));
    expect(answers.every((a) => a === 'success')).toBe(true);
    expect(await stateOf(orderNo)).toEqual({ state: 'paid', payments: 1 });
    const mine = await t.get<PageResult<OrderRow>>('/web/finance/order/page', {
      token: await t.login('ali_burst'),
    });
    expect(mine.body.data.rows[0]).toMatchObject({ state: 'paid', paidFen: 10000 });
  });
});

describe('WeChat Pay not configured (no WECHATPAY_* variables)', () => {
  it('refuses to pay with it in both languages, refuses its notifications, and does not offer it', async () => {
    const { token, orderNo } = await signUpPaying('wx_off');
    const zh = await t.post('/wechat/payment/pay', { orderNo }, { token, lang: 'zh-CN' });
    expect(zh.body).toMatchObject({ code: 409, msg: '该支付方式未启用，请联系主办方' });
    const en = await t.post('/wechat/payment/pay', { orderNo, mode: 'h5' }, { token, lang: 'en' });
    expect(en.body).toMatchObject({
      code: 409,
      msg: 'This payment method is not set up; contact the organiser',
    });
    const notified = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/wechat/payment/notify`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ resource: {} }),
    });
    expect(notified.statusCode).toBe(401);
    const offered = await t.get<{ provider: string }[]>('/web/finance/providers', { token });
    expect(offered.body.data.map((p) => p.provider).sort()).toEqual(['alipay', 'demo']);
    expect(await stateOf(orderNo)).toEqual({ state: 'awaiting', payments: 0 });
  });
});
