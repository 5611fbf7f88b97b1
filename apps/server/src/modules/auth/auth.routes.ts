import { z } from 'zod';
import {
  ApiPath,
  demoAccount,
  envelope,
  loginCodeBody,
  loginPwdBody,
  registerBody,
  retrieveBody,
  sendCodeBody,
  tokenResult,
  userInfo,
} from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../platform/access.ts';
import type { AppDeps, RequestMeta } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { presentUserInfo } from './auth.presenter.ts';
import { loginWithCode, loginWithPassword } from './login.ts';
import { registerUser, retrievePassword } from './register.ts';
import { sendCode } from './send-code.ts';
import { revokeSession } from './sessions.ts';

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  host: request.host,
});

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const publicRoute = { access: 'public' as const };

  app.post(
    ApiPath.loginPwd,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in with username and password',
        body: loginPwdBody,
        response: { 200: envelope(tokenResult) },
      },
    },
    async (request) => ok(await loginWithPassword(deps, request.body, metaOf(request))),
  );

  app.post(
    ApiPath.sendCode,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a one-time code to a phone or email',
        body: sendCodeBody,
        response: { 200: envelope(z.object({ resendAfter: z.number(), devCode: z.string().optional() })) },
      },
    },
    async (request) => ok(await sendCode(deps, request.body)),
  );

  app.post(
    ApiPath.loginCode,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in with a one-time code',
        body: loginCodeBody,
        response: { 200: envelope(tokenResult) },
      },
    },
    async (request) => ok(await loginWithCode(deps, request.body, metaOf(request))),
  );

  app.post(
    ApiPath.register,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Portal sign-up',
        body: registerBody,
        response: { 200: envelope(tokenResult) },
      },
    },
    async (request) => ok(await registerUser(deps, request.body, metaOf(request))),
  );

  app.post(
    ApiPath.retrieve,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Reset the password with a one-time code',
        body: retrieveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await retrievePassword(deps, request.body);
      return ok(null);
    },
  );

  app.get(
    ApiPath.userInfo,
    {
      schema: {
        tags,
        summary: 'The signed-in user in the acting group',
        response: { 200: envelope(userInfo) },
      },
    },
    async (request) => ok(await presentUserInfo(deps.db, authOf(request))),
  );

  app.post(
    ApiPath.logout,
    {
      schema: {
        tags,
        summary: 'Sign out: the token stops working at once',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await revokeSession(deps.db, authOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    ApiPath.demoAccounts,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Demo accounts (demo mode only)',
        response: { 200: envelope(z.array(demoAccount)) },
      },
    },
    async () => ok(deps.config.demo ? DEMO_ACCOUNTS : []),
  );
};
