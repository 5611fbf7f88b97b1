import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { Config } from '../../platform/config.ts';
import type { RequestMeta } from '../../platform/deps.ts';
import { newToken, sha256 } from '../../platform/ids.ts';

/** Opens a session and returns its token; only the token's hash is kept. */
export const createSession = async (db: Db, config: Config, userId: number, meta: RequestMeta) => {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 500),
    expiresAt: new Date(Date.now() + config.sessionAbsoluteMs),
  });
  return token;
};

export const revokeSession = (db: Db, sessionId: number) =>
  db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));

/** Ends every session of a user: after a password change, a reset, or disabling the account. */
export const revokeUserSessions = (db: Db, userId: number) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
