import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type LiveEvent = { type: string; data?: unknown };
export type Listener = (event: LiveEvent) => void;

/** Publish/subscribe on named channels (e.g. `review:progress:<competitionId>`). */
export type EventBus = {
  kind: 'memory' | 'redis';
  publish: (channel: string, event: LiveEvent) => Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** One process: an EventEmitter. */
export const createMemoryEventBus = (): EventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: async (channel, event) => void emitter.emit(channel, event),
    subscribe: async (channel, listener) => {
      emitter.on(channel, listener);
      return async () => void emitter.off(channel, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
};

/**
 * Several processes: Redis pub/sub. One subscriber connection per process, fanned out locally, so a
 * thousand browsers on one channel cost Redis one subscription.
 */
export const createRedisEventBus = (url: string, prefix = 'podium:events:'): EventBus => {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (fullChannel: string, message: string) => {
    try {
      local.emit(fullChannel.slice(prefix.length), JSON.parse(message) as LiveEvent);
    } catch {
      // Not ours (not JSON): ignore.
    }
  });
  return {
    kind: 'redis',
    publish: async (channel, event) =>
      void (await publisher.publish(prefix + channel, JSON.stringify(event))),
    subscribe: async (channel, listener) => {
      if (local.listenerCount(channel) === 0) await subscriber.subscribe(prefix + channel);
      local.on(channel, listener);
      return async () => {
        local.off(channel, listener);
        if (local.listenerCount(channel) === 0) await subscriber.unsubscribe(prefix + channel);
      };
    },
    close: async () => {
      local.removeAllListeners();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
};
