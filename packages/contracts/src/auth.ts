import { z } from 'zod';
import { MsgKey } from './validation-messages.ts';

/** 8–64 characters with letters and digits: strong enough for an organiser account, easy to type. */
export const passwordSchema = z
  .string()
  .min(8)
  .max(64)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), { message: MsgKey.passwordWeak });

/** A mainland mobile number or an email address. */
export const accountSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine((v) => /^1\d{10}$/.test(v) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: MsgKey.accountFormat,
  });

export const otpSchema = z.string().regex(/^\d{6}$/, { message: MsgKey.codeFormat });

export const loginPwdBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginPwdBody = z.infer<typeof loginPwdBody>;

export const loginCodeBody = z.strictObject({ account: accountSchema, code: otpSchema });
export type LoginCodeBody = z.infer<typeof loginCodeBody>;

/** Why a code is requested: each purpose has its own codes so one cannot be replayed for another. */
export const codePurpose = z.enum(['login', 'register', 'retrieve']);
export type CodePurpose = z.infer<typeof codePurpose>;

export const sendCodeBody = z.strictObject({ account: accountSchema, purpose: codePurpose });
export type SendCodeBody = z.infer<typeof sendCodeBody>;

export const registerBody = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { message: MsgKey.usernameFormat }),
  realName: z.string().trim().min(1).max(32),
  account: accountSchema,
  code: otpSchema,
  password: passwordSchema,
  idCard: z.string().trim().optional(),
  /** Persona the visitor signs up as. */
  userType: z.enum(['student', 'teacher', 'expert']).default('student'),
  /**
   * The visitor ticked "I have read and agree to the user agreement and privacy policy" (PIPL).
   * Optional in the schema so a missing tick gets its own clear refusal (auth.consentRequired).
   */
  agreed: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const retrieveBody = z.strictObject({
  account: accountSchema,
  code: otpSchema,
  password: passwordSchema,
});
export type RetrieveBody = z.infer<typeof retrieveBody>;

export const tokenResult = z.object({ token: z.string() });

export const userInfo = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  avatar: z.string(),
  roleIds: z.array(z.string()),
  roleKeys: z.array(z.string()),
  /** Display names of the roles, in the order of roleKeys (an addition for people; keys stay the contract). */
  roleNames: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** One group the user may act for (spec §3 "group/user selection"). */
export const groupSelection = z.object({
  groupId: z.string(),
  groupName: z.string(),
  groupCode: z.string(),
  directGroups: z.array(z.string()),
  directGroupCodes: z.array(z.string()),
  roleIds: z.array(z.string()),
});
export type GroupSelection = z.infer<typeof groupSelection>;

/** A demo account as listed in demo mode: who it is, never its password (that is in the README and log). */
export const demoAccount = z.object({ username: z.string(), persona: z.string() });
export type DemoAccount = z.infer<typeof demoAccount>;

/** Whether the server runs in demo mode (the web shows a banner on every page then). */
export const demoMode = z.object({ demo: z.boolean() });
export type DemoMode = z.infer<typeof demoMode>;

/** Answer of /auth/code/send: the same for every account; the code itself goes only to the account. */
export const sendCodeResult = z.object({ resendAfter: z.number() });
export type SendCodeResult = z.infer<typeof sendCodeResult>;
