import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@podium/contracts';
import { AppError, tooManyRequests } from './errors.ts';
import type { Message } from './messages.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * The one limiter for calls that anyone may make about accounts (sign-in, codes, sign-up, reset).
 * A route declares `config.limits`; the hook counts the attempt per IP and per account BEFORE the
 * handler looks at anything (atomic hit, then compare), and answers 429 + Retry-After above the limit.
 * Because the count comes first, concurrent requests cannot slip past it.
 */
export type LimitRule = { max: number; windowMs: number };

/**
 * Attempts on one account from one address: `free` of them go at once; the last of those and every later
 * attempt that is heard opens a pause (`firstDelayMs`, doubled each time, at most `maxDelayMs`) before the
 * next one is heard; an attempt during a pause is refused (429 + Retry-After). The count lives `windowMs` from its first attempt (a successful sign-in clears it). Because it is
 * keyed by account AND address, a stranger's failures slow only the stranger: the owner, elsewhere, is
 * not held up by them.
 */
export type BackoffRule = { free: number; firstDelayMs: number; maxDelayMs: number; windowMs: number };

export type RouteLimits = {
  /** Counter family; routes sharing a name share counters. */
  name: string;
  perIp: LimitRule;
  /**
   * Keyed by this body field (lower-cased): username, phone or email. A ceiling over all addresses; for
   * sign-in it is loose (distributed guessing), with its own `message` saying which way still leads in.
   */
  perAccount?: LimitRule & { field: string; message?: Message };
  /** Keyed by the body field `field` and the caller's address together, with growing pauses. */
  perAccountAndIp?: BackoffRule & { field: string };
};

/** The pause after the `count`-th attempt of one account from one address (count ≥ rule.free). */
export const backoffDelayMs = (rule: BackoffRule, count: number) =>
  Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.max(0, count - rule.free));

/** Counter keys of one route family (exported for tests, which stand in for the clock by clearing a pause). */
export const limitKeysOf = (name: string, ip: string, account?: string) => ({
  ip: `${name}:ip:${ip}`,
  account: account === undefined ? undefined : `${name}:acct:${account}`,
  pair: account === undefined ? undefined : `${name}:pair:${account}|${ip}`,
  pause: account === undefined ? undefined : `${name}:pause:${account}|${ip}`,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: RouteLimits;
  }
  interface FastifyRequest {
    /** The counters this request was charged to (set by the limits hook). */
    limitKeys: { ip: string; account?: string; pair?: string; pause?: string } | null;
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
    const field = limits.perAccount?.field ?? limits.perAccountAndIp?.field;
    const account = field ? accountOf(request.body, field) : undefined;
    const keys = limitKeysOf(limits.name, request.ip, account);
    request.limitKeys = {
      ip: keys.ip,
      account: limits.perAccount ? keys.account : undefined,
      pair: limits.perAccountAndIp ? keys.pair : undefined,
      pause: limits.perAccountAndIp ? keys.pause : undefined,
    };
    const { perIp, perAccount, perAccountAndIp } = limits;
    const [byIp, byAccount] = await Promise.all([
      limiter.hit(keys.ip, perIp.windowMs),
      keys.account && perAccount ? limiter.hit(keys.account, perAccount.windowMs) : undefined,
    ]);
    if (byIp.count > perIp.max) throw tooManyRequests(secondsLeft(byIp.resetInMs));
    if (byAccount && perAccount && byAccount.count > perAccount.max) {
      const seconds = secondsLeft(byAccount.resetInMs);
      if (!perAccount.message) throw tooManyRequests(seconds);
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, perAccount.message, { seconds }, null, seconds);
    }
    if (keys.pair && keys.pause && perAccountAndIp) {
      const byPair = await limiter.hit(keys.pair, perAccountAndIp.windowMs);
      if (byPair.count < perAccountAndIp.free) return;
      // Past the free attempts, an attempt is heard only if it is the first of a new pause (an atomic
      // hit that creates the pause's window): of concurrent ones exactly one goes through.
      const pause = await limiter.hit(keys.pause, backoffDelayMs(perAccountAndIp, byPair.count));
      if (pause.count > 1) {
        // A refused attempt does not lengthen the next pause (only heard ones do).
        await limiter.undo(keys.pair);
        throw tooManyRequests(secondsLeft(pause.resetInMs));
      }
    }
  };

/**
 * A successful sign-in is not a failed attempt: it gives back its address and account charges and clears
 * its account-and-address count, so a classroom behind one address is not limited by its own good
 * sign-ins, and the owner's next mistake starts afresh. (The account's ceiling is only given its one charge
 * back: others' failures still count against it.)
 */
export const forgiveAttempt = async (limiter: RateLimiter, request: FastifyRequest) => {
  const keys = request.limitKeys;
  if (!keys) return;
  await Promise.all([
    limiter.undo(keys.ip),
    keys.account ? limiter.undo(keys.account) : undefined,
    keys.pair ? limiter.reset(keys.pair) : undefined,
    keys.pause ? limiter.reset(keys.pause) : undefined,
  ]);
};
