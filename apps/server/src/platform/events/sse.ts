import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, LiveEvent } from './event-bus.ts';

/** A comment line every 15 s keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

const frame = (event: LiveEvent) =>
  `event: ${event.type.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;

/**
 * Serves one channel as server-sent events: takes over the response (call it last in a handler whose
 * access was already checked), sends every event published on the channel, heartbeats, and
 * unsubscribes when the client goes away. Last-Event-ID is not replayed: clients reload state first.
 */
export const serveEventStream = async (
  request: FastifyRequest,
  reply: FastifyReply,
  bus: EventBus,
  channel: string,
  options: { heartbeatMs?: number } = {},
) => {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers responses unless told not to.
    'x-accel-buffering': 'no',
  });
  response.write(': connected\n\n');
  const unsubscribe = await bus.subscribe(channel, (event) => response.write(frame(event)));
  const heartbeat = setInterval(() => response.write(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  let closed = false;
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    void unsubscribe();
  };
  request.raw.on('close', cleanup);
  response.on('close', cleanup);
  response.on('error', cleanup);
};
