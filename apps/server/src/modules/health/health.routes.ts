import { z } from 'zod';
import { ApiPath, envelope } from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readiness } from '../../platform/readiness.ts';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSec: z.number(),
});

const readyData = z.object({
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'none']),
  storage: z.enum(['up', 'down']),
  draining: z.boolean(),
});

/**
 * Liveness (`/health`, with the database) and readiness (`/ready`: database, Redis and storage answer and
 * the process is not shutting down), for load balancers and the start-up wait of tests.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  readiness: Readiness;
}> = async (app, { ping, readiness }) => {
  app.get(
    ApiPath.ready,
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Ready for traffic (503 while a dependency is down or the process is draining)',
        response: { 200: envelope(readyData), 503: envelope(readyData) },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await readiness.check();
      return reply
        .status(ready ? 200 : 503)
        .send({ code: ready ? 0 : 503, msg: ready ? 'ok' : 'not ready', data: checks });
    },
  );
  app.get(
    ApiPath.health,
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and readiness',
        response: { 200: envelope(healthData), 503: envelope(healthData) },
      },
    },
    async (_request, reply) => {
      const isUp = await ping().then(
        () => true,
        () => false,
      );
      const data = {
        status: isUp ? ('ok' as const) : ('degraded' as const),
        database: isUp ? ('up' as const) : ('down' as const),
        uptimeSec: Math.round(process.uptime()),
      };
      return reply
        .status(isUp ? 200 : 503)
        .send({ code: isUp ? 0 : 500, msg: isUp ? 'ok' : 'database unavailable', data });
    },
  );
};
