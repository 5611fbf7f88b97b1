import { FinanceApi } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { recordChange } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Providers } from './providers/index.ts';
import { recordPayment } from './record-payment.ts';

/**
 * POST /alipay/payment/notify — Alipay's asynchronous notification, form-encoded, public. Verified
 * (signature with `checkNotifySignV2`; then app id and seller id, the trade number's order and the amount in
 * fen against the order, in the payment's transaction: a signed word of success that fails those is listed
 * for staff as needs-attention, the order left unpaid). Only TRADE_SUCCESS / TRADE_FINISHED record money. The answer is
 * exactly `success` after the commit (also for a repeat, so Alipay stops sending); anything failing a
 * check changes nothing and gets `fail`, so Alipay retries and staff see it in the log.
 */
export const alipayNotifyRoutes =
  (providers: Providers): ApiModule =>
  async (app, { deps }) => {
    // Only this plugin reads form bodies; values are decoded once here, as checkNotifySignV2 expects.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.post(
      FinanceApi.alipayNotify,
      {
        config: { access: 'public', audit: { module: 'finance', action: 'alipayNotify' } },
        schema: { tags: ['finance'], summary: 'Alipay payment notification (form-encoded, signed)' },
      },
      async (request, reply) => {
        const fields = (request.body ?? {}) as Record<string, string>;
        const answer = (text: 'success' | 'fail') => reply.type('text/plain; charset=utf-8').send(text);
        const alipay = providers.get('alipay');
        const verified = alipay?.verifyNotification(fields);
        if (!verified) return answer('fail');
        if (verified.kind === 'other') return answer('success');
        let outcome;
        try {
          outcome = await recordPayment(deps.db, 'alipay', verified.payment);
        } catch (error) {
          // Unknown order: refused, nothing written.
          if (error instanceof AppError) return answer('fail');
          throw error;
        }
        recordChange(request, {
          target: verified.payment.orderNo,
          after: { tradeNo: verified.payment.tradeNo, amountFen: verified.payment.amountFen, outcome },
        });
        // Not this order's money (trade number another order's, other amount, other app or seller):
        // listed for staff, the order unpaid, and no `success`.
        return answer(outcome === 'suspect' ? 'fail' : 'success');
      },
    );
  };
