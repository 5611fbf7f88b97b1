import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { groups } from '../db/schema/index.ts';
import type { AuthContext } from './access.ts';
import { noPermission } from './errors.ts';

/**
 * Which rows a role reaches (issue 3), widest first:
 * all — every group; subtree — the acting group and its subordinates; group — the acting group only;
 * dept — the user's department in the acting group; self — rows the user owns.
 * A superior sees its subordinates' data; a sibling never does, whatever the scope.
 */
export const DATA_SCOPES = ['all', 'subtree', 'group', 'dept', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** The widest of several roles' scopes; 'self' when there are none. */
export const widestScope = (scopes: string[]): DataScope =>
  DATA_SCOPES.find((scope) => scopes.includes(scope)) ?? 'self';

/** Ids of the acting group and all its subordinates, as a sub-select usable in `inArray`. */
export const subtreeGroupIds = (groupPath: string) =>
  sql`(select ${groups.id} from ${groups} where ${like(groups.path, `${groupPath}%`)})`;

type ScopedColumns = {
  /** The row's owning group. */
  groupId: AnyPgColumn;
  /** The row's department, when the table has one. */
  deptId?: AnyPgColumn;
  /** The row's owner (or the user row's own id), for the 'self' scope. */
  ownerId?: AnyPgColumn;
};

/**
 * The WHERE condition that keeps a query inside what `auth` may see. Every query of a tenant-owned
 * table goes through this; 'all' is still held to the acting group's subtree unless the user is ROOT,
 * so that choosing a group really narrows what one sees.
 */
export const scopeCondition = (auth: AuthContext, columns: ScopedColumns): SQL | undefined => {
  if (!auth.group) return sql`false`;
  const inSubtree = inArray(columns.groupId, subtreeGroupIds(auth.group.path));
  switch (auth.dataScope) {
    case 'all':
      return auth.isRoot ? undefined : inSubtree;
    case 'subtree':
      return inSubtree;
    case 'group':
      return eq(columns.groupId, auth.group.id);
    case 'dept':
      return columns.deptId && auth.deptId !== null
        ? and(eq(columns.groupId, auth.group.id), eq(columns.deptId, auth.deptId))
        : selfCondition(auth, columns);
    case 'self':
      return selfCondition(auth, columns);
  }
};

const selfCondition = (auth: AuthContext, columns: ScopedColumns) =>
  columns.ownerId ? eq(columns.ownerId, auth.userId) : sql`false`;

/** True when a group (by its path) lies in the acting group's subtree; ROOT reaches every group. */
export const canReachGroup = (auth: AuthContext, targetPath: string) =>
  auth.isRoot || (auth.group !== null && targetPath.startsWith(auth.group.path));

/** Throws 401 unless the target group is reachable (writes to another group's rows). */
export const assertCanReachGroup = (auth: AuthContext, targetPath: string) => {
  if (!canReachGroup(auth, targetPath)) throw noPermission();
};
