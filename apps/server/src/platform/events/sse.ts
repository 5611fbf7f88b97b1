import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, LiveEvent } from './event-bus.ts';

/** A comment line every 15 s keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

const frame = (event: LiveEvent) =>
  `event: ${event.type.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;

/** How long a client waits before reconnecting after the server ended its stream (the `retry:` hint). */
const RECONNECT_HINT_MS = 2_000;

/** Open streams per event bus (one bus per app), so an app shutting down ends only its own streams. */
const openStreams = new WeakMap<EventBus, Set<() => void>>();

/**
 * Ends every open stream of this bus with a reconnect hint: a stopping process must not wait for streams
 * that never end, and the clients reconnect (through the load balancer, to a process still running).
 */
export const endEventStreams = (bus: EventBus) => {
  for (const end of [...(openStreams.get(bus) ?? [])]) end();
};

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
  const streams = openStreams.get(bus) ?? new Set<() => void>();
  openStreams.set(bus, streams);
  const cleanup = () => {
    if (closed) return;
    closed = true;
    streams.delete(end);
    clearInterval(heartbeat);
    void unsubscribe();
  };
  const end = () => {
    cleanup();
    response.end(`retry: ${RECONNECT_HINT_MS}\n\n`);
  };
  streams.add(end);
  request.raw.on('close', cleanup);
  response.on('close', cleanup);
  response.on('error', cleanup);
};
