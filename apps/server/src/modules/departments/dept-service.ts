import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeptNode, deptAddBody, deptDeleteBody, deptUpdateBody } from '@podium/contracts';
import { departments, groups, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { deptMessages } from './departments.messages.ts';

type Reader = Pick<Db, 'select'>;
type GroupRef = { id: number; publicId: string; path: string };

/** The group addressed (in the actor's reach) or, by default, the acting group. */
const targetGroup = async (db: Reader, auth: AuthContext, groupId: string | undefined): Promise<GroupRef> => {
  if (!groupId) {
    if (!auth.group) throw badRequest(deptMessages.noGroup);
    return auth.group;
  }
  const [group] = await db
    .select({ id: groups.id, publicId: groups.publicId, path: groups.path })
    .from(groups)
    .where(eq(groups.publicId, groupId))
    .limit(1);
  if (!group) throw notFound(deptMessages.groupNotFound);
  assertCanReachGroup(auth, group.path);
  return group;
};

// Qualified by hand: drizzle leaves columns unqualified in a single-table select, which would bind to the inner table.
const userCountOf =
  sql<number>`(select count(*) from "users" where "users"."dept_id" = "departments"."id")`.mapWith(Number);

const loadGroupDepts = (db: Reader, groupId: number) =>
  db
    .select({
      id: departments.id,
      publicId: departments.publicId,
      parentId: departments.parentId,
      name: departments.name,
      leader: departments.leader,
      orderNum: departments.orderNum,
      status: departments.status,
      createdAt: departments.createdAt,
      userCount: userCountOf,
    })
    .from(departments)
    .where(eq(departments.groupId, groupId))
    .orderBy(asc(departments.orderNum), asc(departments.id));

type DeptRow = Awaited<ReturnType<typeof loadGroupDepts>>[number];

const toTree = (rows: DeptRow[], groupPublicId: string, parentId: number | null = null): DeptNode[] => {
  const publicIdOf = new Map(rows.map((r) => [r.id, r.publicId]));
  const build = (parent: number | null): DeptNode[] =>
    rows
      .filter((r) => r.parentId === parent)
      .map((r) => ({
        deptId: r.publicId,
        parentId: r.parentId === null ? null : (publicIdOf.get(r.parentId) ?? null),
        groupId: groupPublicId,
        name: r.name,
        leader: r.leader,
        orderNum: r.orderNum,
        status: r.status,
        userCount: r.userCount,
        createdAt: r.createdAt.toISOString(),
        children: build(r.id),
      }));
  return build(parentId);
};

export const listDeptTree = async (db: Db, auth: AuthContext, groupId: string | undefined) => {
  const group = await targetGroup(db, auth, groupId);
  return toTree(await loadGroupDepts(db, group.id), group.publicId);
};

/** A department the actor may change, with its group. */
const loadDept = async (db: Reader, auth: AuthContext, deptId: string) => {
  const [row] = await db
    .select({
      id: departments.id,
      publicId: departments.publicId,
      groupId: departments.groupId,
      parentId: departments.parentId,
      name: departments.name,
      groupPublicId: groups.publicId,
      groupPath: groups.path,
    })
    .from(departments)
    .innerJoin(groups, eq(groups.id, departments.groupId))
    .where(eq(departments.publicId, deptId))
    .limit(1);
  if (!row) throw notFound(deptMessages.notFound);
  assertCanReachGroup(auth, row.groupPath);
  return row;
};

const resolveParent = async (db: Reader, groupId: number, parentId: string | null) => {
  if (parentId === null) return null;
  const [parent] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.publicId, parentId), eq(departments.groupId, groupId)))
    .limit(1);
  if (!parent) throw badRequest(deptMessages.parentNotFound);
  return parent.id;
};

const assertNameFree = async (
  db: Reader,
  groupId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
) => {
  const [taken] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.groupId, groupId),
        parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId),
        eq(departments.name, name),
        exceptId ? ne(departments.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(deptMessages.nameTaken, { name });
};

const nodeOf = async (db: Reader, groupId: number, groupPublicId: string, id: number) => {
  const rows = await loadGroupDepts(db, groupId);
  const row = rows.find((r) => r.id === id)!;
  return {
    ...toTree([{ ...row, parentId: null }], groupPublicId)[0]!,
    parentId: rows.find((r) => r.id === row.parentId)?.publicId ?? null,
    children: [],
  };
};

export const addDept = async (db: Db, auth: AuthContext, body: z.infer<typeof deptAddBody>) => {
  const group = await targetGroup(db, auth, body.groupId);
  const id = await db.transaction(async (tx) => {
    const parentId = await resolveParent(tx, group.id, body.parentId);
    await assertNameFree(tx, group.id, parentId, body.name);
    const [row] = await tx
      .insert(departments)
      .values({
        publicId: newPublicId(),
        groupId: group.id,
        parentId,
        name: body.name,
        leader: body.leader,
        orderNum: body.orderNum,
        status: body.status,
      })
      .returning({ id: departments.id });
    return row!.id;
  });
  return nodeOf(db, group.id, group.publicId, id);
};

export const updateDept = async (db: Db, auth: AuthContext, body: z.infer<typeof deptUpdateBody>) => {
  const dept = await loadDept(db, auth, body.deptId);
  const before = await nodeOf(db, dept.groupId, dept.groupPublicId, dept.id);
  await db.transaction(async (tx) => {
    const parentId = await resolveParent(tx, dept.groupId, body.parentId);
    if (parentId !== null) {
      const rows = await loadGroupDepts(tx, dept.groupId);
      // Walk up from the new parent: meeting the department itself means a cycle.
      for (
        let cur: number | null = parentId;
        cur !== null;
        cur = rows.find((r) => r.id === cur)?.parentId ?? null
      ) {
        if (cur === dept.id) throw badRequest(deptMessages.moveIntoSelf);
      }
    }
    await assertNameFree(tx, dept.groupId, parentId, body.name, dept.id);
    await tx
      .update(departments)
      .set({
        parentId,
        name: body.name,
        leader: body.leader,
        orderNum: body.orderNum,
        status: body.status,
        updatedAt: new Date(),
      })
      .where(eq(departments.id, dept.id));
  });
  return { before, after: await nodeOf(db, dept.groupId, dept.groupPublicId, dept.id) };
};

/** Deletes departments that have no sub-departments (outside the same call) and no users. */
export const deleteDepts = async (db: Db, auth: AuthContext, body: z.infer<typeof deptDeleteBody>) =>
  db.transaction(async (tx) => {
    const targets: Awaited<ReturnType<typeof loadDept>>[] = [];
    for (const id of new Set(body.ids)) targets.push(await loadDept(tx, auth, id));
    const ids = targets.map((t) => t.id);
    const children = await tx
      .select({ parentId: departments.parentId, id: departments.id })
      .from(departments)
      .where(inArray(departments.parentId, ids));
    const blocking = children.find((c) => !ids.includes(c.id));
    if (blocking)
      throw badRequest(deptMessages.hasChildren, {
        name: targets.find((t) => t.id === blocking.parentId)!.name,
      });
    const staffed = await tx
      .select({ deptId: users.deptId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(inArray(users.deptId, ids))
      .groupBy(users.deptId);
    if (staffed[0])
      throw badRequest(deptMessages.hasUsers, {
        name: targets.find((t) => t.id === staffed[0]!.deptId)!.name,
        count: staffed[0].n,
      });
    await tx.delete(departments).where(inArray(departments.id, ids));
    return targets.map((t) => ({ deptId: t.publicId, name: t.name }));
  });
