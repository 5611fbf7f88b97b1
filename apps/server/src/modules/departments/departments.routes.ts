import { z } from 'zod';
import {
  DeptApi,
  deptAddBody,
  deptDeleteBody,
  deptNode,
  deptTreeQuery,
  deptUpdateBody,
  envelope,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { addDept, deleteDepts, listDeptTree, updateDept } from './dept-service.ts';

const tags = ['departments'];
const audit = (action: string) => ({ module: 'dept', action });

/** Departments: a tree inside each group, reachable in the acting group's subtree. */
export const departmentRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    DeptApi.tree,
    {
      config: { access: { permission: 'system:dept:list' } },
      schema: {
        tags,
        summary: 'Department tree of a group (default: the acting group)',
        querystring: deptTreeQuery,
        response: { 200: envelope(z.array(deptNode)) },
      },
    },
    async (request) => ok(await listDeptTree(db, authOf(request), request.query.groupId)),
  );

  app.post(
    DeptApi.add,
    {
      config: { access: { permission: 'system:dept:add' }, audit: audit('add') },
      schema: { tags, summary: 'Add a department', body: deptAddBody, response: { 200: envelope(deptNode) } },
    },
    async (request) => {
      const created = await addDept(db, authOf(request), request.body);
      recordChange(request, { target: created.name, after: created });
      return ok(created);
    },
  );

  app.post(
    DeptApi.update,
    {
      config: { access: { permission: 'system:dept:edit' }, audit: audit('update') },
      schema: {
        tags,
        summary: 'Change or move a department inside its group',
        body: deptUpdateBody,
        response: { 200: envelope(deptNode) },
      },
    },
    async (request) => {
      const { before, after } = await updateDept(db, authOf(request), request.body);
      recordChange(request, { target: after.name, before, after });
      return ok(after);
    },
  );

  app.post(
    DeptApi.delete,
    {
      config: { access: { permission: 'system:dept:remove' }, audit: audit('delete') },
      schema: {
        tags,
        summary: 'Delete departments without sub-departments or users',
        body: deptDeleteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteDepts(db, authOf(request), request.body);
      recordChange(request, { target: removed.map((d) => d.name).join(','), before: removed, after: null });
      return ok(null);
    },
  );
};
