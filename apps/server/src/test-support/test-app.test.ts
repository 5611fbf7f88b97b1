import { describe, expect, it } from 'vitest';
import type { ApiModule } from '../platform/api-module.ts';
import { createMemoryEventBus, type EventBus } from '../platform/events/index.ts';
import { createTestApp } from './test-app.ts';

// A test that expects the app's start to fail (a route table check, a module's onReady) must leave nothing
// running: the runners an earlier onReady hook started would otherwise go on polling the closed database
// ("PGlite is closed, will retry") for the rest of the run.
describe('a test app whose start fails', () => {
  it('closes the app: every onClose hook runs, the runners stop before the database closes', async () => {
    const bus = createMemoryEventBus();
    const closed: string[] = [];
    // The app's onClose hook stops the notification runner and the job runner, then closes the event bus,
    // the storage, the limiter and the database, in that order: the bus closing means the runners stopped.
    const events: EventBus = {
      ...bus,
      close: async () => {
        closed.push('events');
        await bus.close();
      },
    };
    // Registered by a module, so it runs after the bootstrap's own onReady hook has started the runners.
    const failsWhenReady: ApiModule = async (app) => {
      app.addHook('onReady', async () => {
        throw new Error('not ready: probe');
      });
    };
    await expect(createTestApp({ extraModules: [failsWhenReady], events, startJobs: true })).rejects.toThrow(
      'not ready: probe',
    );
    expect(closed).toEqual(['events']);
  });

  it('still fails with the start’s own error when the route table refuses a module', async () => {
    const unaudited: ApiModule = async (app) => {
      app.post('/probe/unaudited', { config: { access: { permission: 'system:user:edit' } } }, async () => ({
        code: 0,
      }));
    };
    await expect(createTestApp({ extraModules: [unaudited] })).rejects.toThrow(/must declare config.audit/);
  });
});
