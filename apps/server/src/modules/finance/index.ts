import type { ApiModule } from '../../app.ts';
import { registerSignUpOrderMaker } from '../enrollment/index.ts';
import { alipayNotifyRoutes } from './alipay-notify.routes.ts';
import { setProviderCloser } from './close-orders.ts';
import { financeRoutes } from './finance.routes.ts';
import { makeOrderForTeam } from './make-order.ts';
import { createProviders } from './providers/index.ts';

export { closeDueOrders, CLOSE_DUE_ORDERS_JOB } from './close-orders.ts';
export { recordPayment } from './record-payment.ts';

/**
 * Finance (issue 19): orders for sign-up fees, payments through providers, the payer's orders and the
 * desk's lists. A sign-up with a fee gets its order from here, in the sign-up's own transaction.
 */
export const financeModule: ApiModule = async (app, { deps }) => {
  const providers = createProviders(deps.config.payments);
  registerSignUpOrderMaker(deps.db, (tx, team) => makeOrderForTeam(tx, deps.jobs, team));
  setProviderCloser(async (orderNo, provider) => {
    const found = providers.get(provider === 'alipay' ? 'alipay' : 'demo');
    await found?.close(orderNo);
  });
  await app.register(financeRoutes(providers), { deps });
  await app.register(alipayNotifyRoutes(providers), { deps });
};
