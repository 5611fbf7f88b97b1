import { z } from 'zod';
import {
  envelope,
  expertAccountCreateBody,
  expertAccountLinkBody,
  expertAccountQuery,
  expertAccountResult,
  expertIdBody,
  ExpertIntakeApi,
  expertRow,
  expertStatusBody,
  pageResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import {
  createExpertAccount,
  linkExpertAccount,
  listExpertAccounts,
  resetExpertPassword,
  setExpertStatus,
  unlinkExpertAccount,
} from './expert-accounts.ts';

const tags = ['expert'];
const access = { permission: 'expert:account' };
const audit = (action: string) => ({ module: 'expertAccount', action });

/** desk expert/account: sign-in accounts of the library's experts. */
export const expertAccountRoutes: ApiModule = async (app, { deps }) => {
  app.get(
    ExpertIntakeApi.accountPage,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Experts with their sign-in account (or none)',
        querystring: expertAccountQuery,
        response: { 200: envelope(pageResult(expertRow)) },
      },
    },
    async (request) => ok(await listExpertAccounts(deps, authOf(request), request.query)),
  );

  app.post(
    ExpertIntakeApi.status,
    {
      config: { access: { permission: 'expert:edit' }, audit: { module: 'expert', action: 'status' } },
      schema: {
        tags,
        summary: 'Enable or disable experts (and the accounts made for them)',
        body: expertStatusBody,
        response: { 200: envelope(z.object({ changed: z.number().int() })) },
      },
    },
    async (request) => {
      const changed = await setExpertStatus(
        deps,
        authOf(request),
        request.body.expertIds,
        request.body.status,
      );
      recordChange(request, {
        target: request.body.expertIds.join(','),
        after: { status: request.body.status },
      });
      return ok({ changed });
    },
  );

  app.post(
    ExpertIntakeApi.accountCreate,
    {
      config: { access, audit: audit('create') },
      schema: {
        tags,
        summary: 'Create an expert-only account (initial password shown once when generated)',
        body: expertAccountCreateBody,
        response: { 200: envelope(expertAccountResult) },
      },
    },
    async (request) => {
      const { expert, username, initialPassword } = await createExpertAccount(
        deps,
        authOf(request),
        request.body,
      );
      recordChange(request, { target: expert.publicId, after: { username } });
      return ok({ username, initialPassword });
    },
  );

  app.post(
    ExpertIntakeApi.accountLink,
    {
      config: { access, audit: audit('link') },
      schema: {
        tags,
        summary: 'Link an existing user in reach as the expert',
        body: expertAccountLinkBody,
        response: { 200: envelope(expertAccountResult) },
      },
    },
    async (request) => {
      const { expert, username } = await linkExpertAccount(deps, authOf(request), request.body);
      recordChange(request, { target: expert.publicId, after: { username } });
      return ok({ username, initialPassword: null });
    },
  );

  app.post(
    ExpertIntakeApi.accountUnlink,
    {
      config: { access, audit: audit('unlink') },
      schema: {
        tags,
        summary: 'Remove the account link and the expert role',
        body: expertIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const expert = await unlinkExpertAccount(deps, authOf(request), request.body.expertId);
      recordChange(request, { target: expert.publicId });
      return ok(null);
    },
  );

  app.post(
    ExpertIntakeApi.accountResetPwd,
    {
      config: { access, audit: audit('resetPwd') },
      schema: {
        tags,
        summary: 'A new generated password for an expert-only account (shown once)',
        body: expertIdBody,
        response: { 200: envelope(expertAccountResult) },
      },
    },
    async (request) => {
      const { expert, username, initialPassword } = await resetExpertPassword(
        deps,
        authOf(request),
        request.body.expertId,
      );
      recordChange(request, { target: expert.publicId });
      return ok({ username, initialPassword });
    },
  );
};
