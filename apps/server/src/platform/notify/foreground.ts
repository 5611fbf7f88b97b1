/**
 * How busy this process is answering people, for the notification dispatcher that shares its CPU.
 *
 * Why: in the one-process setup (PODIUM_ROLE=all, the quick start and a small school's server) the
 * dispatcher runs beside the web server. When a contest's sign-up opens and thousands of students press
 * at once, every millisecond the dispatcher spends writing receipts is a millisecond a student waits for
 * their place. So while requests pour in, the dispatcher waits — the outbox keeps every event, nothing is
 * lost — and the receipts follow within seconds of the rush easing (or after `maxWaitMs` at the latest, so
 * steady traffic never starves them). A web-only process runs no dispatcher and a worker answers nobody:
 * neither takes a gauge.
 */
export type ForegroundLoad = {
  /** Called once per answered request. */
  answered: () => void;
  /** Requests answered per second since the previous reading (each reading starts a new window). */
  perSecond: () => number;
};

export const createForegroundLoad = (now: () => number = Date.now): ForegroundLoad => {
  let count = 0;
  let since = now();
  return {
    answered: () => {
      count += 1;
    },
    perSecond: () => {
      const at = now();
      const rate = (count * 1000) / Math.max(1, at - since);
      count = 0;
      since = at;
      return rate;
    },
  };
};

/** Above this many answered requests per second the dispatcher waits: a school's busiest ordinary hour, or a
 * browser loading a page (its scripts, styles and calls), stays far below; a sign-up rush is in the thousands. */
export const YIELD_ABOVE_PER_SECOND = 200;
/** The longest the dispatcher waits for a rush to ease before it dispatches anyway. */
export const MAX_YIELD_MS = 15_000;

export type YieldLimits = { abovePerSecond?: number; maxWaitMs?: number };

/**
 * When the dispatcher skips its turn: while the process is busy answering people, and for one more turn
 * after a busy one — a rush's last callers are still being answered when the rate first drops, and a
 * backlog dispatched then makes them wait (the surge bench's p99). Never longer than `maxWaitMs` since the
 * dispatcher last ran. Without a gauge (a worker, or a web process without a dispatcher) it never waits.
 */
export const createYieldPolicy = (load: ForegroundLoad | undefined, limits: YieldLimits = {}) => {
  let lastRanAt = Date.now();
  let wasBusy = false;
  return {
    shouldWait: (at: number): boolean => {
      if (!load || at - lastRanAt >= (limits.maxWaitMs ?? MAX_YIELD_MS)) return false;
      const busy = load.perSecond() >= (limits.abovePerSecond ?? YIELD_ABOVE_PER_SECOND);
      const wait = busy || wasBusy;
      wasBusy = busy;
      return wait;
    },
    ran: (at: number) => {
      lastRanAt = at;
      wasBusy = false;
    },
  };
};
