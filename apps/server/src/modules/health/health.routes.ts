import { z } from 'zod';
import { ApiPath, envelope } from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSec: z.number(),
});

/** Liveness and database readiness, for load balancers and the start-up wait of tests. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
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
