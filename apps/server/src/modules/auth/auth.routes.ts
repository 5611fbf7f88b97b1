import { z } from 'zod';
import {
  ApiPath,
  demoAccount,
  demoMode,
  envelope,
  HandoverApi,
  handoverAccount,
  handoverCodeBody,
  handoverCodeResult,
  handoverSession,
  loginCodeBody,
  loginPwdBody,
  registerBody,
  retrieveBody,
  sendCodeBody,
  sendCodeResult,
  tokenResult,
  userInfo,
} from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../platform/access.ts';
import { forgiveAttempt } from '../../platform/attempt-limits.ts';
import type { AppDeps, RequestMeta } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { presentUserInfo } from './auth.presenter.ts';
import { createHandoverCode, exchangeHandover, peekHandover } from './handover.ts';
import { AUTH_LIMITS } from './auth-limits.ts';
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
  // Every public call about accounts is counted per IP and per account before it runs (attempt-limits.ts).
  const limited = (limits: (typeof AUTH_LIMITS)[keyof typeof AUTH_LIMITS]) => ({ ...publicRoute, limits });
  // Sign-in attempts are written to the login log (login-log.ts), which is their audit trail.
  const signInExempt = 'sign-in attempts have their own login log (login_logs)';

  app.post(
    ApiPath.loginPwd,
    {
      config: { ...limited(AUTH_LIMITS.login), auditExempt: signInExempt },
      schema: {
        tags,
        summary: 'Sign in with username and password',
        body: loginPwdBody,
        response: { 200: envelope(tokenResult) },
      },
    },
    async (request) => {
      const result = await loginWithPassword(deps, request.body, metaOf(request));
      await forgiveAttempt(deps.limiter, request);
      return ok(result);
    },
  );

  app.post(
    ApiPath.sendCode,
    {
      config: { ...limited(AUTH_LIMITS.sendCode), audit: { module: 'auth', action: 'sendCode' } },
      schema: {
        tags,
        summary: 'Send a one-time code to a phone or email (same answer whether or not the account exists)',
        body: sendCodeBody,
        response: { 200: envelope(sendCodeResult) },
      },
    },
    async (request) => ok(await sendCode(deps, request.body)),
  );

  app.post(
    ApiPath.loginCode,
    {
      config: { ...limited(AUTH_LIMITS.loginCode), auditExempt: signInExempt },
      schema: {
        tags,
        summary: 'Sign in with a one-time code',
        body: loginCodeBody,
        response: { 200: envelope(tokenResult) },
      },
    },
    async (request) => {
      const result = await loginWithCode(deps, request.body, metaOf(request));
      await forgiveAttempt(deps.limiter, request);
      return ok(result);
    },
  );

  app.post(
    ApiPath.register,
    {
      config: { ...limited(AUTH_LIMITS.register), audit: { module: 'auth', action: 'register' } },
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
      config: { ...limited(AUTH_LIMITS.retrieve), audit: { module: 'auth', action: 'retrievePassword' } },
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
      config: { audit: { module: 'auth', action: 'logout' } },
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

  // Spec §4's hand-over from another site (handover.ts): a one-minute, single-use code, never a token.
  app.post(
    HandoverApi.code,
    {
      config: { audit: { module: 'auth', action: 'handoverCode' } },
      schema: {
        tags,
        summary:
          "A one-minute, single-use hand-over code for the caller's own account (for a link to this site)",
        response: { 200: envelope(handoverCodeResult) },
      },
    },
    async (request) => ok(await createHandoverCode(deps, authOf(request).userId)),
  );

  app.post(
    HandoverApi.peek,
    {
      config: {
        ...limited(AUTH_LIMITS.handover),
        auditExempt: 'reads whose account a code names; changes nothing',
      },
      schema: {
        tags,
        summary: 'Whose account a hand-over code would sign in (masked), without using it',
        body: handoverCodeBody,
        response: { 200: envelope(handoverAccount) },
      },
    },
    async (request) => ok(await peekHandover(deps, request.body.code)),
  );

  app.post(
    HandoverApi.exchange,
    {
      config: { ...limited(AUTH_LIMITS.handover), auditExempt: signInExempt },
      schema: {
        tags,
        summary: 'Use a hand-over code once: a new session of its account',
        body: handoverCodeBody,
        response: { 200: envelope(handoverSession) },
      },
    },
    async (request) => ok(await exchangeHandover(deps, request.body.code, metaOf(request))),
  );

  app.get(
    ApiPath.demoAccounts,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Demo account names and personas (demo mode only; never passwords)',
        response: { 200: envelope(z.array(demoAccount)) },
      },
    },
    async () => ok(deps.config.demo ? DEMO_ACCOUNTS : []),
  );

  app.get(
    ApiPath.demoMode,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether the server runs in demo mode (the web shows a banner)',
        response: { 200: envelope(demoMode) },
      },
    },
    async () => ok({ demo: deps.config.demo }),
  );
};
