import { eq } from 'drizzle-orm';
import {
  deskRefundPage,
  deskRefundQuery,
  envelope,
  FinanceApi,
  refundCreateBody,
  refundDeclineBody,
  refundIdBody,
  refundResult,
  type PaymentProvider,
  type RefundResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { financeOrders, financeRefunds } from '../../db/schema/index.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { ok } from '../../platform/reply.ts';
import type { Providers } from './providers/index.ts';
import { executeOrRetryLater } from './refund-execute.ts';
import { listDeskRefunds } from './refund-list.ts';
import { approveRefund, declineRefund, refundToRetry, requestRefund } from './refund-request.ts';

const tags = ['finance'];

/** A refund as it stands after an action (the provider may have answered meanwhile). */
const resultOf = async (db: Db, refundId: string): Promise<RefundResult> => {
  const [row] = await db
    .select({ refund: financeRefunds, orderNo: financeOrders.orderNo, orderState: financeOrders.state })
    .from(financeRefunds)
    .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
    .where(eq(financeRefunds.publicId, refundId));
  return {
    refundId,
    orderNo: row!.orderNo,
    amountFen: row!.refund.amountFen,
    state: row!.refund.state as RefundResult['state'],
    orderState: row!.orderState as RefundResult['orderState'],
  };
};

/**
 * Refunds on the desk (`finance:action`): ask for one (per line, with a reason), approve or decline one
 * awaiting a second person, retry one the provider has not answered; each audited with who and why.
 */
export const refundRoutes =
  (providers: Providers): ApiModule =>
  async (app, { deps }) => {
    const { db, jobs } = deps;
    const access = { permission: 'finance:action' } as const;
    const execute = (refundId: string) => executeOrRetryLater(db, jobs, providers, refundId);

    app.get(
      FinanceApi.deskRefunds,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Refunds of the orders in reach, those awaiting approval first',
          querystring: deskRefundQuery,
          response: { 200: envelope(deskRefundPage) },
        },
      },
      async (request) => ok(await listDeskRefunds(db, authOf(request), request.query)),
    );

    app.post(
      FinanceApi.refundCreate,
      {
        config: { access, audit: { module: 'finance', action: 'refundCreate' } },
        schema: {
          tags,
          summary: 'Refund one line of a paid order, full or partial, with a reason',
          body: refundCreateBody,
          response: { 200: envelope(refundResult) },
        },
      },
      async (request) => {
        const refund = await requestRefund(db, authOf(request), request.body, (provider) =>
          providers.has(provider as PaymentProvider),
        );
        if (refund.state === 'requested') await execute(refund.publicId);
        const result = await resultOf(db, refund.publicId);
        recordChange(request, { target: result.orderNo, after: { ...request.body, ...result } });
        return ok(result);
      },
    );

    app.post(
      FinanceApi.refundApprove,
      {
        config: { access, audit: { module: 'finance', action: 'refundApprove' } },
        schema: {
          tags,
          summary: 'Approve a refund awaiting a second finance person (never its requester)',
          body: refundIdBody,
          response: { 200: envelope(refundResult) },
        },
      },
      async (request) => {
        const refund = await approveRefund(db, authOf(request), request.body.refundId);
        await execute(refund.publicId);
        const result = await resultOf(db, refund.publicId);
        recordChange(request, {
          target: result.orderNo,
          before: { state: 'awaitingApproval' },
          after: result,
        });
        return ok(result);
      },
    );

    app.post(
      FinanceApi.refundDecline,
      {
        config: { access, audit: { module: 'finance', action: 'refundDecline' } },
        schema: {
          tags,
          summary: 'Decline a refund awaiting approval, with a note',
          body: refundDeclineBody,
          response: { 200: envelope(refundResult) },
        },
      },
      async (request) => {
        const { refundId, reason } = request.body;
        await declineRefund(db, authOf(request), refundId, reason);
        const result = await resultOf(db, refundId);
        recordChange(request, {
          target: result.orderNo,
          before: { state: 'awaitingApproval' },
          after: { ...result, reason },
        });
        return ok(result);
      },
    );

    app.post(
      FinanceApi.refundRetry,
      {
        config: { access, audit: { module: 'finance', action: 'refundRetry' } },
        schema: {
          tags,
          summary: 'Ask the provider again about a refund it has not answered (same request number)',
          body: refundIdBody,
          response: { 200: envelope(refundResult) },
        },
      },
      async (request) => {
        const refund = await refundToRetry(db, authOf(request), request.body.refundId);
        await execute(refund.publicId);
        const result = await resultOf(db, refund.publicId);
        recordChange(request, { target: result.orderNo, after: result });
        return ok(result);
      },
    );
  };
