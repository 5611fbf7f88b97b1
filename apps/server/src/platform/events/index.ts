/**
 * Live events. Public API:
 *
 * - `deps.events.publish(channel, {type, data})` / `deps.events.subscribe(channel, listener)`:
 *   in-memory by default, Redis pub/sub with `REDIS_URL` so every process sees every event.
 * - `serveEventStream(request, reply, deps.events, channel)`: a channel as server-sent events
 *   (heartbeats, cleanup on disconnect). Check access before calling it.
 */
import { createMemoryEventBus, createRedisEventBus, type EventBus } from './event-bus.ts';

export const createEventBus = (redisUrl: string | undefined, redisPrefix = 'podium'): EventBus =>
  redisUrl ? createRedisEventBus(redisUrl, `${redisPrefix}:events:`) : createMemoryEventBus();

export {
  createMemoryEventBus,
  createRedisEventBus,
  type EventBus,
  type LiveEvent,
  type Listener,
} from './event-bus.ts';
export { endEventStreams, serveEventStream } from './sse.ts';
