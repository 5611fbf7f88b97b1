import { createPrivateKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../../platform/config.ts';
import { parseAlipayBill } from './alipay-bill.ts';
import { fenOf, yuanOf } from './amounts.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

/** Only these trade statuses mean the money arrived (TRADE_FINISHED: paid and no longer refundable). */
const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay's time format for `time_expire` (Beijing time): yyyy-MM-dd HH:mm:ss. */
const beijingTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** PEM armour and line breaks removed: the SDK re-wraps bare base64 (a PEM's trailing newline confuses it). */
const bareKey = (key: string) => key.replace(/-----(BEGIN|END)[^-]+-----/g, '').replace(/\s+/g, '');

/** Alipay's key tool writes PKCS#8 or PKCS#1 depending on the language chosen; tell them apart by decoding. */
const keyTypeOf = (bare: string): 'PKCS1' | 'PKCS8' => {
  try {
    createPrivateKey({ key: Buffer.from(bare, 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
};

/**
 * Alipay through `alipay-sdk` 4.x: page pay (computer), WAP pay (phone), precreate (QR). Every call to
 * the gateway asks the SDK to check the answer's signature (it does not unless asked); notifications are
 * checked with `checkNotifySignV2` (values as received, so a `%` in a subject does not break them), then
 * the app id and seller id must be ours.
 */
export const createAlipayProvider = (config: AlipayConfig, publicOrigin: string): PaymentProvider => {
  const privateKey = bareKey(config.privateKey);
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey,
    keyType: keyTypeOf(privateKey),
    alipayPublicKey: bareKey(config.alipayPublicKey),
    gateway: config.gateway,
    signType: 'RSA2',
    timeout: 10_000,
  });
  const notifyUrl = `${publicOrigin}/prod-api/alipay/payment/notify`;
  const exec = async (method: string, bizContent: Record<string, unknown>) => {
    const result = (await sdk.exec(method, { bizContent }, { validateSign: true })) as Record<
      string,
      unknown
    >;
    return result;
  };
  const paymentOf = (fields: Record<string, unknown>, orderNo: string): ProviderPayment | undefined => {
    const amountFen = fenOf(String(fields.totalAmount ?? fields.total_amount ?? ''));
    const tradeNo = String(fields.tradeNo ?? fields.trade_no ?? '');
    if (amountFen === undefined || !tradeNo) return undefined;
    const paidAt = String(fields.gmtPayment ?? fields.gmt_payment ?? fields.sendPayDate ?? '');
    return {
      orderNo,
      tradeNo,
      amountFen,
      paidAt: paidAt ? new Date(`${paidAt.replace(' ', 'T')}+08:00`) : new Date(),
      raw: fields,
    };
  };

  return {
    name: 'alipay',
    isDemo: false,
    pay: async (order, mode) => {
      const bizContent = {
        out_trade_no: order.orderNo,
        total_amount: yuanOf(order.amountFen),
        subject: order.subject.slice(0, 128),
        time_expire: beijingTime(order.expiresAt),
      };
      if (mode === 'qr') {
        const result = await exec('alipay.trade.precreate', bizContent);
        if (result.code !== '10000' || typeof result.qrCode !== 'string')
          throw new Error(`alipay precreate: ${String(result.subMsg ?? result.msg)}`);
        return { qrCode: result.qrCode };
      }
      const returnUrl = `${publicOrigin}/home/paySuccess?orderNo=${encodeURIComponent(order.orderNo)}`;
      const payUrl = sdk.pageExecute(
        mode === 'wap' ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay',
        'GET',
        {
          bizContent: {
            ...bizContent,
            product_code: mode === 'wap' ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
          },
          notifyUrl,
          returnUrl,
        },
      );
      return { payUrl };
    },
    query: async (orderNo) => {
      const result = await exec('alipay.trade.query', { out_trade_no: orderNo });
      if (result.code !== '10000' || !PAID_STATUSES.has(String(result.tradeStatus))) return undefined;
      return paymentOf(result, orderNo);
    },
    close: async (orderNo) => {
      const result = await exec('alipay.trade.close', { out_trade_no: orderNo });
      // ACQ.TRADE_NOT_EXIST: the payer never opened the cashier; nothing to close there.
      if (result.code !== '10000' && result.subCode !== 'ACQ.TRADE_NOT_EXIST')
        throw new Error(`alipay close: ${String(result.subMsg ?? result.msg)}`);
    },
    refund: async (request) => {
      const result = await exec('alipay.trade.refund', {
        out_trade_no: request.orderNo,
        out_request_no: request.requestNo,
        refund_amount: yuanOf(request.amountFen),
        refund_reason: request.reason.slice(0, 256),
      });
      if (result.code === '10000') return { succeeded: true };
      // A system error or a busy gateway is no decision: ask again later with the same request number.
      if (result.code === '20000' || String(result.subCode) === 'ACQ.SYSTEM_ERROR')
        throw new Error(`alipay refund: ${String(result.subMsg ?? result.msg)}`);
      return { succeeded: false, failReason: String(result.subMsg ?? result.msg ?? '') };
    },
    verifyNotification: (fields) => {
      if (!sdk.checkNotifySignV2(fields)) return undefined;
      const ours = fields.app_id === config.appId && fields.seller_id === config.sellerId;
      const orderNo = fields.out_trade_no ?? '';
      const status = fields.trade_status ?? '';
      if (!orderNo) return undefined;
      if (!PAID_STATUSES.has(status)) return ours ? { kind: 'other', orderNo, status } : undefined;
      const payment = paymentOf(fields, orderNo);
      if (!payment) return undefined;
      // Signed by Alipay but addressed to another app or seller: not our money, yet staff must see it.
      if (!ours)
        return {
          kind: 'paid',
          payment: { ...payment, otherAccount: `${fields.app_id ?? ''} / ${fields.seller_id ?? ''}` },
        };
      return { kind: 'paid', payment };
    },
    bill: async (day) => {
      const result = await exec('alipay.data.dataservice.bill.downloadurl.query', {
        bill_type: 'trade',
        bill_date: day,
      });
      if (result.code !== '10000' || typeof result.billDownloadUrl !== 'string')
        throw new Error(`alipay bill: ${String(result.subMsg ?? result.msg)}`);
      const response = await fetch(result.billDownloadUrl, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`alipay bill download: HTTP ${response.status}`);
      return parseAlipayBill(Buffer.from(await response.arrayBuffer()));
    },
  };
};
