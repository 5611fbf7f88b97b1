import { FinanceApi } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { recordChange } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Providers } from './providers/index.ts';
import { recordPayment } from './record-payment.ts';

const SIGNED_HEADERS = ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial'];

/**
 * POST /wechat/payment/notify — WeChat Pay v3's notification, JSON, public. The raw text is what the
 * signature covers, so this plugin reads JSON bodies as text. Verified (platform serial and signature,
 * timestamp within five minutes, the resource decrypted with the APIv3 key; then mchid and appid, the
 * transaction id's order and the amount in fen against the order, in the payment's transaction: a signed
 * word of success that fails those is listed for staff as needs-attention, the order left unpaid). Only trade_state
 * SUCCESS records money. A good notification is answered HTTP 204 after the commit (also a repeat, so
 * WeChat stops sending); anything failing a check changes nothing and gets 4xx `{ code: 'FAIL' }`, so
 * WeChat retries and staff see it in the log.
 */
export const wechatNotifyRoutes =
  (providers: Providers): ApiModule =>
  async (app, { deps }) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, String(body));
    });

    app.post(
      FinanceApi.wechatNotify,
      {
        config: { access: 'public', audit: { module: 'finance', action: 'wechatNotify' } },
        schema: {
          tags: ['finance'],
          summary: 'WeChat Pay v3 notification (signed headers, encrypted resource)',
        },
      },
      async (request, reply) => {
        const refuse = (status: number, message: string) =>
          reply.code(status).send({ code: 'FAIL', message });
        const fields: Record<string, string> = { body: typeof request.body === 'string' ? request.body : '' };
        for (const name of SIGNED_HEADERS) {
          const value = request.headers[name];
          if (typeof value === 'string') fields[name] = value;
        }
        const verified = providers.get('wechat')?.verifyNotification(fields);
        if (!verified) return refuse(401, 'signature, time, resource or merchant does not verify');
        if (verified.kind === 'other') return reply.code(204).send();
        let outcome;
        try {
          outcome = await recordPayment(deps.db, 'wechat', verified.payment);
        } catch (error) {
          // Unknown order: refused, nothing written.
          if (error instanceof AppError) return refuse(400, error.message);
          throw error;
        }
        recordChange(request, {
          target: verified.payment.orderNo,
          after: { tradeNo: verified.payment.tradeNo, amountFen: verified.payment.amountFen, outcome },
        });
        // Not this order's money (trade number another order's, other amount, other merchant or app):
        // listed for staff, the order unpaid, and refused.
        if (outcome === 'suspect') return refuse(400, 'not this order’s payment; listed for staff');
        return reply.code(204).send();
      },
    );
  };
