import type { Db } from '../db.ts';
import type { EventBus } from '../events/index.ts';
import type { PersonalDataCipher } from '../personal-data.ts';
import { deliverDue } from './deliver.ts';
import { scanDeadlines } from './deadline-scan.ts';
import { sendDailyDigest } from './digest.ts';
import { dispatchPending } from './dispatch.ts';
import { createYieldPolicy, type ForegroundLoad, type YieldLimits } from './foreground.ts';
import type { NotifyMailer } from './mail.ts';
import type { SmsSender } from './sms.ts';

/** The live channel of one person's inbox: the bell listens to it (GET /sys/notify/stream). */
export const inboxChannel = (userId: number) => `inbox:${userId}`;

export type NotifyRunnerOptions = {
  db: Db;
  events: EventBus;
  mailer: NotifyMailer | null;
  /** The SMS provider, when one is configured (TENCENT_SMS_*). */
  sms?: SmsSender | null;
  cipher: PersonalDataCipher;
  origin: string;
  /** Idle poll interval (default 1 s: a committed event reaches the bell within about a second). */
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  /** How often the deadline reminders are looked for (default 5 min). */
  scanEveryMs?: number;
  onError?: (error: unknown) => void;
  /**
   * The web server's load when it shares this process (PODIUM_ROLE=all): the loop waits while people's
   * requests pour in (foreground.ts). `yieldLimits` overrides the threshold and the longest wait (tests).
   */
  foreground?: ForegroundLoad;
  yieldLimits?: YieldLimits;
};

export type NotifyRunner = {
  start: () => void;
  /** Dispatches every pending event and sends every due delivery now (tests, and the loop's step). */
  drain: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Polls the outbox and the due deliveries in every process that runs jobs: claims use SKIP LOCKED, so
 * several processes share the work and each event is dispatched once. After each event commits, the
 * bells of the people it reached are told to re-count.
 */
export const createNotifyRunner = (options: NotifyRunnerOptions): NotifyRunner => {
  const { db } = options;
  const pollMs = options.pollMs ?? 1_000;
  let running = false;
  let loop: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;

  const drainOnce = async () => {
    for (;;) {
      const told = await dispatchPending(db, {
        email: options.mailer !== null,
        sms: options.sms ? { cipher: options.cipher } : null,
        retryBaseMs: options.retryBaseMs,
      });
      if (told === null) break;
      await Promise.all(
        told.map((userId) => options.events.publish(inboxChannel(userId), { type: 'inbox' })),
      );
    }
    if (options.mailer || options.sms)
      while (
        (await deliverDue(db, {
          mailer: options.mailer,
          sms: options.sms,
          cipher: options.cipher,
          origin: options.origin,
          retryBaseMs: options.retryBaseMs,
          maxAttempts: options.maxAttempts,
        })) > 0
      );
  };

  // One drain at a time in this process: a drain asked for while the loop's is running (a test's, say)
  // waits for it and then looks again, so it returns only once everything due then is done.
  let inFlight: Promise<void> = Promise.resolve();
  const drain = () => {
    const next = inFlight.catch(() => undefined).then(drainOnce);
    inFlight = next;
    return next;
  };

  // Deadlines (and the daily digest's hour) are looked for every few minutes, not at every poll: a
  // reminder or a digest a few minutes late is fine.
  let lastScan = 0;
  const yieldPolicy = createYieldPolicy(options.foreground, options.yieldLimits);
  const runLoop = async () => {
    while (running) {
      try {
        if (Date.now() - lastScan > (options.scanEveryMs ?? 5 * 60_000)) {
          lastScan = Date.now();
          await scanDeadlines(db);
          await sendDailyDigest(db);
        }
        if (!yieldPolicy.shouldWait(Date.now())) {
          await drain();
          yieldPolicy.ran(Date.now());
        }
      } catch (error) {
        options.onError?.(error);
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollMs);
      });
    }
  };

  return {
    start: () => {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    drain,
    close: async () => {
      running = false;
      clearTimeout(timer);
      wake?.();
      await loop;
      options.mailer?.close();
    },
  };
};
