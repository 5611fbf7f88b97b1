import type { RouteLimits } from '../../platform/attempt-limits.ts';

const MINUTE = 60_000;

/**
 * Limits of the calls anyone may make about accounts (enforced by platform/attempt-limits.ts).
 * Sign-in: 5 failures per account in 15 minutes, 20 per IP a minute — a window, not a lock: it lifts by
 * itself and code sign-in has its own counter per account, so nobody is kept out for good.
 */
export const AUTH_LIMITS = {
  login: {
    name: 'login',
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: { field: 'username', max: 5, windowMs: 15 * MINUTE },
  },
  loginCode: {
    name: 'login-code',
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: { field: 'account', max: 5, windowMs: 15 * MINUTE },
  },
  sendCode: {
    name: 'code-send',
    perIp: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { field: 'account', max: 10, windowMs: 60 * MINUTE },
  },
  register: {
    name: 'register',
    perIp: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { field: 'account', max: 5, windowMs: 15 * MINUTE },
  },
  retrieve: {
    name: 'retrieve',
    perIp: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { field: 'account', max: 5, windowMs: 15 * MINUTE },
  },
  /** Hand-over codes are unguessable (256 bits); the limit only keeps a prober from hammering the table. */
  handover: {
    name: 'handover',
    perIp: { max: 30, windowMs: MINUTE },
  },
} as const satisfies Record<string, RouteLimits>;
