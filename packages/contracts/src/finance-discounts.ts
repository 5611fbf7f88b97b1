/**
 * Finance (issue 19): discount codes an organiser hands out per competition, applied by the payer before
 * paying (the server recomputes the amount), and waivers that set a sign-up's fee to 0. Amounts in fen.
 */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const FinanceDiscountApi = {
  /** Desk: the codes of a competition in reach, create one, switch one off. */
  deskCodes: '/finance/discount/page',
  codeCreate: '/finance/discount/create',
  codeDisable: '/finance/discount/disable',
  /** The payer: apply a code to their awaiting order (→ the order that replaces it). */
  applyCode: '/web/finance/order/discount',
  /** Desk: waive a sign-up's fee, with a reason (the caller is the approver). */
  waive: '/finance/waiver/create',
} as const;

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const idString = z.string().min(1).max(64);
/** Letters, digits and dashes, read case-insensitively (stored upper-case). */
const codeText = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/)
  .transform((code) => code.toUpperCase());

export const discountCodeQuery = pageQuery.extend({ competitionId: idString.optional() });
export type DiscountCodeQuery = z.input<typeof discountCodeQuery>;

export const discountCodeCreateBody = z
  .strictObject({
    competitionId: idString,
    code: codeText,
    kind: z.enum(DISCOUNT_KINDS),
    /** Fen off (amount) or percent off, 1–100 (percent). */
    value: z.number().int().min(1).max(100_000_000),
    maxUses: z.number().int().min(1).max(100_000),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((body) => body.kind !== 'percent' || body.value <= 100, { path: ['value'] });
export type DiscountCodeCreateBody = z.input<typeof discountCodeCreateBody>;

export const discountCodeIdBody = z.strictObject({ codeId: idString });

export const discountCodeRow = z.object({
  codeId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  expiresAt: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRow>;
export const discountCodePage = pageResult(discountCodeRow);

export const applyDiscountBody = z.strictObject({
  orderNo: z.string().trim().min(1).max(40),
  code: z.string().trim().min(1).max(32),
});
export type ApplyDiscountBody = z.input<typeof applyDiscountBody>;

export const waiverBody = z.strictObject({
  teamId: idString,
  reason: z.string().trim().min(1).max(200),
});
export type WaiverBody = z.input<typeof waiverBody>;
export const waiverResult = z.object({
  waiverId: z.string(),
  teamId: z.string(),
  previousFeeFen: z.number().int(),
  /** The sign-up's state after the waiver (pending approval, or approved). */
  status: z.string(),
});
export type WaiverResult = z.infer<typeof waiverResult>;
