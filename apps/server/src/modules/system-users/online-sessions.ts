import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OnlineSessionRow } from '@podium/contracts';
import { sessions, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { userMessages } from './system-users.messages.ts';
import { userScope } from './user-policy.ts';

/**
 * Online users: sessions in force (not revoked, not past their absolute or idle end) of users in scope.
 * A session is named by the first 16 hex digits of its token hash: enough to address it, useless to sign in.
 */
const PUBLIC_ID_LENGTH = 16;
const publicSessionId = sql<string>`left(${sessions.tokenHash}, ${sql.raw(String(PUBLIC_ID_LENGTH))})`;

const inForce = (idleMs: number) => {
  const now = new Date();
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
    eq(users.status, 1),
  );
};

export const listOnlineSessions = async (
  deps: AppDeps,
  auth: AuthContext,
  query: { pageNum: number; pageSize: number; keyword?: string },
) => {
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    inForce(deps.config.sessionIdleMs),
    userScope(auth),
    keyword ? or(ilike(users.username, keyword), ilike(users.realName, keyword)) : undefined,
  );
  const [totalRows, rows] = await Promise.all([
    deps.db
      .select({ total: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where),
    deps.db
      .select({
        id: sessions.id,
        sessionId: publicSessionId,
        userId: users.publicId,
        username: users.username,
        realName: users.realName,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  const present = (row: (typeof rows)[number]): OnlineSessionRow => ({
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.id === auth.sessionId,
  });
  return { total: totalRows[0]?.total ?? 0, rows: rows.map(present) };
};

/** POST /system/online/forceLogout: ends the named sessions of users in scope; none found is a 404. */
export const forceLogout = async (deps: AppDeps, auth: AuthContext, sessionIds: string[]) => {
  const reachable = deps.db.select({ id: users.id }).from(users).where(userScope(auth));
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(publicSessionId, sessionIds),
        isNull(sessions.revokedAt),
        inArray(sessions.userId, reachable),
      ),
    )
    .returning({ userId: sessions.userId });
  if (ended.length === 0) throw notFound(userMessages.sessionNotFound);
  return ended.length;
};
