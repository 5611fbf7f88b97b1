import { z } from 'zod';
import {
  envelope,
  menuNode,
  permissionTreeNode,
  RoleApi,
  roleAddBody,
  roleDeleteBody,
  roleDetail,
  roleDetailQuery,
  roleMenuTreeQuery,
  roleOption,
  rolePage,
  rolePageQuery,
  roleStatusBody,
  roleUpdateBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import {
  buildPermissionTree,
  getRoleDetail,
  listRoleOptions,
  pageRoles,
  roleMenuTree,
} from './role-queries.ts';
import { deleteRoles, setRoleStatus } from './role-remove.ts';
import { addRole, updateRole } from './role-save.ts';

const tags = ['roles'];
const audit = (action: string) => ({ module: 'role', action });

/** Roles: CRUD, permission tree, menus, data scope, enable/disable. */
export const roleRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    RoleApi.page,
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags,
        summary: 'Roles of the acting group’s subtree (ROOT: all)',
        querystring: rolePageQuery,
        response: { 200: envelope(rolePage) },
      },
    },
    async (request) => ok(await pageRoles(db, authOf(request), request.query)),
  );

  app.get(
    RoleApi.detail,
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags,
        summary: 'One role with its menus',
        querystring: roleDetailQuery,
        response: { 200: envelope(roleDetail) },
      },
    },
    async (request) => ok(await getRoleDetail(db, authOf(request), request.query.roleId)),
  );

  app.get(
    RoleApi.permissionTree,
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags,
        summary: 'Permission tree; nodes the caller cannot grant are disabled',
        response: { 200: envelope(z.array(permissionTreeNode)) },
      },
    },
    async (request) => ok(await buildPermissionTree(db, authOf(request))),
  );

  app.get(
    RoleApi.menuTree,
    {
      config: { access: { permission: 'system:role:list' } },
      schema: {
        tags,
        summary: 'Menus a role of the group could open',
        querystring: roleMenuTreeQuery,
        response: { 200: envelope(z.array(menuNode)) },
      },
    },
    async (request) =>
      ok(
        await roleMenuTree(
          db,
          authOf(request),
          request.query.groupId,
          langOf(request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    RoleApi.options,
    {
      config: { access: { permission: 'system:user:list' } },
      schema: {
        tags,
        summary: 'Enabled roles the caller may assign',
        response: { 200: envelope(z.array(roleOption)) },
      },
    },
    async (request) => ok(await listRoleOptions(db, authOf(request))),
  );

  app.post(
    RoleApi.add,
    {
      config: { access: { permission: 'system:role:add' }, audit: audit('add') },
      schema: { tags, summary: 'Create a role', body: roleAddBody, response: { 200: envelope(roleDetail) } },
    },
    async (request) => {
      const created = await addRole(db, authOf(request), request.body);
      recordChange(request, { target: created.roleKey, after: created });
      return ok(created);
    },
  );

  app.post(
    RoleApi.update,
    {
      config: { access: { permission: 'system:role:edit' }, audit: audit('update') },
      schema: {
        tags,
        summary: 'Change a role, its permissions and menus',
        body: roleUpdateBody,
        response: { 200: envelope(roleDetail) },
      },
    },
    async (request) => {
      const { before, after } = await updateRole(db, authOf(request), request.body);
      recordChange(request, { target: after.roleKey, before, after });
      return ok(after);
    },
  );

  app.post(
    RoleApi.delete,
    {
      config: { access: { permission: 'system:role:remove' }, audit: audit('delete') },
      schema: {
        tags,
        summary: 'Delete roles (force: also their assignments)',
        body: roleDeleteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteRoles(db, authOf(request), request.body);
      recordChange(request, {
        target: removed.map((r) => r.roleKey).join(','),
        before: removed,
        after: null,
      });
      return ok(null);
    },
  );

  app.post(
    RoleApi.status,
    {
      config: { access: { permission: 'system:role:edit' }, audit: audit('status') },
      schema: {
        tags,
        summary: 'Enable or disable a role',
        body: roleStatusBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const change = await setRoleStatus(db, authOf(request), request.body);
      recordChange(request, { target: change.roleKey, before: change.before, after: change.after });
      return ok(null);
    },
  );
};
