import { randomBytes } from 'node:crypto';
import type { RateLimiter } from './rate-limit.ts';
import type { Storage } from './storage/index.ts';

export type ReadyChecks = {
  database: 'up' | 'down';
  /** `none` when the process runs without Redis. */
  redis: 'up' | 'down' | 'none';
  storage: 'up' | 'down';
  draining: boolean;
};

export type Readiness = {
  /** Every dependency this process needs answers, and it is not shutting down. */
  check: () => Promise<{ ready: boolean; checks: ReadyChecks }>;
  /** From now on the process reports not ready, so load balancers send it nothing new. */
  startDraining: () => void;
};

const answers = (probe: () => Promise<unknown>) =>
  probe().then(
    () => 'up' as const,
    () => 'down' as const,
  );

/** A well-formed key no object has: asking whether it exists proves the store answers. */
const probeKey = () => randomBytes(16).toString('base64url').slice(0, 21);

/**
 * Readiness for load balancers (`/prod-api/ready`): the database, Redis (through the rate limiter, which
 * holds the process's Redis connection when there is one) and file storage each answer one cheap request.
 */
export const createReadiness = (deps: {
  ping: () => Promise<void>;
  limiter: RateLimiter;
  storage: Storage;
  usesRedis: boolean;
}): Readiness => {
  let draining = false;
  return {
    startDraining: () => {
      draining = true;
    },
    check: async () => {
      const [database, redis, storage] = await Promise.all([
        answers(deps.ping),
        deps.usesRedis ? answers(() => deps.limiter.peek('ready-probe')) : Promise.resolve('none' as const),
        answers(() => deps.storage.exists(probeKey())),
      ]);
      const checks = { database, redis, storage, draining };
      return { ready: !draining && database === 'up' && redis !== 'down' && storage === 'up', checks };
    },
  };
};
