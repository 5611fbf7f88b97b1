import { z } from 'zod';

/**
 * Spec §4's hand-over of a session from another site, made safe: the other site (holding the person's
 * session) asks for a short-lived, single-use code and sends the browser to any page with `?handover=`;
 * the page exchanges the code for a session of its own. A bearer token never travels in an address.
 */
export const HandoverApi = {
  /** Signed in: a code for the caller's own account. */
  code: '/auth/handover/code',
  /** Public: whose account a code would sign in, without using it (the page asks before replacing a session). */
  peek: '/auth/handover/peek',
  /** Public: uses the code once and opens a session. */
  exchange: '/auth/handover/exchange',
} as const;

/** The query parameter a hand-over link carries. */
export const HANDOVER_PARAM = 'handover';

export const handoverCodeBody = z.strictObject({ code: z.string().trim().min(16).max(128) });
export type HandoverCodeBody = z.infer<typeof handoverCodeBody>;

export const handoverCodeResult = z.object({ code: z.string(), expiresInSeconds: z.number().int() });
export type HandoverCodeResult = z.infer<typeof handoverCodeResult>;

/** The account a code belongs to: its user name and masked real name (public answer). */
export const handoverAccount = z.object({ username: z.string(), maskedName: z.string() });
export type HandoverAccount = z.infer<typeof handoverAccount>;

export const handoverSession = handoverAccount.extend({ token: z.string() });
export type HandoverSession = z.infer<typeof handoverSession>;
