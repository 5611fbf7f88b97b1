/** Product trials (issue 3). Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { MsgKey } from './validation-messages.ts';

export const TrialApi = {
  /** Spec §7: public, a school asks for a trial. */
  save: '/system/product/trial/save',
  page: '/system/trial/page',
  update: '/system/trial/update',
} as const;

export const TRIAL_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export const trialStatus = z.enum(TRIAL_STATUSES);
export type TrialStatus = z.infer<typeof trialStatus>;

/** Requests one IP may send per hour. */
export const TRIAL_REQUESTS_PER_HOUR = 5;

export const trialSaveBody = z.strictObject({
  schoolName: z.string().trim().min(2).max(64),
  contactName: z.string().trim().min(1).max(32),
  phone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, { message: MsgKey.phoneFormat }),
  email: z
    .string()
    .trim()
    .max(120)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { message: MsgKey.emailFormat })
    .default(''),
  message: z.string().trim().max(1000).default(''),
});
export type TrialSaveBody = z.input<typeof trialSaveBody>;

export const trialPageQuery = pageQuery.extend({
  status: trialStatus.optional(),
  keyword: z.string().trim().max(64).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
export type TrialPageQuery = z.infer<typeof trialPageQuery>;

export const trialRow = z.object({
  trialId: z.string(),
  schoolName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  status: trialStatus,
  followUp: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrialRow = z.infer<typeof trialRow>;

export const trialUpdateBody = z.strictObject({
  trialId: z.string().min(1),
  status: trialStatus,
  followUp: z.string().trim().max(2000).default(''),
});
export type TrialUpdateBody = z.input<typeof trialUpdateBody>;
