/**
 * A person's school after the first choice changes only by a request the new school approves (issue 18):
 * the person's calls under /web/center, the school's (and the desk's above it) under /system.
 */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';

export const SchoolChangeApi = {
  /** The caller's latest request (null when none). */
  mine: '/web/center/school/change',
  apply: '/web/center/school/change/apply',
  cancel: '/web/center/school/change/cancel',
  /** The school's side: requests to join a school in reach. */
  page: '/system/school/change/page',
  approve: '/system/school/change/approve',
  reject: '/system/school/change/reject',
} as const;

export const SCHOOL_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type SchoolChangeStatus = (typeof SCHOOL_CHANGE_STATUSES)[number];

export const schoolChangeApplyBody = z.strictObject({
  schoolId: z.string().min(1).max(64),
  note: z.string().trim().max(200).default(''),
});
export type SchoolChangeApplyBody = z.input<typeof schoolChangeApplyBody>;

export const schoolChangeIdBody = z.strictObject({ requestId: z.string().min(1).max(64) });
export const schoolChangeRejectBody = schoolChangeIdBody.extend({
  reason: z.string().trim().min(1).max(200),
});

/** The person's own view of a request. */
export const mySchoolChange = z.object({
  requestId: z.string(),
  fromSchoolName: z.string(),
  toSchoolId: z.string(),
  toSchoolName: z.string(),
  note: z.string(),
  status: z.enum(SCHOOL_CHANGE_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type MySchoolChange = z.infer<typeof mySchoolChange>;

export const schoolChangeQuery = pageQuery.extend({ status: z.enum(SCHOOL_CHANGE_STATUSES).optional() });
export type SchoolChangeQuery = z.input<typeof schoolChangeQuery>;

/** The school's view: who asks, from where, to where (the school reads its own applicants in full). */
export const schoolChangeRow = mySchoolChange.extend({
  username: z.string(),
  realName: z.string(),
  reviewer: z.string(),
});
export type SchoolChangeRow = z.infer<typeof schoolChangeRow>;
