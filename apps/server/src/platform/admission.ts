import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@podium/contracts';
import { langOf, translate } from './messages.ts';

/**
 * A bound on how many calls of one route may be inside the server at once (waiting for the database or
 * being served), declared in the route's `config.admission`. Beyond it the call is answered at once with
 * 429 and `Retry-After`, before the guard or anything else reads the database: it did nothing, so the
 * client may simply try again.
 *
 * Why: the embedded PGlite runs every query on the server's one event loop, one after another. Under a
 * surge (500 clients signing up) an unbounded queue of waiting calls grew to tens of seconds, clients gave
 * up while their sign-up was still queued, and it committed after they had gone: a place taken that the
 * student was never told about. With the queue bounded every admitted call is answered within a few
 * seconds, and the others learn at once to come back.
 */
export type Admission = {
  /** A name shared by the routes that count together (e.g. every sign-up). */
  gate: string;
  /** At most this many admitted calls at once. */
  maxInFlight: number;
  /** Seconds the refused client is asked to wait. */
  retryAfterSeconds: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    admission?: Admission;
  }
  interface FastifyRequest {
    /** The gate this call was admitted through (released once its answer is on its way). */
    admittedTo: string | null;
    /** Turned away by its gate: nothing ran, so nothing is logged as an operation. */
    notAdmitted: boolean;
  }
}

/**
 * `admit`: onRequest, before the guard. `release`: onSend after the audit writer (the handler and its log
 * row are done; Fastify runs onSend even when the client has gone) and onResponse (idempotent), so a call
 * counts for as long as it can still use the database, not just until its client hangs up.
 */
export const createAdmission = () => {
  const inFlight = new Map<string, number>();
  const release = async (request: FastifyRequest) => {
    const gate = request.admittedTo;
    if (gate === null) return;
    request.admittedTo = null;
    inFlight.set(gate, (inFlight.get(gate) ?? 1) - 1);
  };
  const releaseOnSend = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    await release(request);
    return payload;
  };
  return {
    admit: async (request: FastifyRequest, reply: FastifyReply) => {
      const spec = request.routeOptions.config.admission;
      if (!spec) return;
      const now = inFlight.get(spec.gate) ?? 0;
      if (now >= spec.maxInFlight) {
        // Answered here, not thrown: the route's audit and other hooks have nothing to record for a call
        // that was never let in (reply.send in onRequest skips the handler and the later request hooks).
        request.notAdmitted = true;
        const lang = langOf(request.headers['accept-language']);
        return reply
          .status(429)
          .header('Retry-After', String(spec.retryAfterSeconds))
          .send({
            code: ErrorCode.TOO_MANY_REQUESTS,
            msg: translate('common.busy', lang, { seconds: spec.retryAfterSeconds }),
            data: null,
          });
      }
      inFlight.set(spec.gate, now + 1);
      request.admittedTo = spec.gate;
    },
    release,
    releaseOnSend,
    /** Calls admitted through `gate` right now (tests). */
    inFlight: (gate: string) => inFlight.get(gate) ?? 0,
  };
};
