import {
  applyDiscountBody,
  discountCodeCreateBody,
  discountCodeIdBody,
  discountCodePage,
  discountCodeQuery,
  envelope,
  FinanceDiscountApi,
  orderRow,
  waiverBody,
  waiverResult,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { ok } from '../../platform/reply.ts';
import { applyDiscount, createDiscountCode, disableDiscountCode, listDiscountCodes } from './discounts.ts';
import { presentOrder } from './order-views.ts';
import type { Providers } from './providers/index.ts';
import { waiveFee } from './waivers.ts';

const tags = ['finance'];

/**
 * Discount codes (desk: list, create, switch off; the payer: apply one before paying) and waivers
 * (`finance:action`, the caller approves). Every write is audited with what changed and why.
 */
export const discountRoutes =
  (providers: Providers): ApiModule =>
  async (app, { deps }) => {
    const { db } = deps;
    labelModuleFields(app, {
      code: { zh: '优惠码', en: 'discount code' },
      kind: { zh: '优惠方式', en: 'kind' },
      value: { zh: '优惠额度', en: 'discount' },
      expiresAt: { zh: '有效期至', en: 'valid until' },
      teamId: { zh: '报名', en: 'sign-up' },
    });
    /** A replaced or cancelled order is closed at its provider too, best effort (late money → needs-attention). */
    const closeAtProvider = async (orders: { orderNo: string; provider: string | null }[]) => {
      for (const order of orders)
        if (order.provider === 'alipay')
          await providers
            .get('alipay')
            ?.close(order.orderNo)
            .catch(() => undefined);
    };

    app.get(
      FinanceDiscountApi.deskCodes,
      {
        config: { access: { permission: 'finance:action' } },
        schema: {
          tags,
          summary: 'Discount codes of the competitions in reach, newest first',
          querystring: discountCodeQuery,
          response: { 200: envelope(discountCodePage) },
        },
      },
      async (request) => ok(await listDiscountCodes(db, authOf(request), request.query)),
    );

    app.post(
      FinanceDiscountApi.codeCreate,
      {
        config: {
          access: { permission: 'finance:action' },
          audit: { module: 'finance', action: 'discountCreate' },
        },
        schema: {
          tags,
          summary: 'A discount code for a competition: amount in fen or percent, uses, expiry',
          body: discountCodeCreateBody,
          response: { 200: envelope(z.object({ codeId: z.string() })) },
        },
      },
      async (request) => {
        const codeId = await createDiscountCode(db, authOf(request), request.body);
        recordChange(request, { target: request.body.code, after: { ...request.body, codeId } });
        return ok({ codeId });
      },
    );

    app.post(
      FinanceDiscountApi.codeDisable,
      {
        config: {
          access: { permission: 'finance:action' },
          audit: { module: 'finance', action: 'discountDisable' },
        },
        schema: {
          tags,
          summary: 'Switch a discount code off (orders it discounted stay as they are)',
          body: discountCodeIdBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        const code = await disableDiscountCode(db, authOf(request), request.body.codeId);
        recordChange(request, { target: code, before: { disabled: false }, after: { disabled: true } });
        return ok(null);
      },
    );

    app.post(
      FinanceDiscountApi.applyCode,
      {
        config: { access: 'user', audit: { module: 'finance', action: 'discountApply' } },
        schema: {
          tags,
          summary: 'Apply a discount code to my awaiting order; answers the order that replaces it',
          body: applyDiscountBody,
          response: { 200: envelope(orderRow) },
        },
      },
      async (request) => {
        const applied = await applyDiscount(db, authOf(request), request.body);
        await closeAtProvider([{ orderNo: applied.replaced, provider: applied.replacedProvider }]);
        recordChange(request, { target: applied.orderNo, after: applied });
        return ok(await presentOrder(db, applied.orderNo));
      },
    );

    app.post(
      FinanceDiscountApi.waive,
      {
        config: {
          access: { permission: 'finance:action' },
          audit: { module: 'finance', action: 'waiverCreate' },
        },
        schema: {
          tags,
          summary: "Waive a sign-up's fee with a reason (the caller approves); its open order is cancelled",
          body: waiverBody,
          response: { 200: envelope(waiverResult) },
        },
      },
      async (request) => {
        const waived = await waiveFee(db, authOf(request), request.body);
        await closeAtProvider(waived.cancelled);
        recordChange(request, {
          target: request.body.teamId,
          before: { feeFen: waived.result.previousFeeFen },
          after: { feeFen: 0, reason: request.body.reason, ...waived.result },
        });
        return ok(waived.result);
      },
    );
  };
