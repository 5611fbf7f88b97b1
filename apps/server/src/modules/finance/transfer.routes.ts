import { eq } from 'drizzle-orm';
import {
  deskTransferPage,
  deskTransferQuery,
  envelope,
  FinanceApi,
  orderRow,
  schoolOrderBody,
  schoolTeamRow,
  schoolTeamsQuery,
  transferIdBody,
  transferRejectBody,
  transferSubmitBody,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../platform/api-module.ts';
import { financeTransfers } from '../../db/schema/index.ts';
import { authOf, hasPermission } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import type { Db } from '../../platform/db.ts';
import { ok } from '../../platform/reply.ts';
import { registerFileAccess, registerFileLinks } from '../../platform/storage/index.ts';
import { presentOrder } from './order-views.ts';
import { listSchoolTeams, makeSchoolOrder } from './school-order.ts';
import {
  confirmTransfer,
  listTransfers,
  rejectTransfer,
  submitTransfer,
  TRANSFER_VOUCHER_PURPOSE,
  voucherInReach,
} from './transfer.ts';

const tags = ['finance'];

// Registered once per process; the check reads the latest app's database (as the works module does).
let currentDb: Db | undefined;
registerFileAccess(TRANSFER_VOUCHER_PURPOSE, (auth, file) =>
  currentDb && hasPermission(auth, 'finance:list') ? voucherInReach(currentDb, auth, file.id) : false,
);
// A voucher no order links within a day expires (platform/storage/unlinked-files.ts).
registerFileLinks(TRANSFER_VOUCHER_PURPOSE, async (db, file) => {
  const rows = await db
    .select({ id: financeTransfers.id })
    .from(financeTransfers)
    .where(eq(financeTransfers.fileId, file.id))
    .limit(1);
  return rows.length > 0;
});

/**
 * Bank transfer (the payer's voucher; finance staff confirm or reject it) and a school paying for many of
 * its teams in one order.
 */
export const transferRoutes: ApiModule = async (app, { deps }) => {
  const { db, jobs } = deps;
  currentDb = db;

  app.post(
    FinanceApi.transferSubmit,
    {
      config: { access: 'user', audit: { module: 'finance', action: 'transferSubmit' } },
      schema: {
        tags,
        summary: 'Hand in the bank-transfer voucher of my order awaiting payment',
        body: transferSubmitBody,
        response: { 200: envelope(orderRow) },
      },
    },
    async (request) => {
      const { orderNo, fileId } = request.body;
      const row = await submitTransfer(db, authOf(request).userId, orderNo, fileId);
      recordChange(request, { target: orderNo, after: { transferId: row.publicId, fileId } });
      return ok(await presentOrder(db, orderNo));
    },
  );

  app.get(
    FinanceApi.deskTransfers,
    {
      config: { access: { permission: 'finance:action' } },
      schema: {
        tags,
        summary: 'Bank-transfer vouchers of the orders in reach, waiting ones first',
        querystring: deskTransferQuery,
        response: { 200: envelope(deskTransferPage) },
      },
    },
    async (request) => ok(await listTransfers(db, authOf(request), request.query)),
  );

  app.post(
    FinanceApi.transferConfirm,
    {
      config: {
        access: { permission: 'finance:action' },
        audit: { module: 'finance', action: 'transferConfirm' },
      },
      schema: {
        tags,
        summary: 'The transfer arrived: the order is paid (one payment, provider transfer)',
        body: transferIdBody,
        response: { 200: envelope(orderRow) },
      },
    },
    async (request) => {
      const { orderNo, outcome } = await confirmTransfer(db, authOf(request), request.body.transferId);
      const order = await presentOrder(db, orderNo);
      recordChange(request, {
        target: orderNo,
        before: { state: 'awaiting' },
        after: { transferId: request.body.transferId, outcome, state: order.state },
      });
      return ok(order);
    },
  );

  app.post(
    FinanceApi.transferReject,
    {
      config: {
        access: { permission: 'finance:action' },
        audit: { module: 'finance', action: 'transferReject' },
      },
      schema: {
        tags,
        summary: 'The voucher does not show the money: rejected with a reason the payer reads',
        body: transferRejectBody,
        response: { 200: envelope(orderRow) },
      },
    },
    async (request) => {
      const { transferId, reason } = request.body;
      const { orderNo } = await rejectTransfer(db, jobs, authOf(request), transferId, reason);
      recordChange(request, { target: orderNo, after: { transferId, state: 'rejected', reason } });
      return ok(await presentOrder(db, orderNo));
    },
  );

  app.get(
    FinanceApi.schoolTeams,
    {
      config: { access: { permission: 'finance:list' } },
      schema: {
        tags,
        summary: "My school's sign-ups awaiting payment in a competition",
        querystring: schoolTeamsQuery,
        response: { 200: envelope(z.array(schoolTeamRow)) },
      },
    },
    async (request) =>
      ok(
        await listSchoolTeams(
          db,
          authOf(request),
          langOf(request.headers['accept-language']),
          request.query.competitionId,
        ),
      ),
  );

  app.post(
    FinanceApi.schoolOrder,
    {
      config: {
        access: { permission: 'finance:list' },
        audit: { module: 'finance', action: 'schoolOrder' },
      },
      schema: {
        tags,
        summary: 'One order for the chosen teams of my school (one line per team)',
        body: schoolOrderBody,
        response: { 200: envelope(orderRow) },
      },
    },
    async (request) => {
      const orderNo = await makeSchoolOrder(db, jobs, authOf(request), request.body);
      const order = await presentOrder(db, orderNo);
      recordChange(request, {
        target: orderNo,
        after: { teamIds: request.body.teamIds, amountFen: order.amountFen },
      });
      return ok(order);
    },
  );
};
