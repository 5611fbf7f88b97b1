import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/**
 * The demo provider (demo mode, PAY_DEMO): no money moves. Its cashier is Podium's own page
 * (`/home/cashier`), where the payer confirms; the confirmation is recorded exactly as a provider's
 * notification would be. Never enabled with real keys in mind: the cashier says "demo" in large type.
 */
export const createDemoProvider = (): PaymentProvider => ({
  name: 'demo',
  isDemo: true,
  pay: async (order) => ({ payUrl: `/home/cashier?orderNo=${encodeURIComponent(order.orderNo)}` }),
  query: async () => undefined,
  close: async () => undefined,
  refund: async () => ({ succeeded: true }),
  verifyNotification: () => undefined,
  bill: async () => [],
});

/** A demo transaction number: unique like a provider's. */
export const demoTradeNo = () => `DEMO${Date.now()}${randomBytes(4).toString('hex')}`;
