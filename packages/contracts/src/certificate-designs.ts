/**
 * The certificate designer's storage (issue 11): designs and a tenant template library per group.
 * The design document itself is `@podium/certificate`'s schema; the server validates every write with it.
 */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';

export const CertificateDesignApi = {
  /** GET: designs or templates of the acting group's reach. */
  page: '/certificate/design/page',
  /** GET `/certificate/design/detail/:designId`: one design with its document (the cert module binds it). */
  detail: '/certificate/design/detail',
  /** POST: create (no designId) or update. */
  save: '/certificate/design/save',
  /** POST: delete by id. */
  remove: '/certificate/design/remove',
} as const;

/** `design` is a certificate being made; `template` is an entry of the group's template library. */
export const CERTIFICATE_DESIGN_KINDS = ['design', 'template'] as const;
export const certificateDesignKind = z.enum(CERTIFICATE_DESIGN_KINDS);
export type CertificateDesignKind = z.infer<typeof certificateDesignKind>;

const designId = z.string().regex(/^[A-Za-z0-9_-]{21}$/);

export const certificateDesignPageQuery = pageQuery.extend({
  kind: certificateDesignKind.default('design'),
  title: z.string().trim().max(100).optional(),
});
export type CertificateDesignPageQuery = z.input<typeof certificateDesignPageQuery>;

export const certificateDesignParams = z.strictObject({ designId });

export const certificateDesignSaveBody = z.strictObject({
  designId: designId.optional(),
  kind: certificateDesignKind.default('design'),
  /** Which ready template or library entry it started from (display only). */
  origin: z.string().trim().max(100).default(''),
  /** The document (checked with @podium/certificate's restoreDesign; the title is taken from it). */
  design: z.record(z.string(), z.unknown()),
});
export type CertificateDesignSaveBody = z.input<typeof certificateDesignSaveBody>;

export const certificateDesignRemoveBody = z.strictObject({ designId });

export const certificateDesignRow = z.object({
  designId: z.string(),
  kind: certificateDesignKind,
  title: z.string(),
  origin: z.string(),
  groupName: z.string(),
  updatedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CertificateDesignRow = z.infer<typeof certificateDesignRow>;

export const certificateDesignDetail = certificateDesignRow.extend({
  design: z.record(z.string(), z.unknown()),
});
export type CertificateDesignDetail = z.infer<typeof certificateDesignDetail>;
