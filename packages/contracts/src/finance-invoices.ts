/**
 * Finance (issue 19): invoices (发票) the payer of a paid order asks for and finance staff issue (number
 * and PDF/OFD file), and the payment receipt PDF of a paid order.
 */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';
import { isUnifiedSocialCreditCode } from './uscc.ts';
import { MsgKey } from './validation-messages.ts';

export const FinanceInvoiceApi = {
  /** The payer: ask for an invoice for a paid order of theirs; read its state. */
  request: '/web/finance/invoice/request',
  mine: '/web/finance/invoice/detail',
  /** The payer: the payment receipt PDF of a paid order. */
  receipt: '/web/finance/order/receipt',
  /** Desk: invoices asked for in reach, and issuing one (number + file uploaded with purpose `invoice`). */
  deskInvoices: '/finance/invoice/page',
  issue: '/finance/invoice/issue',
} as const;

export const INVOICE_STATES = ['requested', 'issued'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

const orderNo = z.string().trim().min(1).max(40);

export const invoiceRequestBody = z.strictObject({
  orderNo,
  /** The buyer's name as printed (a school, a company, or a person). */
  title: z.string().trim().min(2).max(100),
  /** 统一社会信用代码, check character verified (GB 32100-2015). */
  taxNo: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isUnifiedSocialCreditCode, { message: MsgKey.usccChecksum }),
  address: z.string().trim().max(200).default(''),
  email: z.email().max(120),
});
export type InvoiceRequestBody = z.input<typeof invoiceRequestBody>;

export const invoiceRow = z.object({
  invoiceId: z.string(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  email: z.string(),
  state: z.enum(INVOICE_STATES),
  invoiceNo: z.string(),
  /** The issued file's address (`/common/file/…`), for the payer and finance staff. */
  fileUrl: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoicePage = pageResult(invoiceRow);

export const deskInvoiceQuery = pageQuery.extend({ state: z.enum(INVOICE_STATES).optional() });
export type DeskInvoiceQuery = z.input<typeof deskInvoiceQuery>;

export const invoiceIssueBody = z.strictObject({
  invoiceId: z.string().min(1).max(64),
  invoiceNo: z.string().trim().min(8).max(40),
  fileId: z.string().min(1).max(64),
});
export type InvoiceIssueBody = z.input<typeof invoiceIssueBody>;

export const orderNoOnly = z.object({ orderNo });
