import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { GroupDetail, GroupNode, GroupOption, GroupTreeQuery, GroupType } from '@podium/contracts';
import { colleges, groups, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { canReachGroup, scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { findReachableGroup, idsOnPath } from './group-lookup.ts';
import { buildGroupTree, presentGroup } from './group.presenter.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Groups within the caller's reach, in display order. */
const reachableGroups = (db: Db, auth: AuthContext, extra?: SQL) =>
  db
    .select()
    .from(groups)
    .where(and(scopeCondition(auth, { groupId: groups.id }), extra))
    .orderBy(asc(groups.orderNum), asc(groups.id));

/**
 * The organisation tree as far as the caller reaches. With filters, matching groups are kept together
 * with their superiors (inside the reach) so each match still shows where it sits.
 */
export const listGroupTree = async (
  db: Db,
  auth: AuthContext,
  query: GroupTreeQuery,
): Promise<GroupNode[]> => {
  const rows = await reachableGroups(db, auth);
  const filtered = Boolean(query.keyword) || query.status !== undefined || query.type !== undefined;
  if (!filtered) return buildGroupTree(rows);
  const keyword = query.keyword?.toLowerCase();
  const matches = rows.filter(
    (r) =>
      (!keyword || r.name.toLowerCase().includes(keyword) || r.code.toLowerCase().includes(keyword)) &&
      (query.status === undefined || r.status === query.status) &&
      (query.type === undefined || r.type === query.type),
  );
  const keep = new Set(matches.flatMap((m) => idsOnPath(m.path)));
  return buildGroupTree(rows.filter((r) => keep.has(r.id)));
};

/** Lookup for forms (spec §7 /web/competition/group/list): the groups in reach, flat. */
export const listGroupOptions = async (
  db: Db,
  auth: AuthContext,
  query: { type?: GroupType; keyword?: string },
): Promise<GroupOption[]> => {
  const conditions = [eq(groups.status, 1)];
  if (query.type) conditions.push(eq(groups.type, query.type));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(groups.name, pattern), ilike(groups.code, pattern))!);
  }
  const rows = await reachableGroups(db, auth, and(...conditions));
  const all = await reachableGroups(db, auth);
  const publicIdOf = new Map(all.map((r) => [r.id, r.publicId]));
  return rows.map((r) => ({
    groupId: r.publicId,
    parentId: r.parentId === null ? '' : (publicIdOf.get(r.parentId) ?? ''),
    name: r.name,
    code: r.code,
    type: r.type as GroupType,
  }));
};

/** One group with its superior chain (within reach) and what hangs off it. */
export const getGroupDetail = async (
  db: Db,
  auth: AuthContext,
  groupPublicId: string,
): Promise<GroupDetail> => {
  const group = await findReachableGroup(db, auth, groupPublicId);
  const ancestorIds = idsOnPath(group.path).filter((id) => id !== group.id);
  const ancestors = ancestorIds.length
    ? await db.select().from(groups).where(inArray(groups.id, ancestorIds))
    : [];
  // Superiors outside the caller's reach stay unnamed: a school admin learns nothing about the organiser above.
  const visible = ancestorIds
    .map((id) => ancestors.find((a) => a.id === id))
    .filter((a): a is NonNullable<typeof a> => a !== undefined && canReachGroup(auth, a.path));
  const parent = visible.find((a) => a.id === group.parentId);
  const [[subordinates], [members], [roleCount], [collegeCount]] = await Promise.all([
    db.select({ n: count() }).from(groups).where(eq(groups.parentId, group.id)),
    db
      .select({ n: count() })
      .from(users)
      .where(
        or(
          eq(users.groupId, group.id),
          inArray(
            users.id,
            db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.groupId, group.id)),
          ),
        ),
      ),
    db.select({ n: count() }).from(roles).where(eq(roles.groupId, group.id)),
    db.select({ n: count() }).from(colleges).where(eq(colleges.schoolGroupId, group.id)),
  ]);
  return {
    ...presentGroup(group, () => parent?.publicId ?? ''),
    parentName: parent?.name ?? '',
    ancestors: visible.map((a) => ({ groupId: a.publicId, name: a.name })),
    counts: {
      subordinates: subordinates?.n ?? 0,
      users: members?.n ?? 0,
      roles: roleCount?.n ?? 0,
      colleges: collegeCount?.n ?? 0,
    },
  };
};
