import { inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, GROUP_HEADER, ROOT_ROLE } from '@podium/contracts';
import { sessions } from '../db/schema/index.ts';
import { executeNamed, type Db } from './db.ts';
import { AppError, noPermission, sessionExpired } from './errors.ts';
import { createGroupBatcher } from './group-batch.ts';
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

type AuthRow = {
  session_id: number | string;
  last_seen_at: Date | string;
  user_id: number | string;
  user_public_id: string;
  username: string;
  dept_id: number | string | null;
  group_id: number | string | null;
  group_public_id: string | null;
  group_path: string | null;
  group_code: string | null;
  group_name: string | null;
  roles: { publicId: string; roleKey: string; permissions: string[]; dataScope: string; groupId: number }[];
};

/**
 * Session, acting group and the role assignments that apply there, in ONE statement for every call being
 * guarded at the same moment: each guarded call needs it, and each statement costs the server a socket
 * write and the database a parse and an execution (the sign-up surge profile showed the writes as the
 * largest single cost), so concurrent calls share one (group-batch.ts). The rules, per call: the session
 * is live (not revoked, not expired, not idle beyond the policy) and its user active; the acting group is
 * the one the X-Group-Id header names, else the user's first group; the roles that apply are those held in
 * that group or any superior of it, plus any ROOT assignment (ROOT acts everywhere).
 */
const authRows = async (db: Db, idleMs: number, asks: AuthAsk[]): Promise<(AuthRow | undefined)[]> => {
  const now = new Date();
  const idleSince = new Date(now.getTime() - idleMs);
  // The asks go as one JSON parameter: one statement text (prepared once per connection) for any batch size.
  const asked = JSON.stringify(
    asks.map((ask, ord) => ({ ord, hash: sha256(ask.token), wanted: ask.wanted })),
  );
  const rows = await executeNamed<AuthRow & { ord: number }>(
    db,
    'auth-rows',
    sql`
    select r.ord, s.*, g.id as group_id, g.public_id as group_public_id, g.path as group_path,
           g.code as group_code, g.name as group_name, held.roles
    from jsonb_to_recordset(${asked}::jsonb) as r(ord int, hash text, wanted text)
    join lateral (
      select s.id as session_id, s.last_seen_at, u.id as user_id, u.public_id as user_public_id, u.username,
             u.dept_id
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = r.hash and s.revoked_at is null
        and s.expires_at > ${now.toISOString()}::timestamptz
        and s.last_seen_at > ${idleSince.toISOString()}::timestamptz and u.status = 1
      limit 1) s on true
    left join lateral (
      select gr.id, gr.public_id, gr.path, gr.code, gr.name from groups gr
      where r.wanted is not null and gr.public_id = r.wanted
      union all
      select * from (
        select gr.id, gr.public_id, gr.path, gr.code, gr.name
        from user_roles ur join groups gr on gr.id = ur.group_id
        where r.wanted is null and ur.user_id = s.user_id
        order by gr.id limit 1) first_group) g on true
    cross join lateral (
      select coalesce(json_agg(json_build_object('publicId', ro.public_id, 'roleKey', ro.role_key,
                        'permissions', ro.permissions, 'dataScope', ro.data_scope, 'groupId', ur.group_id)),
                      '[]'::json) as roles
      from user_roles ur join roles ro on ro.id = ur.role_id
      where ur.user_id = s.user_id and ro.status = 1
        and (ro.role_key = ${ROOT_ROLE}
             or ur.group_id = any(string_to_array(trim(both '/' from g.path), '/')::bigint[]))) held`,
  );
  const byAsk = new Map(rows.map((row) => [Number(row.ord), row]));
  // Touch at most once a minute: idle expiry needs no finer grain, and reads stay reads.
  const stale = [...byAsk.values()].filter(
    (row) => now.getTime() - new Date(row.last_seen_at).getTime() > 60_000,
  );
  if (stale.length > 0) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(inArray(sessions.id, [...new Set(stale.map((row) => Number(row.session_id)))]));
  }
  return asks.map((_, ord) => byAsk.get(ord));
};

type AuthAsk = { token: string; wanted: string | null };

/**
 * The batcher per database (tests open several), keyed by the idle policy. Up to 256 calls a statement;
 * a few statements at once, so reads never queue behind one slow batch while the pool has connections.
 */
const authBatchers = new WeakMap<Db, ReturnType<typeof createGroupBatcher<AuthAsk, AuthRow | undefined>>>();

const authRow = (db: Db, token: string, requested: string | undefined, policy: SessionPolicy) => {
  let batcher = authBatchers.get(db);
  if (!batcher) {
    batcher = createGroupBatcher<AuthAsk, AuthRow | undefined>(
      (key, asks) => authRows(db, Number(key), asks),
      { maxSize: 256, maxInFlight: 4 },
    );
    authBatchers.set(db, batcher);
  }
  return batcher(String(policy.idleMs), { token, wanted: requested ?? null });
};

/** Builds the request's AuthContext from its token and group header, or throws 11000 / 401. */
export const authenticate = async (
  db: Db,
  request: FastifyRequest,
  policy: SessionPolicy,
): Promise<AuthContext> => {
  const token = bearerToken(request);
  if (!token) throw sessionExpired();
  const header = request.headers[GROUP_HEADER];
  const requested = typeof header === 'string' && header !== '' ? header : undefined;
  const row = await authRow(db, token, requested, policy);
  if (!row) throw sessionExpired();
  if (requested && row.group_id === null) throw new AppError(ErrorCode.NO_PERMISSION, 'common.groupHeader');
  const group: ActingGroup | null =
    row.group_id === null
      ? null
      : {
          id: Number(row.group_id),
          publicId: row.group_public_id!,
          path: row.group_path!,
          code: row.group_code!,
          name: row.group_name!,
        };
  const ancestorIds = group ? group.path.split('/').filter(Boolean).map(Number) : [];
  const held = row.roles.filter((r) => ancestorIds.includes(Number(r.groupId)));
  const isRoot = row.roles.some((r) => r.roleKey === ROOT_ROLE);
  // A header naming a group the user holds no role for is refused, unless ROOT (who may act for any).
  if (group && requested && held.length === 0 && !isRoot) {
    throw new AppError(ErrorCode.NO_PERMISSION, 'common.groupHeader');
  }
  return {
    userId: Number(row.user_id),
    userPublicId: row.user_public_id,
    username: row.username,
    sessionId: Number(row.session_id),
    group,
    roleIds: [...new Set(held.map((r) => r.publicId))],
    roleKeys: [...new Set([...held.map((r) => r.roleKey), ...(isRoot ? [ROOT_ROLE] : [])])],
    permissions: [...new Set(held.flatMap((r) => r.permissions))],
    isRoot,
    dataScope: isRoot ? 'all' : widestScope(held.map((r) => r.dataScope as DataScope)),
    deptId: row.dept_id === null ? null : Number(row.dept_id),
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
