import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * The one limiter for calls that anyone may make about accounts (sign-in, codes, sign-up, reset).
 * A route declares `config.limits`; the hook counts the attempt per IP and per account BEFORE the
 * handler looks at anything (atomic hit, then compare), and answers 429 + Retry-After above the limit.
 * Because the count comes first, concurrent requests cannot slip past it.
 */
export type LimitRule = { max: number; windowMs: number };

export type RouteLimits = {
  /** Counter family; routes sharing a name share counters (password and code sign-in). */
  name: string;
  perIp: LimitRule;
  /** Keyed by this body field (lower-cased): username, phone or email. */
  perAccount?: LimitRule & { field: string };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: RouteLimits;
  }
  interface FastifyRequest {
    /** The counters this request was charged to (set by the limits hook). */
    limitKeys: { ip: string; account?: string } | null;
  }
}

const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const accountOf = (body: unknown, field: string) => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
};

/** preHandler (after validation, so the body is the parsed one): charges the attempt or refuses it. */
export const createAttemptLimitHook =
  (limiter: RateLimiter) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const limits = request.routeOptions.config.limits;
    if (!limits) return;
    const ip = `${limits.name}:ip:${request.ip}`;
    const account = limits.perAccount ? accountOf(request.body, limits.perAccount.field) : undefined;
    const accountKey = account === undefined ? undefined : `${limits.name}:acct:${account}`;
    request.limitKeys = { ip, account: accountKey };
    const [byIp, byAccount] = await Promise.all([
      limiter.hit(ip, limits.perIp.windowMs),
      accountKey && limits.perAccount ? limiter.hit(accountKey, limits.perAccount.windowMs) : undefined,
    ]);
    if (byIp.count > limits.perIp.max) throw tooManyRequests(secondsLeft(byIp.resetInMs));
    if (byAccount && limits.perAccount && byAccount.count > limits.perAccount.max)
      throw tooManyRequests(secondsLeft(byAccount.resetInMs));
  };

/**
 * A successful sign-in is not a failed attempt: it gives back its IP charge and clears the account's
 * window, so a classroom behind one address is not limited by its own good sign-ins.
 */
export const forgiveAttempt = async (limiter: RateLimiter, request: FastifyRequest) => {
  const keys = request.limitKeys;
  if (!keys) return;
  await Promise.all([limiter.undo(keys.ip), keys.account ? limiter.reset(keys.account) : undefined]);
};
