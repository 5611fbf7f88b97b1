/** Sign-up (issue 8, first slice): a student signs up alone or as a team's captain; counts for the desk. */
import { z } from 'zod';

export const EnrollApi = {
  /** A signed-in student signs up for an item of a competition whose sign-up is open. */
  signUp: '/web/enroll/signUp',
  /** Spec §7: how many teams a competition has, in total, by status and by item. */
  teamNum: '/enroll/team/num',
} as const;

export const ENROLL_STATUSES = ['awaitingPayment', 'pending', 'approved', 'rejected'] as const;
export type EnrollStatus = (typeof ENROLL_STATUSES)[number];

const idString = z.string().min(1).max(64);

export const signUpBody = z.strictObject({
  competitionId: idString,
  itemId: idString,
  /** Participant group (本科组 …); required when the competition has groups. */
  participantGroupId: idString.optional(),
  /** Team name; an individual entry takes the student's name when left out. */
  teamName: z.string().trim().min(1).max(40).optional(),
  invitationCode: z.string().trim().max(32).optional(),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const signUpResult = z.object({
  teamId: z.string(),
  stageId: z.string(),
  status: z.enum(ENROLL_STATUSES),
  feeFen: z.number(),
  /** The order to pay when the sign-up has a fee (the cashier opens it). */
  orderNo: z.string().optional(),
});
export type SignUpResult = z.infer<typeof signUpResult>;

export const teamNumQuery = z.object({ competitionId: idString });
export const teamNum = z.object({
  total: z.number(),
  byStatus: z.object({
    awaitingPayment: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
  }),
  byItem: z.array(z.object({ itemId: z.string(), name: z.string(), count: z.number() })),
});
export type TeamNum = z.infer<typeof teamNum>;
