import { API_BASE, ApiPath } from '@podium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const HEALTH = `${API_BASE}${ApiPath.health}`;

/** How loud a finished request is: API calls at info, health checks and the web app's files at debug. */
export const requestLogLevel = (url: string): 'info' | 'debug' => {
  const path = url.split('?')[0] ?? url;
  if (path === HEALTH) return 'debug';
  return path === API_BASE || path.startsWith(`${API_BASE}/`) ? 'info' : 'debug';
};

/**
 * onResponse: one line per request in place of Fastify's two (incoming / completed), naming who asked
 * and for which group, so a log reader sees "who did what" without the noise of probes and assets.
 */
export const logRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const level = requestLogLevel(request.url);
  const { auth } = request;
  request.log[level](
    {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      user: auth?.username,
      group: auth?.group?.code,
    },
    'request',
  );
};
