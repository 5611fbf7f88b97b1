import { createHash } from 'node:crypto';
import type { WechatConfig } from '../../../platform/config.ts';
import { fenOf } from './amounts.ts';
import type { BillLine, PaymentProvider, ProviderPayment, VerifiedNotification } from './provider.ts';
import {
  authorization,
  decryptResource,
  platformKeyOf,
  privateKeyOf,
  verifySigned,
  type SignedHeaders,
} from './wechat-crypto.ts';

/** How far a notification's timestamp may be from now (seconds): an older one replayed is refused. */
export const NOTIFY_WINDOW_SECONDS = 300;

/** WeChat's time format for `time_expire` (RFC 3339, Beijing time): 2026-11-27T18:00:00+08:00. */
const beijingTime = (at: Date) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** A transaction as WeChat Pay describes it (query answer, decrypted notification resource). */
type Transaction = {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  success_time?: unknown;
  amount?: { total?: unknown; currency?: unknown };
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const headersOf = (get: (name: string) => string | null | undefined): SignedHeaders => ({
  timestamp: get('wechatpay-timestamp') ?? undefined,
  nonce: get('wechatpay-nonce') ?? undefined,
  signature: get('wechatpay-signature') ?? undefined,
  serial: get('wechatpay-serial') ?? undefined,
});

/** A WeChat trade bill (CSV, every value after a backquote) → lines; summary rows after the header's data end. */
export const parseWechatBill = (text: string): BillLine[] => {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = rows[0]?.split(',').map((h) => h.trim()) ?? [];
  const col = (name: string) => header.indexOf(name);
  const [orderNoAt, tradeAt, stateAt, totalAt, settledAt, refundNoAt, refundAt] = [
    col('商户订单号'),
    col('微信订单号'),
    col('交易状态'),
    col('订单金额'),
    col('应结订单金额'),
    col('商户退款单号'),
    col('退款金额'),
  ];
  const lines: BillLine[] = [];
  for (const row of rows.slice(1)) {
    if (!row.startsWith('`')) break; // 总交易单数 … : the summary
    const cells = row.split(',').map((c) => c.trim().replace(/^`/, ''));
    const orderNo = cells[orderNoAt] ?? '';
    if (cells[stateAt] === 'REFUND') {
      const amountFen = fenOf(cells[refundAt]);
      if (amountFen !== undefined && cells[refundNoAt])
        lines.push({ kind: 'refund', reference: cells[refundNoAt], orderNo, amountFen });
      continue;
    }
    const amountFen = fenOf(totalAt >= 0 ? cells[totalAt] : cells[settledAt]);
    if (cells[stateAt] === 'SUCCESS' && amountFen !== undefined && cells[tradeAt])
      lines.push({ kind: 'payment', reference: cells[tradeAt], orderNo, amountFen });
  }
  return lines;
};

/**
 * WeChat Pay v3: Native (a QR code, on a computer) and H5 (WeChat's cashier in a phone's browser), query,
 * close, refund, trade bill. Every request is signed with the merchant key; every answer's signature is
 * checked against the platform key before it is believed. A notification is believed only when its
 * headers' signature (platform serial, timestamp within five minutes) is valid, its resource decrypts
 * with the APIv3 key, and the transaction names our mchid and appid.
 */
export const createWechatProvider = (config: WechatConfig, publicOrigin: string): PaymentProvider => {
  const merchant = {
    mchId: config.mchId,
    serial: config.merchantSerial,
    key: privateKeyOf(config.privateKey),
  };
  const platform = platformKeyOf(config.platformKey, config.platformSerial);
  const notifyUrl = `${publicOrigin}/prod-api/wechat/payment/notify`;

  /** One signed call; the answer's JSON once its signature checks (204: no body, nothing to check). */
  const call = async (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) => {
    const url = new URL(`${config.gateway}${path}`);
    const body = payload ? JSON.stringify(payload) : '';
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'podium',
        Authorization: authorization(merchant, method, `${url.pathname}${url.search}`, body),
      },
      body: payload ? body : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (response.status === 204) return { status: 204, json: {} as Record<string, unknown> };
    if (
      !verifySigned(
        platform,
        headersOf((name) => response.headers.get(name)),
        text,
      )
    )
      throw new Error(`wechat ${path}: answer's signature does not verify (HTTP ${response.status})`);
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(`wechat ${path}: not JSON (HTTP ${response.status})`);
    }
    return { status: response.status, json };
  };
  const failure = (path: string, answer: { status: number; json: Record<string, unknown> }) =>
    new Error(
      `wechat ${path}: HTTP ${answer.status} ${String(answer.json.code)} ${String(answer.json.message)}`,
    );

  /** A transaction that is ours and paid → the payment; anything else → undefined. */
  const paymentOf = (t: Transaction, orderNo: string): ProviderPayment | undefined => {
    if (t.out_trade_no !== orderNo || t.trade_state !== 'SUCCESS') return undefined;
    const total = t.amount?.total;
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return undefined;
    if (typeof t.transaction_id !== 'string' || !t.transaction_id) return undefined;
    const paidAt = typeof t.success_time === 'string' ? new Date(t.success_time) : new Date();
    return {
      orderNo,
      tradeNo: t.transaction_id,
      amountFen: total,
      paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
      raw: t as Record<string, unknown>,
      // Signed by WeChat Pay but for another merchant or app: not our money, yet staff must see it.
      ...(t.mchid !== config.mchId || t.appid !== config.appId
        ? { otherAccount: `${textOf(t.mchid)} / ${textOf(t.appid)}` }
        : {}),
    };
  };

  const outTrade = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;

  return {
    name: 'wechat',
    isDemo: false,
    pay: async (order, mode) => {
      const h5 = mode === 'h5' || mode === 'wap';
      const path = h5 ? '/v3/pay/transactions/h5' : '/v3/pay/transactions/native';
      const answer = await call('POST', path, {
        appid: config.appId,
        mchid: config.mchId,
        // WeChat counts 127 bytes; a CJK character is three.
        description: Buffer.from(order.subject)
          .subarray(0, 127)
          .toString('utf8')
          .replace(/\uFFFD+$/, ''),
        out_trade_no: order.orderNo,
        time_expire: beijingTime(order.expiresAt),
        notify_url: notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
        ...(h5
          ? { scene_info: { payer_client_ip: order.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } } }
          : {}),
      });
      if (answer.status !== 200) throw failure(path, answer);
      if (h5) {
        if (typeof answer.json.h5_url !== 'string') throw failure(path, answer);
        const back = `${publicOrigin}/home/paySuccess?orderNo=${encodeURIComponent(order.orderNo)}`;
        return { payUrl: `${answer.json.h5_url}&redirect_url=${encodeURIComponent(back)}` };
      }
      if (typeof answer.json.code_url !== 'string') throw failure(path, answer);
      return { qrCode: answer.json.code_url };
    },
    query: async (orderNo) => {
      const path = `${outTrade(orderNo)}?mchid=${encodeURIComponent(config.mchId)}`;
      const answer = await call('GET', path);
      if (answer.status === 404) return undefined; // ORDER_NOT_EXIST: the payer never opened the cashier
      if (answer.status !== 200) throw failure(path, answer);
      return paymentOf(answer.json as Transaction, orderNo);
    },
    close: async (orderNo) => {
      const path = `${outTrade(orderNo)}/close`;
      const answer = await call('POST', path, { mchid: config.mchId });
      if (answer.status !== 204 && answer.status !== 200) throw failure(path, answer);
    },
    refund: async (request) => {
      // Retried with the same out_refund_no: ask first, so a refund WeChat already took is not sent again.
      const known = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(request.requestNo)}`);
      const answer =
        known.status === 200
          ? known
          : await call('POST', '/v3/refund/domestic/refunds', {
              out_trade_no: request.orderNo,
              out_refund_no: request.requestNo,
              reason: request.reason.slice(0, 80),
              amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
            });
      if (answer.status >= 500) throw failure('refund', answer);
      if (answer.status !== 200)
        return { succeeded: false, failReason: String(answer.json.message ?? answer.json.code ?? '') };
      const status = answer.json.status;
      if (status === 'SUCCESS') return { succeeded: true };
      // PROCESSING: no decision yet, asked again later (same request number).
      if (status === 'PROCESSING') throw new Error('wechat refund: processing');
      return { succeeded: false, failReason: `wechat refund ${String(status)}` };
    },
    verifyNotification: (fields): VerifiedNotification | undefined => {
      const body = fields.body ?? '';
      if (
        !verifySigned(
          platform,
          headersOf((name) => fields[name]),
          body,
          NOTIFY_WINDOW_SECONDS,
        )
      )
        return undefined;
      let envelope: { event_type?: unknown; resource?: Record<string, unknown> };
      try {
        envelope = JSON.parse(body) as typeof envelope;
      } catch {
        return undefined;
      }
      if (!envelope.resource) return undefined;
      const plain = decryptResource(config.apiV3Key, envelope.resource);
      if (plain === undefined) return undefined;
      let transaction: Transaction;
      try {
        transaction = JSON.parse(plain) as Transaction;
      } catch {
        return undefined;
      }
      const ours = transaction.mchid === config.mchId && transaction.appid === config.appId;
      const orderNo = typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : '';
      if (!orderNo) return undefined;
      if (transaction.trade_state !== 'SUCCESS')
        return ours
          ? { kind: 'other', orderNo, status: String(transaction.trade_state ?? envelope.event_type) }
          : undefined;
      const payment = paymentOf(transaction, orderNo);
      return payment ? { kind: 'paid', payment } : undefined;
    },
    bill: async (day) => {
      const path = `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`;
      const answer = await call('GET', path);
      if (answer.status !== 200 || typeof answer.json.download_url !== 'string') throw failure(path, answer);
      // The file itself is not signed: its SHA1 (from the signed answer above) vouches for it.
      const url = new URL(answer.json.download_url);
      const response = await fetch(url, {
        headers: { Authorization: authorization(merchant, 'GET', `${url.pathname}${url.search}`, '') },
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`wechat bill download: HTTP ${response.status}`);
      const file = Buffer.from(await response.arrayBuffer());
      const hash = createHash('sha1').update(file).digest('hex');
      if (String(answer.json.hash_value).toLowerCase() !== hash) throw new Error('wechat bill: hash differs');
      return parseWechatBill(file.toString('utf8'));
    },
  };
};
