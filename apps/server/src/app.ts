import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, ErrorCode } from '@podium/contracts';
import { createAccessGuard } from './platform/access.ts';
import { createAdmission } from './platform/admission.ts';
import { createAttemptLimitHook } from './platform/attempt-limits.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { swaggerOptions } from './platform/openapi.ts';
import { assertWritesAudited, createAuditWriter } from './platform/audit.ts';
import type { AppDeps } from './platform/deps.ts';
import { handleError } from './platform/error-handler.ts';
import { langOf, translate } from './platform/messages.ts';
import { refuseForbiddenChars, zodValidatorCompiler } from './platform/validation.ts';
import { logRequest } from './platform/request-log.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerAssetFastPath } from './platform/asset-fast-path.ts';
import { registerWebApp } from './platform/web-static.ts';
import type { ApiModule, ApiRoute } from './platform/api-module.ts';
import { authRoutes } from './modules/auth/index.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { Readiness } from './platform/readiness.ts';
import { endEventStreams } from './platform/events/index.ts';
import { organizationRoutes } from './modules/organization/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { createSiteCache, websiteRoutes } from './modules/website/index.ts';
import { createPageHtml, createPageSource } from './modules/page-html/index.ts';
import { systemUserRoutes } from './modules/system-users/index.ts';
import { roleRoutes } from './modules/roles/index.ts';
import { menuRoutes } from './modules/menus/index.ts';
import { departmentRoutes } from './modules/departments/index.ts';
import { dictionaryRoutes } from './modules/dictionary/index.ts';
import { logRoutes } from './modules/logs/index.ts';
import { schoolRoutes } from './modules/schools/index.ts';
import { trialRoutes } from './modules/trials/index.ts';
import { certificateDesignRoutes } from './modules/certificate-designs/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { workbenchRoutes } from './modules/workbench/index.ts';
import { competitionModule } from './modules/competition/index.ts';
import { reviewModule } from './modules/review/index.ts';
import { enrollmentRoutes } from './modules/enrollment/index.ts';
import { worksModule } from './modules/works/index.ts';
import { signUpAdminRoutes } from './modules/signup-admin/index.ts';
import { newsRoutes } from './modules/news/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { assistantRoutes } from './modules/assistant/index.ts';
import { commonRoutes } from './modules/common/index.ts';
import { awardRoutes, schoolAwardRoutes } from './modules/awards/index.ts';
import { certificateRoutes } from './modules/certificates/index.ts';
import { userCenterModule } from './modules/user-center/index.ts';
import { financeModule } from './modules/finance/index.ts';
import { databaseStatisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { summaryModule } from './modules/summary/index.ts';

export type BuildAppOptions = {
  deps: AppDeps;
  ping: () => Promise<void>;
  /** What `/prod-api/ready` reports (database, Redis, storage, and whether the process is draining). */
  readiness: Readiness;
  logger?: FastifyServerOptions['logger'];
  /** More route modules for the guarded API scope (tests register probes here). */
  extraModules?: ApiModule[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the API scope, collected as it is registered. */
    apiRoutes: ApiRoute[];
  }
}

/** Builds the Fastify app: plugins, the API under /prod-api, docs, and the web app. main.ts starts it. */
export const buildApp = async ({
  deps,
  ping,
  readiness,
  logger = false,
  extraModules = [],
}: BuildAppOptions) => {
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
  app.decorateRequest('auditWritten', false);
  app.decorateRequest('admittedTo', null);
  app.decorateRequest('notAdmitted', false);
  app.decorateRequest('limitKeys', null);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  // Live streams never finish by themselves: end them (with a reconnect hint) before waiting for requests.
  app.addHook('preClose', async () => endEventStreams(deps.events));
  registerJsonBodyParser(app);
  app.addHook('onResponse', logRequest);
  // Before helmet and every other hook: hashed scripts and styles need none of them.
  registerAssetFastPath(app, deps.config.webDist);

  registerSecurityHeaders(app);

  // API answers (JSON lists, rich text) travel compressed: brotli or gzip as the client accepts.
  // Below 1 KB compression costs more than it saves. Precompressed static files pass through untouched.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, swaggerOptions);
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, staticCSP: true });

  const guard = createAccessGuard(deps.db, { idleMs: deps.config.sessionIdleMs });
  // The portal's site per host, shared by the settings call and the pages' HTML; the desk's writes clear it.
  const sites = createSiteCache(deps.db);
  await app.register(
    async (api) => {
      api.addHook('onRoute', assertWritesAudited);
      api.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD') continue;
          app.apiRoutes.push({
            method,
            url: route.url,
            access: route.config?.access ?? 'user',
            hasBody: Boolean(route.schema?.body),
            hasQuery: Boolean(route.schema?.querystring),
            audit: route.config?.audit,
            auditExempt: route.config?.auditExempt,
            sqlBudget: route.config?.sqlBudget,
            workbook: route.config?.workbook === true,
            schemas: {
              body: route.schema?.body,
              querystring: route.schema?.querystring,
              params: route.schema?.params,
            },
          });
        }
      });
      // A route with a bound on its concurrent calls turns the surplus away first (429, nothing read).
      const admission = createAdmission();
      api.addHook('onRequest', admission.admit);
      // Who may call comes first, before the body is even read: an anonymous or unprivileged caller learns
      // nothing about a route's fields (11000 / 401, never a 400 naming them).
      api.addHook('onRequest', guard);
      // Then the shared checks of every input, then the route's own schema, then the attempt limits.
      api.addHook('preValidation', refuseForbiddenChars);
      api.addHook('preHandler', createAttemptLimitHook(deps.limiter));
      // The operation log row is committed before the answer leaves (see platform/audit.ts).
      api.addHook('onSend', createAuditWriter(deps.db));
      api.addHook('onSend', admission.releaseOnSend);
      api.addHook('onResponse', admission.release);
      await api.register(healthRoutes, { ping, readiness });
      await api.register(authRoutes, { deps });
      await api.register(organizationRoutes, { deps });
      await api.register(systemRoutes, { deps });
      await api.register(websiteRoutes, { deps, sites });
      await api.register(systemUserRoutes, { deps });
      await api.register(roleRoutes, { deps });
      await api.register(menuRoutes, { deps });
      await api.register(departmentRoutes, { deps });
      await api.register(dictionaryRoutes, { deps });
      await api.register(logRoutes, { deps });
      await api.register(schoolRoutes, { deps });
      await api.register(trialRoutes, { deps });
      await api.register(subscriptionRoutes, { deps });
      await api.register(notificationRoutes, { deps });
      await api.register(workbenchRoutes, { deps });
      await api.register(competitionModule, { deps });
      await api.register(enrollmentRoutes, { deps });
      await api.register(worksModule, { deps });
      await api.register(signUpAdminRoutes, { deps });
      await api.register(newsRoutes, { deps });
      await api.register(contentRoutes, { deps });
      await api.register(assistantRoutes, { deps });
      await api.register(commonRoutes, { deps });
      await api.register(reviewModule, { deps });
      await api.register(awardRoutes, { deps });
      await api.register(schoolAwardRoutes, { deps });
      await api.register(certificateRoutes, { deps });
      await api.register(certificateDesignRoutes, { deps });
      await api.register(userCenterModule, { deps });
      await api.register(financeModule, { deps });
      await api.register(databaseStatisticsRoutes, { deps });
      await api.register(summaryModule, { deps });
      for (const module of extraModules) await api.register(module, { deps });
    },
    { prefix: API_BASE },
  );

  const hasWeb = await registerWebApp(app, deps.config.webDist);
  const sendPage =
    hasWeb && deps.config.webDist
      ? createPageHtml({ db: deps.db, sites, source: createPageSource(deps.config.webDist, app.log) })
      : null;
  // `/` is a page (the homepage in the browser); the static plugin, told to send no index file, leaves it.
  if (sendPage) app.get('/', (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(API_BASE);
    // Client-side routes get the app; a missing file (a stale chunk, a typo) gets a real 404, never HTML.
    const isPageRoute = !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    // Each page's HTML names that page (title, description) for link previews, which run no script.
    if (!isApi && sendPage && request.method === 'GET' && isPageRoute) return sendPage(request, reply);
    const lang = langOf(request.headers['accept-language']);
    return reply.status(404).send({
      code: ErrorCode.NOT_FOUND,
      msg: translate('common.pathNotFound', lang, { path: request.url.split('?')[0] ?? '' }),
      data: null,
    });
  });

  return app;
};
