import type { RouteLimits } from '../../platform/attempt-limits.ts';
import { defineMessages } from '../../platform/messages.ts';

export const authLimitMessages = defineMessages({
  passwordPaused: {
    zh: '该账号近期密码错误次数过多，密码登录已暂停（约 {seconds} 秒后恢复），请使用手机或邮箱验证码登录',
    en: 'Too many wrong passwords for this account lately: password sign-in is paused (about {seconds} seconds); sign in with a code sent to your phone or email',
  },
});

const MINUTE = 60_000;

/**
 * Sign-in attempts on one account from one address: five at once, then pauses of 30 s, 1 min, 2 min …
 * up to 15 min between attempts; the count lives an hour (a successful sign-in clears it).
 */
const SIGN_IN_BACKOFF = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, windowMs: 60 * MINUTE };

/**
 * Limits of the calls anyone may make about accounts (enforced by platform/attempt-limits.ts).
 * Sign-in is limited by account and address together, with growing pauses, so a stranger's wrong passwords
 * slow the stranger and never keep the owner out of their own account from their own address; 20 attempts
 * per address a minute bound guessing across accounts. Password sign-in also has a loose ceiling per
 * account over all addresses (100 an hour, against guessing spread over many addresses); above it the
 * password alone is not heard and the answer points to code sign-in, the account's second factor (a code
 * sent to its phone or email), which has no per-account ceiling: each code takes 5 guesses and codes are
 * sent at most 10 an hour, so guessing one is hopeless anyway.
 */
export const AUTH_LIMITS = {
  login: {
    name: 'login',
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: {
      field: 'username',
      max: 100,
      windowMs: 60 * MINUTE,
      message: authLimitMessages.passwordPaused,
    },
    perAccountAndIp: { field: 'username', ...SIGN_IN_BACKOFF },
  },
  loginCode: {
    name: 'login-code',
    perIp: { max: 20, windowMs: MINUTE },
    perAccountAndIp: { field: 'account', ...SIGN_IN_BACKOFF },
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
