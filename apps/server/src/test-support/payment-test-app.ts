import { createSign, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PortalCompetitionDetail } from '@podium/contracts';
import { API_BASE } from '@podium/contracts';
import { financeOrders, financePayments } from '../db/schema/index.ts';
import { createProviders, type Providers } from '../modules/finance/providers/index.ts';
import type { PaymentsConfig } from '../platform/config.ts';
import { portalCompetition, signUpNewStudent } from './demo-competition.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The app the payment tests share: the demo database with the given providers configured, the providers
 * as the app builds them (for re-query, close, refund and bill calls made directly), the paid demo
 * competition (智创大赛, 100 yuan per team), the organiser's token, and how a new student signs up for it
 * and what an order then holds.
 */
export const paymentTestApp = async (payments: PaymentsConfig) => {
  const t: TestApp = await createTestApp({ config: { payments } });
  const providers: Providers = createProviders(payments);
  const paid: PortalCompetitionDetail = await portalCompetition(t, '智创大赛');
  const organizer = await t.login('organizer');

  /** A new student signs up for the paid competition: an order awaiting payment. */
  const signUpPaying = async (username: string) => {
    const { token, res } = await signUpNewStudent(t, paid, username);
    return { token, orderNo: res.body.data.orderNo!, teamId: res.body.data.teamId };
  };

  /** The order's state and how many payment rows it holds. */
  const stateOf = async (orderNo: string) => {
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    const rows = await t.db.select().from(financePayments).where(eq(financePayments.orderId, order!.id));
    return { state: order!.state, payments: rows.length };
  };

  return { t, providers, paid, organizer, signUpPaying, stateOf, close: () => t.close() };
};

export type PaymentTestApp = Awaited<ReturnType<typeof paymentTestApp>>;

/** An RSA key pair as PEM (the app's, "Alipay's" or a forger's). */
export const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** A notification as Alipay sends it: every field but sign/sign_type, sorted, `k=v&…`, RSA2. */
export const signedAlipayNotification = (fields: Record<string, string>, privateKey: string) => {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
  return { ...fields, sign, sign_type: 'RSA2' };
};

/** Posts an Alipay notification form-encoded, as Alipay does; answers the text the app replied. */
export const postAlipayNotify = async (t: TestApp, fields: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/alipay/payment/notify`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return response.body;
};

/** Posts a WeChat Pay notification (JSON body, signed headers); answers the HTTP status. */
export const postWechatNotify = async (t: TestApp, body: string, headers: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/wechat/payment/notify`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
  return response.statusCode;
};
