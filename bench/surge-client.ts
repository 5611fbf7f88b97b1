// The sign-up surge's client: one student's POST per call over kept-alive sockets, its request built before
// the surge starts. Why not fetch: on the same 2 cores as the server, fetch (WHATWG streams, Headers objects,
// a Response per call) cost ~0.9 ms of CPU per call, a quarter of the whole budget; node:http with
// pre-built headers and body costs a fraction (measured in the same run, docs/benchmarks.md).
// autocannon builds requests the same way but cannot wait out a Retry-After per client, which the accounting
// needs (each student signs up exactly once, retried only after a 429).
import { Agent, request } from 'node:http';

export type Answer = { status: number; retryAfter: string | null; text: string };

/** A request ready to send: path, headers and body fixed, as autocannon pre-builds its requests. */
export type Prepared = { path: string; headers: Record<string, string | number>; body: Buffer };

export const prepare = (path: string, token: string, json: unknown): Prepared => {
  const body = Buffer.from(JSON.stringify(json));
  return {
    path,
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      authorization: `Bearer ${token}`,
    },
  };
};

/**
 * A client of `connections` kept-alive sockets to `baseUrl`. A call either resolves with the answer or
 * rejects with the socket's error (its `code`, e.g. ECONNRESET), which the bench counts as unanswered.
 */
export const createSurgeClient = (baseUrl: string, connections: number) => {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const send = (prepared: Prepared) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: prepared.path,
          headers: prepared.headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
              text: Buffer.concat(chunks).toString(),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(prepared.body);
    });
  return { send, close: () => agent.destroy() };
};
