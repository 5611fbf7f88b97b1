import { and, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { LoginLogRow, OperationLogRow, loginLogFilter, operationLogFilter } from '@podium/contracts';
import type { z } from 'zod';
import { groups, loginLogs, operationLogs, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { likePattern } from '../../platform/like-pattern.ts';

type Paging = { limit: number; offset: number };
type OperationFilter = z.infer<typeof operationLogFilter>;
type LoginFilter = z.infer<typeof loginLogFilter>;

/** Operation logs of groups in the actor's scope (a write's group is the group it was made for); ROOT sees all. */
const operationWhere = (auth: AuthContext, f: OperationFilter) =>
  and(
    scopeCondition(auth, { groupId: operationLogs.groupId, ownerId: operationLogs.userId }),
    f.username ? ilike(operationLogs.username, likePattern(f.username)) : undefined,
    f.module ? eq(operationLogs.module, f.module) : undefined,
    f.action ? eq(operationLogs.action, f.action) : undefined,
    f.success === undefined ? undefined : eq(operationLogs.success, f.success),
    f.ip ? eq(operationLogs.ip, f.ip) : undefined,
    f.beginTime ? gte(operationLogs.createdAt, new Date(f.beginTime)) : undefined,
    f.endTime ? lte(operationLogs.createdAt, new Date(f.endTime)) : undefined,
  );

export const findOperationLogs = async (
  db: Db,
  auth: AuthContext,
  filter: OperationFilter,
  paging: Paging,
) => {
  const where = operationWhere(auth, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        username: operationLogs.username,
        groupName: groups.name,
        module: operationLogs.module,
        action: operationLogs.action,
        target: operationLogs.target,
        before: operationLogs.before,
        after: operationLogs.after,
        method: operationLogs.method,
        path: operationLogs.path,
        ip: operationLogs.ip,
        userAgent: operationLogs.userAgent,
        durationMs: operationLogs.durationMs,
        success: operationLogs.success,
        errorMsg: operationLogs.errorMsg,
        createdAt: operationLogs.createdAt,
      })
      .from(operationLogs)
      .leftJoin(groups, eq(groups.id, operationLogs.groupId))
      .where(where)
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(operationLogs).where(where),
  ]);
  const present = (r: (typeof rows)[number]): OperationLogRow => ({
    ...r,
    groupName: r.groupName ?? '',
    createdAt: r.createdAt.toISOString(),
  });
  return { rows: rows.map(present), total: total?.n ?? 0 };
};

/**
 * Sign-ins of users whose home group is in the actor's scope. Attempts for unknown usernames belong to no group,
 * so only ROOT sees them.
 */
const loginWhere = (auth: AuthContext, f: LoginFilter) =>
  and(
    auth.isRoot
      ? undefined
      : scopeCondition(auth, { groupId: users.groupId, deptId: users.deptId, ownerId: users.id }),
    f.username ? ilike(loginLogs.username, likePattern(f.username)) : undefined,
    f.method ? eq(loginLogs.method, f.method) : undefined,
    f.success === undefined ? undefined : eq(loginLogs.success, f.success),
    f.ip ? eq(loginLogs.ip, f.ip) : undefined,
    f.beginTime ? gte(loginLogs.createdAt, new Date(f.beginTime)) : undefined,
    f.endTime ? lte(loginLogs.createdAt, new Date(f.endTime)) : undefined,
  );

export const findLoginLogs = async (db: Db, auth: AuthContext, filter: LoginFilter, paging: Paging) => {
  const where = loginWhere(auth, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        username: loginLogs.username,
        realName: users.realName,
        groupName: groups.name,
        method: loginLogs.method,
        success: loginLogs.success,
        reason: loginLogs.reason,
        ip: loginLogs.ip,
        userAgent: loginLogs.userAgent,
        createdAt: loginLogs.createdAt,
      })
      .from(loginLogs)
      .leftJoin(users, eq(users.id, loginLogs.userId))
      .leftJoin(groups, eq(groups.id, users.groupId))
      .where(where)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(loginLogs).leftJoin(users, eq(users.id, loginLogs.userId)).where(where),
  ]);
  const present = (r: (typeof rows)[number]): LoginLogRow => ({
    ...r,
    realName: r.realName ?? '',
    groupName: r.groupName ?? '',
    createdAt: r.createdAt.toISOString(),
  });
  return { rows: rows.map(present), total: total?.n ?? 0 };
};
