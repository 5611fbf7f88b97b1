import { z } from 'zod';
import {
  envelope,
  groupMenuQuery,
  groupMenuResult,
  groupMenuSaveBody,
  MenuAdminApi,
  menuAddBody,
  menuAdminNode,
  menuDeleteBody,
  menuUpdateBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { getGroupMenus, saveGroupMenus } from './group-menus.ts';
import { addMenu, deleteMenus, updateMenu } from './menu-save.ts';
import { buildAdminTree, loadMenus } from './menu-tree.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { menuFieldLabels } from './menus.messages.ts';

const tags = ['menus'];
const audit = (action: string) => ({ module: 'menu', action });

/** The menu tree (platform-wide) and which menus each group may use. */
export const menuRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, menuFieldLabels);
  const { db } = deps;

  app.get(
    MenuAdminApi.tree,
    {
      config: { access: { permission: 'system:menu:list' } },
      schema: {
        tags,
        summary: 'The whole menu tree with every field',
        response: { 200: envelope(z.array(menuAdminNode)) },
      },
    },
    async () => ok(buildAdminTree(await loadMenus(db))),
  );

  app.post(
    MenuAdminApi.add,
    {
      config: { access: { permission: 'system:menu:add' }, audit: audit('add') },
      schema: { tags, summary: 'Add a menu', body: menuAddBody, response: { 200: envelope(menuAdminNode) } },
    },
    async (request) => {
      const created = await addMenu(db, request.body);
      recordChange(request, { target: created.menuName, after: created });
      return ok(created);
    },
  );

  app.post(
    MenuAdminApi.update,
    {
      config: { access: { permission: 'system:menu:edit' }, audit: audit('update') },
      schema: {
        tags,
        summary: 'Change or move a menu',
        body: menuUpdateBody,
        response: { 200: envelope(menuAdminNode) },
      },
    },
    async (request) => {
      const { before, after } = await updateMenu(db, request.body);
      recordChange(request, { target: after.menuName, before, after });
      return ok(after);
    },
  );

  app.post(
    MenuAdminApi.delete,
    {
      config: { access: { permission: 'system:menu:remove' }, audit: audit('delete') },
      schema: {
        tags,
        summary: 'Delete menus without children',
        body: menuDeleteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteMenus(db, request.body);
      recordChange(request, {
        target: removed.map((m) => m.menuName).join(','),
        before: removed,
        after: null,
      });
      return ok(null);
    },
  );

  app.get(
    MenuAdminApi.group,
    {
      config: { access: { permission: 'system:menu:list' } },
      schema: {
        tags,
        summary: 'Menus a group may use, and those it could be given',
        querystring: groupMenuQuery,
        response: { 200: envelope(groupMenuResult) },
      },
    },
    async (request) => ok(await getGroupMenus(db, authOf(request), request.query.groupId)),
  );

  app.post(
    MenuAdminApi.groupSave,
    {
      config: { access: { permission: 'system:menu:edit' }, audit: audit('groupMenus') },
      schema: {
        tags,
        summary: 'Set the menus a subordinate group may use',
        body: groupMenuSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const change = await saveGroupMenus(db, authOf(request), request.body);
      recordChange(request, change);
      return ok(null);
    },
  );
};
