import { eq } from 'drizzle-orm';
import {
  deskInvoiceQuery,
  envelope,
  FinanceInvoiceApi,
  invoiceIssueBody,
  invoicePage,
  invoiceRequestBody,
  invoiceRow,
  orderNoOnly,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { financeInvoices } from '../../db/schema/index.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { attachmentHeader } from '../../platform/excel.ts';
import { conflict } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { registerFileAccess, registerFileLinks } from '../../platform/storage/index.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { financeMessages } from './finance.messages.ts';
import {
  INVOICE_PURPOSE,
  invoiceFileReadable,
  issueInvoice,
  listDeskInvoices,
  myInvoice,
  requestInvoice,
} from './invoices.ts';
import { findMyOrder, presentOrder } from './order-views.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const tags = ['finance'];

// Registered once per process; the check reads the latest app's database (as the vouchers' does).
let currentDb: Db | undefined;
registerFileAccess(INVOICE_PURPOSE, (auth, file) =>
  currentDb ? invoiceFileReadable(currentDb, auth, file.id) : false,
);
// An invoice file no invoice links within a day expires (platform/storage/unlinked-files.ts).
registerFileLinks(INVOICE_PURPOSE, async (db, file) => {
  const rows = await db
    .select({ id: financeInvoices.id })
    .from(financeInvoices)
    .where(eq(financeInvoices.fileId, file.id))
    .limit(1);
  return rows.length > 0;
});

const PAID_STATES = new Set(['paid', 'partlyRefunded', 'refunding', 'refunded']);

/** Invoices (the payer asks, finance staff issue with number and file) and the payment receipt PDF. */
export const invoiceRoutes: ApiModule = async (app, { deps }) => {
  const { db, storage } = deps;
  currentDb = db;
  labelModuleFields(app, {
    title: { zh: '发票抬头', en: 'invoice title' },
    taxNo: { zh: '统一社会信用代码', en: 'unified social credit code' },
    address: { zh: '地址', en: 'address' },
    email: { zh: '电子邮箱', en: 'e-mail' },
    invoiceId: { zh: '发票申请', en: 'invoice request' },
    invoiceNo: { zh: '发票号码', en: 'invoice number' },
  });

  app.post(
    FinanceInvoiceApi.request,
    {
      config: { access: 'user', audit: { module: 'finance', action: 'invoiceRequest' } },
      schema: {
        tags,
        summary: 'Ask for the invoice of my paid order (title, credit code checked, address, e-mail)',
        body: invoiceRequestBody,
        response: { 200: envelope(invoiceRow) },
      },
    },
    async (request) => {
      const invoice = await requestInvoice(db, authOf(request).userId, request.body);
      recordChange(request, { target: request.body.orderNo, after: invoice });
      return ok(invoice!);
    },
  );

  app.get(
    FinanceInvoiceApi.mine,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The invoice of one of my orders (null when none was asked for)',
        querystring: orderNoOnly,
        response: { 200: envelope(invoiceRow.nullable()) },
      },
    },
    async (request) => ok(await myInvoice(db, authOf(request).userId, request.query.orderNo)),
  );

  app.get(
    FinanceInvoiceApi.receipt,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The payment receipt PDF of my paid order', querystring: orderNoOnly },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const order = await findMyOrder(db, userId, request.query.orderNo);
      if (!PAID_STATES.has(order.state) || !order.paidAt) throw conflict(financeMessages.receiptNotPaid);
      const pdf = await renderReceiptPdf(await presentOrder(db, order.orderNo));
      return reply
        .header('content-disposition', attachmentHeader(`receipt-${order.orderNo}.pdf`))
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    FinanceInvoiceApi.deskInvoices,
    {
      config: { access: { permission: 'finance:list' } },
      schema: {
        tags,
        summary: 'Invoices asked for on the orders in reach, those to issue first',
        querystring: deskInvoiceQuery,
        response: { 200: envelope(invoicePage) },
      },
    },
    async (request) => ok(await listDeskInvoices(db, authOf(request), request.query)),
  );

  app.post(
    FinanceInvoiceApi.issue,
    {
      config: {
        access: { permission: 'finance:action' },
        audit: { module: 'finance', action: 'invoiceIssue' },
      },
      schema: {
        tags,
        summary: 'Issue an invoice: its number and the PDF or OFD file (uploaded with purpose `invoice`)',
        body: invoiceIssueBody,
        response: { 200: envelope(invoiceRow) },
      },
    },
    async (request) => {
      const invoice = await issueInvoice(db, storage, authOf(request), request.body);
      recordChange(request, { target: invoice.orderNo, before: { state: 'requested' }, after: invoice });
      return ok(invoice);
    },
  );
};
