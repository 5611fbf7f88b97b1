import type { RateLimiter } from '../../platform/rate-limit.ts';
import { tooManyRequests } from '../../platform/errors.ts';

/**
 * Failed sign-ins are limited per account (5 in 15 minutes) and per IP (20 a minute). The account limit is a
 * window, not a lock: it lifts by itself, and signing in by one-time code stays open, so an attacker cannot
 * keep a real user out for good.
 */
export const LOGIN_LIMITS = {
  perAccount: { max: 5, windowMs: 15 * 60_000 },
  perIp: { max: 20, windowMs: 60_000 },
} as const;

const accountKey = (account: string) => `login:acct:${account.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Throws 429 when either limit is already reached. */
export const assertLoginAllowed = async (limiter: RateLimiter, account: string, ip: string) => {
  const [byIp, byAccount] = await Promise.all([limiter.peek(ipKey(ip)), limiter.peek(accountKey(account))]);
  if (byIp.count >= LOGIN_LIMITS.perIp.max) throw tooManyRequests(secondsLeft(byIp.resetInMs));
  if (byAccount.count >= LOGIN_LIMITS.perAccount.max) throw tooManyRequests(secondsLeft(byAccount.resetInMs));
};

export const recordLoginFailure = async (limiter: RateLimiter, account: string, ip: string) => {
  await Promise.all([
    limiter.hit(ipKey(ip), LOGIN_LIMITS.perIp.windowMs),
    limiter.hit(accountKey(account), LOGIN_LIMITS.perAccount.windowMs),
  ]);
};

export const clearLoginFailures = (limiter: RateLimiter, account: string) =>
  limiter.reset(accountKey(account));
