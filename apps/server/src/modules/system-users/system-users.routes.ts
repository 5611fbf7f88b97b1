import { z } from 'zod';
import {
  addUserBody,
  changeUserStatusBody,
  deleteUsersBody,
  envelope,
  resetPwdBody,
  revealBody,
  revealResult,
  roleSetBody,
  systemUserPage,
  systemUserRow,
  SystemUserApi,
  updateUserBody,
  userOptions,
  userPageQuery,
} from '@podium/contracts';
import multipart from '@fastify/multipart';
import { USER_IMPORT_MAX_BYTES } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { onlineRoutes } from './online.routes.ts';
import { userImportRoutes } from './user-import.routes.ts';
import { deleteUsers, resetUserPassword, revealPersonal } from './user-account.ts';
import { createCountCache, listUsers } from './user-list.ts';
import { userOptions as loadUserOptions } from './user-options.ts';
import { addUser, changeUserStatus, setUserRoles, updateUser } from './user-write.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { systemUserFieldLabels } from './system-users.messages.ts';

const tags = ['system-users'];
const audit = (action: string) => ({ module: 'system-user', action });
const done = envelope(z.null());

/** System users: list, add, update, roles, password, delete, import/export, personal data, online users. */
export const systemUserRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, systemUserFieldLabels);
  // Uploads only for this module's routes (encapsulated): 5 MB, one file.
  await app.register(multipart, {
    limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });
  const counts = createCountCache();
  // Any write of this module may change the list's totals: forget them before the answer leaves.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'POST') counts.clear();
    return payload;
  });

  app.get(
    SystemUserApi.page,
    {
      config: { access: { permission: 'system:user:list' } },
      schema: {
        tags,
        summary: 'Users in scope, filtered and paged (phone and ID masked)',
        querystring: userPageQuery,
        response: { 200: envelope(systemUserPage) },
      },
    },
    async (request) => ok(await listUsers(deps, authOf(request), request.query, counts)),
  );

  app.get(
    SystemUserApi.options,
    {
      config: { access: { permission: 'system:user:list' } },
      schema: {
        tags,
        summary: 'Groups, departments and grantable roles for the user form',
        response: { 200: envelope(userOptions) },
      },
    },
    async (request) => ok(await loadUserOptions(deps.db, authOf(request))),
  );

  app.post(
    SystemUserApi.add,
    {
      config: { access: { permission: 'system:user:add' }, audit: audit('add') },
      schema: { tags, summary: 'Add a user', body: addUserBody, response: { 200: envelope(systemUserRow) } },
    },
    async (request) => {
      const user = await addUser(deps, authOf(request), request.body);
      recordChange(request, { target: user.username, after: user });
      return ok(user);
    },
  );

  app.post(
    SystemUserApi.update,
    {
      config: { access: { permission: 'system:user:edit' }, audit: audit('update') },
      schema: {
        tags,
        summary: 'Change a user (fields left out stay)',
        body: updateUserBody,
        response: { 200: envelope(systemUserRow) },
      },
    },
    async (request) => {
      const { before, after } = await updateUser(deps, authOf(request), request.body);
      recordChange(request, { target: after.username, before, after });
      return ok(after);
    },
  );

  app.post(
    SystemUserApi.changeStatus,
    {
      config: { access: { permission: 'system:user:edit' }, audit: audit('status') },
      schema: {
        tags,
        summary: 'Enable or disable a user (disabling ends their sessions)',
        body: changeUserStatusBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const { target, before, after } = await changeUserStatus(
        deps,
        authOf(request),
        request.body.userId,
        request.body.status,
      );
      recordChange(request, { target: target.username, before, after });
      return ok(null);
    },
  );

  app.post(
    SystemUserApi.roleSet,
    {
      config: { access: { permission: 'system:user:role' }, audit: audit('roleSet') },
      schema: { tags, summary: 'Replace the roles of a user', body: roleSetBody, response: { 200: done } },
    },
    async (request) => {
      const { target, before, after } = await setUserRoles(
        deps,
        authOf(request),
        request.body.userId,
        request.body.roleIds,
      );
      recordChange(request, { target: target.username, before, after });
      return ok(null);
    },
  );

  app.post(
    SystemUserApi.resetPwd,
    {
      config: { access: { permission: 'system:user:resetPwd' }, audit: audit('resetPwd') },
      schema: {
        tags,
        summary: 'Set a new password; the user’s sessions end',
        body: resetPwdBody,
        response: { 200: done },
      },
    },
    async (request) => {
      const target = await resetUserPassword(
        deps,
        authOf(request),
        request.body.userId,
        request.body.password,
      );
      recordChange(request, { target: target.username, after: { userId: target.publicId } });
      return ok(null);
    },
  );

  app.post(
    SystemUserApi.remove,
    {
      config: { access: { permission: 'system:user:remove' }, audit: audit('delete') },
      schema: { tags, summary: 'Delete users (all or none)', body: deleteUsersBody, response: { 200: done } },
    },
    async (request) => {
      const removed = await deleteUsers(deps, authOf(request), request.body.ids);
      recordChange(request, {
        target: removed.map((u) => u.username).join(','),
        before: removed.map((u) => ({ userId: u.publicId, username: u.username, realName: u.realName })),
        after: null,
      });
      return ok(null);
    },
  );

  app.post(
    SystemUserApi.reveal,
    {
      config: { access: { permission: 'system:user:reveal' }, audit: audit('reveal') },
      schema: {
        tags,
        summary: 'The clear phone or ID number of a user (audited)',
        body: revealBody,
        response: { 200: envelope(revealResult) },
      },
    },
    async (request) => {
      const { target, value } = await revealPersonal(
        deps,
        authOf(request),
        request.body.userId,
        request.body.field,
      );
      // The log says who saw which field of whom; never the value.
      recordChange(request, {
        target: `${target.username}:${request.body.field}`,
        after: { userId: target.publicId, field: request.body.field },
      });
      return ok({ value });
    },
  );

  await app.register(userImportRoutes, { deps });
  await app.register(onlineRoutes, { deps });
};
