import { z } from 'zod';
import {
  envelope,
  GroupApi,
  groupAddBody,
  groupDetail,
  groupDetailQuery,
  groupIdBody,
  groupMoveBody,
  groupNode,
  groupOption,
  groupOptionsQuery,
  groupRow,
  groupTreeQuery,
  groupUpdateBody,
} from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { getGroupDetail, listGroupOptions, listGroupTree } from './group-read.ts';
import { moveGroup } from './group-move.ts';
import { addGroup, deleteGroup, updateGroup } from './group-write.ts';

const tags = ['organization'];
const audit = (action: string) => ({ module: 'group', action });

/** Organisation management: the tree within reach, CRUD, subtree moves, and the form lookup. */
export const groupAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    GroupApi.tree,
    {
      config: { access: { permission: 'system:group:list' } },
      schema: {
        tags,
        summary: 'Organisation tree within reach',
        querystring: groupTreeQuery,
        response: { 200: envelope(z.array(groupNode)) },
      },
    },
    async (request) => ok(await listGroupTree(db, authOf(request), request.query)),
  );

  app.get(
    GroupApi.detail,
    {
      config: { access: { permission: 'system:group:list' } },
      schema: {
        tags,
        summary: 'One organisation with counts',
        querystring: groupDetailQuery,
        response: { 200: envelope(groupDetail) },
      },
    },
    async (request) => ok(await getGroupDetail(db, authOf(request), request.query.groupId)),
  );

  app.get(
    GroupApi.options,
    {
      schema: {
        tags,
        summary: 'Organisations within reach, as options',
        querystring: groupOptionsQuery,
        response: { 200: envelope(z.array(groupOption)) },
      },
    },
    async (request) => ok(await listGroupOptions(db, authOf(request), request.query)),
  );

  app.post(
    GroupApi.add,
    {
      config: { access: { permission: 'system:group:add' }, audit: audit('add') },
      schema: {
        tags,
        summary: 'Add an organisation under a superior',
        body: groupAddBody,
        response: { 200: envelope(groupRow) },
      },
    },
    async (request) => {
      const created = await addGroup(db, authOf(request), request.body);
      recordChange(request, { target: created.groupId, after: created });
      return ok(created);
    },
  );

  app.post(
    GroupApi.update,
    {
      config: { access: { permission: 'system:group:edit' }, audit: audit('update') },
      schema: {
        tags,
        summary: 'Edit an organisation',
        body: groupUpdateBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { before, after } = await updateGroup(db, authOf(request), request.body);
      recordChange(request, { target: before.publicId, before, after });
      return ok(null);
    },
  );

  app.post(
    GroupApi.remove,
    {
      config: { access: { permission: 'system:group:remove' }, audit: audit('delete') },
      schema: {
        tags,
        summary: 'Delete an empty organisation',
        body: groupIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteGroup(db, authOf(request), request.body.groupId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok(null);
    },
  );

  app.post(
    GroupApi.move,
    {
      config: { access: { permission: 'system:group:move' }, audit: audit('move') },
      schema: {
        tags,
        summary: 'Move an organisation and its subordinates under another',
        body: groupMoveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const moved = await moveGroup(db, authOf(request), request.body);
      recordChange(request, {
        target: moved.source.publicId,
        before: { parentId: moved.source.parentId, path: moved.oldPath },
        after: { parentId: moved.target.publicId, path: moved.newPath },
      });
      return ok(null);
    },
  );
};
