import { and, count, desc, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import type { deskInvoiceQuery, InvoiceIssueBody, InvoiceRow, invoiceRequestBody } from '@podium/contracts';
import type { z } from 'zod';
import { files, financeInvoices, financeOrders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { fileUrl, type Storage } from '../../platform/storage/index.ts';
import { financeMessages } from './finance.messages.ts';
import { financeScope, findMyOrder } from './order-views.ts';
import { inRefundReach } from './refund-request.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export const INVOICE_PURPOSE = 'invoice';

/** Orders an invoice may be asked for: money was taken and not all of it given back. */
const INVOICEABLE = ['paid', 'partlyRefunded', 'refunding'];

const columns = {
  invoice: financeInvoices,
  orderNo: financeOrders.orderNo,
  amountFen: financeOrders.amountFen,
  filePublicId: files.publicId,
};
type Joined = {
  invoice: typeof financeInvoices.$inferSelect;
  orderNo: string;
  amountFen: number;
  filePublicId: string | null;
};

const present = (r: Joined): InvoiceRow => ({
  invoiceId: r.invoice.publicId,
  orderNo: r.orderNo,
  amountFen: r.amountFen,
  title: r.invoice.title,
  taxNo: r.invoice.taxNo,
  address: r.invoice.address,
  email: r.invoice.email,
  state: r.invoice.state as InvoiceRow['state'],
  invoiceNo: r.invoice.invoiceNo,
  fileUrl: r.filePublicId ? fileUrl(r.filePublicId) : null,
  createdAt: r.invoice.createdAt.toISOString(),
  issuedAt: r.invoice.issuedAt?.toISOString() ?? null,
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(financeInvoices)
    .innerJoin(financeOrders, eq(financeOrders.id, financeInvoices.orderId))
    .leftJoin(files, eq(files.id, financeInvoices.fileId));

/** POST /web/finance/invoice/request: the payer of a paid order asks for its invoice, once per order. */
export const requestInvoice = async (db: Db, userId: number, body: z.output<typeof invoiceRequestBody>) => {
  const order = await findMyOrder(db, userId, body.orderNo);
  if (!INVOICEABLE.includes(order.state) || order.amountFen === 0)
    throw conflict(financeMessages.invoiceNotPaid);
  const inserted = await db
    .insert(financeInvoices)
    .values({
      publicId: newPublicId(),
      orderId: order.id,
      requestedBy: userId,
      title: body.title,
      taxNo: body.taxNo,
      address: body.address,
      email: body.email,
    })
    .onConflictDoNothing()
    .returning({ id: financeInvoices.id });
  if (!inserted.length) throw conflict(financeMessages.invoiceExists);
  return myInvoice(db, userId, order.orderNo);
};

/** GET /web/finance/invoice/detail: the invoice of one of the caller's orders, or null when none was asked for. */
export const myInvoice = async (db: Db, userId: number, orderNo: string) => {
  const order = await findMyOrder(db, userId, orderNo);
  const [row] = await joined(db).where(eq(financeInvoices.orderId, order.id));
  return row ? present(row) : null;
};

/** GET /finance/invoice/page: invoices of the orders in reach, those still to issue first. */
export const listDeskInvoices = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof deskInvoiceQuery>,
) => {
  const where = and(financeScope(auth), query.state ? eq(financeInvoices.state, query.state) : undefined);
  const [total] = await db
    .select({ n: count() })
    .from(financeInvoices)
    .innerJoin(financeOrders, eq(financeOrders.id, financeInvoices.orderId))
    .where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(eq(financeInvoices.state, 'requested')), desc(financeInvoices.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return { total: total!.n, rows: rows.map(present) };
};

const readAll = async (stream: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** An OFD file is a zip whose root holds OFD.xml (GB/T 33190-2016); any other zip is refused. */
const isOfd = async (content: Buffer) => {
  try {
    return (await JSZip.loadAsync(content)).file('OFD.xml') !== null;
  } catch {
    return false;
  }
};

/**
 * POST /finance/invoice/issue: finance staff of the competition's organiser record the invoice number
 * and attach the file they uploaded (purpose `invoice`: a PDF by its magic bytes, or an OFD — a zip
 * holding OFD.xml). Once: an issued invoice is not issued again.
 */
export const issueInvoice = async (db: Db, storage: Storage, auth: AuthContext, body: InvoiceIssueBody) => {
  const [found] = await db
    .select({
      id: financeInvoices.id,
      state: financeInvoices.state,
      organiserGroupId: financeOrders.organiserGroupId,
      orderNo: financeOrders.orderNo,
    })
    .from(financeInvoices)
    .innerJoin(financeOrders, eq(financeOrders.id, financeInvoices.orderId))
    .where(eq(financeInvoices.publicId, body.invoiceId));
  if (!found) throw notFound(financeMessages.invoiceNotFound);
  if (!(await inRefundReach(db as unknown as Tx, auth, found.organiserGroupId)))
    throw conflict(financeMessages.financeNotInReach);
  if (found.state !== 'requested') throw conflict(financeMessages.invoiceIssued);
  const [file] = await db.select().from(files).where(eq(files.publicId, body.fileId));
  if (!file || file.ownerId !== auth.userId || file.purpose !== INVOICE_PURPOSE)
    throw badRequest(financeMessages.invoiceFileInvalid);
  if (
    file.mime !== 'application/pdf' &&
    !(await isOfd(await readAll((await storage.get(file.storageKey)).stream)))
  )
    throw badRequest(financeMessages.invoiceFileInvalid);
  const done = await db
    .update(financeInvoices)
    .set({
      state: 'issued',
      invoiceNo: body.invoiceNo,
      fileId: file.id,
      issuedBy: auth.userId,
      issuedAt: new Date(),
    })
    .where(and(eq(financeInvoices.id, found.id), eq(financeInvoices.state, 'requested')))
    .returning({ id: financeInvoices.id });
  if (!done.length) throw conflict(financeMessages.invoiceIssued);
  const [row] = await joined(db).where(eq(financeInvoices.id, found.id));
  return present(row!);
};

/** May this caller read an invoice file: the payer of its order (finance staff read it as its uploader). */
export const invoiceFileReadable = async (db: Db, auth: AuthContext, fileId: number) => {
  const [row] = await db
    .select({ payerId: financeOrders.payerId })
    .from(financeInvoices)
    .innerJoin(financeOrders, eq(financeOrders.id, financeInvoices.orderId))
    .where(and(eq(financeInvoices.fileId, fileId), inArray(financeInvoices.state, ['issued'])));
  return row?.payerId === auth.userId;
};
