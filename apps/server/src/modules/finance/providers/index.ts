import type { PaymentProvider as ProviderName } from '@podium/contracts';
import type { PaymentsConfig } from '../../../platform/config.ts';
import { createAlipayProvider } from './alipay-provider.ts';
import { createDemoProvider } from './demo-provider.ts';
import { createWechatProvider } from './wechat-provider.ts';
import type { PaymentProvider } from './provider.ts';

export type Providers = Map<ProviderName, PaymentProvider>;

/** The providers this deployment offers: the demo one when enabled, Alipay and WeChat Pay when their keys are set. */
export const createProviders = (config: PaymentsConfig): Providers => {
  const providers: Providers = new Map();
  if (config.demo) providers.set('demo', createDemoProvider());
  if (config.alipay) providers.set('alipay', createAlipayProvider(config.alipay, config.publicOrigin));
  if (config.wechat) providers.set('wechat', createWechatProvider(config.wechat, config.publicOrigin));
  return providers;
};

export type { BillLine, PaymentProvider, ProviderPayment, VerifiedNotification } from './provider.ts';
export { demoTradeNo } from './demo-provider.ts';
