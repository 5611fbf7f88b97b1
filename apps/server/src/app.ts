import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE, ErrorCode } from '@podium/contracts';
import { createAccessGuard } from './platform/access.ts';
import { assertWritesAudited, captureOutcome, createAuditWriter } from './platform/audit.ts';
import type { AppDeps } from './platform/deps.ts';
import { handleError } from './platform/error-handler.ts';
import { langOf, translate } from './platform/messages.ts';
import { zodValidatorCompiler } from './platform/validation.ts';
import { logRequest } from './platform/request-log.ts';
import { registerWebApp } from './platform/web-static.ts';
import { authRoutes } from './modules/auth/index.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { organizationRoutes } from './modules/organization/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { websiteRoutes } from './modules/website/index.ts';
import { systemUserRoutes } from './modules/system-users/index.ts';
import { roleRoutes } from './modules/roles/index.ts';
import { menuRoutes } from './modules/menus/index.ts';
import { departmentRoutes } from './modules/departments/index.ts';
import { dictionaryRoutes } from './modules/dictionary/index.ts';
import { logRoutes } from './modules/logs/index.ts';
import { schoolRoutes } from './modules/schools/index.ts';
import { trialRoutes } from './modules/trials/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';

export type BuildAppOptions = {
  deps: AppDeps;
  ping: () => Promise<void>;
  logger?: FastifyServerOptions['logger'];
  /** More route modules for the guarded API scope (tests register probes here). */
  extraModules?: ApiModule[];
};

/** A route module: registered under /prod-api behind the access guard, given the app's services. */
export type ApiModule = FastifyPluginAsyncZod<{ deps: AppDeps }>;

/** Builds the Fastify app: plugins, the API under /prod-api, docs, and the web app. main.ts starts it. */
export const buildApp = async ({ deps, ping, logger = false, extraModules = [] }: BuildAppOptions) => {
  const app = Fastify({
    logger,
    // One line per request from logRequest (with user and group) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    // Let in-flight requests finish on close; new ones get 503 meanwhile.
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorateRequest('auth', null);
  app.decorateRequest('auditChange', null);
  app.decorateRequest('auditOutcome', null);
  app.addHook('onResponse', logRequest);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd computes its styles at run time (CSS-in-JS), so inline styles are needed; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Installations on plain http (an intranet address) must keep loading their own assets.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Podium API', version: '0.1.0' }, servers: [{ url: API_BASE }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });

  const guard = createAccessGuard(deps.db, { idleMs: deps.config.sessionIdleMs });
  await app.register(
    async (api) => {
      api.addHook('onRoute', assertWritesAudited);
      api.addHook('preHandler', guard);
      api.addHook('onSend', captureOutcome);
      api.addHook('onResponse', createAuditWriter(deps.db));
      await api.register(healthRoutes, { ping });
      await api.register(authRoutes, { deps });
      await api.register(organizationRoutes, { deps });
      await api.register(systemRoutes, { deps });
      await api.register(websiteRoutes, { deps });
      await api.register(systemUserRoutes, { deps });
      await api.register(roleRoutes, { deps });
      await api.register(menuRoutes, { deps });
      await api.register(departmentRoutes, { deps });
      await api.register(dictionaryRoutes, { deps });
      await api.register(logRoutes, { deps });
      await api.register(schoolRoutes, { deps });
      await api.register(trialRoutes, { deps });
      await api.register(subscriptionRoutes, { deps });
      for (const module of extraModules) await api.register(module, { deps });
    },
    { prefix: API_BASE },
  );

  const hasWeb = await registerWebApp(app, deps.config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(API_BASE);
    // Client-side routes get the app; a missing file (a stale chunk, a typo) gets a real 404, never HTML.
    const isPageRoute = !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!isApi && hasWeb && request.method === 'GET' && isPageRoute)
      return reply.type('text/html').sendFile('index.html');
    const lang = langOf(request.headers['accept-language']);
    return reply.status(404).send({
      code: ErrorCode.NOT_FOUND,
      msg: translate('common.pathNotFound', lang, { path: request.url.split('?')[0] ?? '' }),
      data: null,
    });
  });

  return app;
};
