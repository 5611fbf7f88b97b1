import { z } from 'zod';

// The call paths and the address parameter are in handover-api.ts: the page's first script reads them
// without zod.

export const handoverCodeBody = z.strictObject({ code: z.string().trim().min(16).max(128) });
export type HandoverCodeBody = z.infer<typeof handoverCodeBody>;

export const handoverCodeResult = z.object({ code: z.string(), expiresInSeconds: z.number().int() });
export type HandoverCodeResult = z.infer<typeof handoverCodeResult>;

/** The account a code belongs to: its user name and masked real name (public answer). */
export const handoverAccount = z.object({ username: z.string(), maskedName: z.string() });
export type HandoverAccount = z.infer<typeof handoverAccount>;

export const handoverSession = handoverAccount.extend({ token: z.string() });
export type HandoverSession = z.infer<typeof handoverSession>;
