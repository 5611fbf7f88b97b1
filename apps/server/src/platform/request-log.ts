import { API_BASE, ApiPath } from '@podium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

const HEALTH = `${API_BASE}${ApiPath.health}`;

/** How loud a finished request is: API calls at info, health checks and the web app's files at debug. */
export const requestLogLevel = (url: string): 'info' | 'debug' => {
  const path = url.split('?')[0] ?? url;
  if (path === HEALTH) return 'debug';
  return path === API_BASE || path.startsWith(`${API_BASE}/`) ? 'info' : 'debug';
};

/**
 * Query parameters whose values are secrets: the calling screen's `key` (its link is the credential, and it
 * must travel in the URL because EventSource cannot send headers), and any token a link may carry.
 */
const SECRET_PARAMS = new Set([
  'key',
  'token',
  'access_token',
  'accesstoken',
  'ticket',
  'secret',
  'password',
]);

/** The URL as logged: secret query values replaced by `[redacted]`, everything else as sent. */
export const redactUrl = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
};

/**
 * onResponse: one line per request in place of Fastify's two (incoming / completed), naming who asked
 * and for which group, so a log reader sees "who did what" without the noise of probes and assets.
 */
export const logRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const level = requestLogLevel(request.url);
  // Below the configured level nothing is built (the line's object, the redacted URL): a surge at the
  // usual `warn` pays only this check per call.
  const configured = request.log.level === 'silent' ? Infinity : (pino.levels.values[request.log.level] ?? 0);
  if (configured > pino.levels.values[level]!) return;
  const { auth } = request;
  request.log[level](
    {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      user: auth?.username,
      group: auth?.group?.code,
    },
    'request',
  );
};
