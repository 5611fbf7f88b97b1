import type { ApiModule } from '../../platform/api-module.ts';
import { registerSignUpOrderMaker } from '../enrollment/index.ts';
import { alipayNotifyRoutes } from './alipay-notify.routes.ts';
import { wechatNotifyRoutes } from './wechat-notify.routes.ts';
import { registerProviderCloser } from './close-orders.ts';
import { discountRoutes } from './discount.routes.ts';
import { financeRoutes } from './finance.routes.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { reconcileRoutes } from './reconcile.routes.ts';
import { registerReconcileProviders, scheduleReconciliation } from './reconcile.ts';
import { registerRefundProviders } from './refund-execute.ts';
import { refundRoutes } from './refund.routes.ts';
import { registerRequeryProviders } from './requery-order.ts';
import { transferRoutes } from './transfer.routes.ts';
import { makeOrderForTeam } from './make-order.ts';
import { createProviders } from './providers/index.ts';
import './finance.notify.ts';

export { closeDueOrders, closeDueOrdersWithProviders, CLOSE_DUE_ORDERS_JOB } from './close-orders.ts';
export { teamsPaidByOthers, teamsPaidBySchool } from './school-held.ts';
export { recordPayment } from './record-payment.ts';
export { executeRefund, RETRY_REFUND_JOB } from './refund-execute.ts';
export { requeryOrder, REQUERY_ORDER_JOB } from './requery-order.ts';
export { claimYesterday, reconcileDay, RECONCILE_JOB } from './reconcile.ts';

/**
 * Finance (issue 19): orders for sign-up fees, payments through providers, the payer's orders and the
 * desk's lists. A sign-up with a fee gets its order from here, in the sign-up's own transaction.
 */
export const financeModule: ApiModule = async (app, { deps }) => {
  const providers = createProviders(deps.config.payments);
  registerRefundProviders(deps.db, providers);
  registerRequeryProviders(deps.db, providers);
  registerSignUpOrderMaker(deps.db, (tx, team) => makeOrderForTeam(tx, deps.jobs, team));
  registerProviderCloser(deps.db, async (orderNo, provider) => {
    const found = provider === 'alipay' || provider === 'wechat' ? providers.get(provider) : undefined;
    if (!found) return { kind: 'closed' };
    try {
      await found.close(orderNo);
      return { kind: 'closed' };
    } catch {
      // Refused (the trade was paid meanwhile) or no answer: ask; paid → recorded, else close locally.
      const payment = await found.query(orderNo).catch(() => undefined);
      return payment ? { kind: 'paid', payment } : { kind: 'closed' };
    }
  });
  await app.register(financeRoutes(providers), { deps });
  await app.register(alipayNotifyRoutes(providers), { deps });
  await app.register(wechatNotifyRoutes(providers), { deps });
  await app.register(refundRoutes(providers), { deps });
  await app.register(transferRoutes, { deps });
  await app.register(discountRoutes(providers), { deps });
  await app.register(invoiceRoutes, { deps });
  await app.register(reconcileRoutes(providers), { deps });
  registerReconcileProviders(deps.db, providers);
  // Every process that runs jobs claims yesterday's reconciliation once an hour; the run row makes it once.
  let stop: (() => void) | undefined;
  if (deps.config.role !== 'web')
    app.addHook('onReady', async () => {
      stop = scheduleReconciliation(deps.db, deps.jobs, providers, (error) =>
        app.log.error({ err: error }, 'finance reconciliation claim failed'),
      );
    });
  app.addHook('onClose', async () => stop?.());
};
