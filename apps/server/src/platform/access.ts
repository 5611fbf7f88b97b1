import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, GROUP_HEADER, ROOT_ROLE } from '@podium/contracts';
import { groups, roles, sessions, userRoles, users } from '../db/schema/index.ts';
import type { Db } from './db.ts';
import { AppError, noPermission, sessionExpired } from './errors.ts';
import { sha256 } from './ids.ts';
import { widestScope, type DataScope } from './data-scope.ts';

/**
 * Who may call a route, declared in the route's `config.access`:
 * 'public' anyone; 'user' any signed-in user; `{permission}` a user whose roles in the acting group grant it.
 */
export type Access = 'public' | 'user' | { permission: string };

export type ActingGroup = { id: number; publicId: string; path: string; code: string; name: string };

export type AuthContext = {
  userId: number;
  userPublicId: string;
  username: string;
  sessionId: number;
  /** Group the request acts for (X-Group-Id, else the user's first group); null when the user has none. */
  group: ActingGroup | null;
  roleIds: string[];
  roleKeys: string[];
  permissions: string[];
  isRoot: boolean;
  /** The widest data scope among the roles that apply (see data-scope.ts). */
  dataScope: DataScope;
  /** Department of the user, for the 'dept' scope. */
  deptId: number | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Reads the bearer token from the Authorization header. */
export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

type SessionPolicy = { idleMs: number };

const findSession = async (db: Db, token: string, policy: SessionPolicy) => {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      userPublicId: users.publicId,
      username: users.username,
      deptId: users.deptId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  // Touch at most once a minute: idle expiry needs no finer grain, and reads stay reads.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return row;
};

/**
 * The user's role assignments that matter for this request, in one query: those held in `group` or any
 * superior of it (they apply there), and any ROOT assignment (ROOT acts everywhere).
 */
const assignmentsFor = async (db: Db, userId: number, group: ActingGroup | null) => {
  const ancestorIds = group ? group.path.split('/').filter(Boolean).map(Number) : [];
  const rows = await db
    .select({
      publicId: roles.publicId,
      roleKey: roles.roleKey,
      permissions: roles.permissions,
      dataScope: roles.dataScope,
      groupId: userRoles.groupId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(roles.status, 1),
        ancestorIds.length > 0
          ? or(eq(roles.roleKey, ROOT_ROLE), inArray(userRoles.groupId, ancestorIds))
          : eq(roles.roleKey, ROOT_ROLE),
      ),
    );
  return {
    held: rows.filter((row) => ancestorIds.includes(row.groupId)),
    isRoot: rows.some((row) => row.roleKey === ROOT_ROLE),
  };
};

const groupColumns = {
  id: groups.id,
  publicId: groups.publicId,
  path: groups.path,
  code: groups.code,
  name: groups.name,
};

const resolveGroup = async (
  db: Db,
  userId: number,
  requested: string | undefined,
): Promise<ActingGroup | null> => {
  if (requested) {
    const [group] = await db.select(groupColumns).from(groups).where(eq(groups.publicId, requested)).limit(1);
    if (!group) throw new AppError(ErrorCode.NO_PERMISSION, 'common.groupHeader');
    return group;
  }
  const [first] = await db
    .select(groupColumns)
    .from(userRoles)
    .innerJoin(groups, eq(groups.id, userRoles.groupId))
    .where(eq(userRoles.userId, userId))
    .orderBy(groups.id)
    .limit(1);
  return first ?? null;
};

/** Builds the request's AuthContext from its token and group header, or throws 11000 / 401. */
export const authenticate = async (
  db: Db,
  request: FastifyRequest,
  policy: SessionPolicy,
): Promise<AuthContext> => {
  const token = bearerToken(request);
  if (!token) throw sessionExpired();
  const session = await findSession(db, token, policy);
  if (!session) throw sessionExpired();
  const requested = request.headers[GROUP_HEADER];
  const group = await resolveGroup(db, session.userId, typeof requested === 'string' ? requested : undefined);
  const { held, isRoot } = await assignmentsFor(db, session.userId, group);
  // A header naming a group the user holds no role for is refused, unless ROOT (who may act for any).
  if (group && typeof requested === 'string' && held.length === 0 && !isRoot) {
    throw new AppError(ErrorCode.NO_PERMISSION, 'common.groupHeader');
  }
  return {
    userId: session.userId,
    userPublicId: session.userPublicId,
    username: session.username,
    sessionId: session.sessionId,
    group,
    roleIds: [...new Set(held.map((r) => r.publicId))],
    roleKeys: [...new Set([...held.map((r) => r.roleKey), ...(isRoot ? [ROOT_ROLE] : [])])],
    permissions: [...new Set(held.flatMap((r) => r.permissions))],
    isRoot,
    dataScope: isRoot ? 'all' : widestScope(held.map((r) => r.dataScope)),
    deptId: session.deptId,
  };
};

export const hasPermission = (auth: AuthContext, permission: string) =>
  auth.isRoot || auth.permissions.includes(permission) || auth.permissions.includes('*:*:*');

/** preHandler enforcing the route's declared access. Routes default to 'user': nothing is public by accident. */
export const createAccessGuard =
  (db: Db, policy: SessionPolicy) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    request.auth = await authenticate(db, request, policy);
    if (typeof access === 'object' && !hasPermission(request.auth, access.permission)) throw noPermission();
  };

/** The signed-in context of a guarded route (the guard guarantees it). */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw sessionExpired();
  return request.auth;
};
