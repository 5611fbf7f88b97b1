import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { HandoverAccount, HandoverCodeResult, HandoverSession } from '@podium/contracts';
import { handoverCodes, users } from '../../db/schema/index.ts';
import type { AppDeps, RequestMeta } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors.ts';
import { newToken, sha256 } from '../../platform/ids.ts';
import { maskName } from '../../platform/masking.ts';
import type { LocalizedText } from '../../platform/messages.ts';
import { recordLogin } from './login-log.ts';
import { createSession } from './sessions.ts';

/** A hand-over code lives a minute: long enough for a redirect, too short to be passed around. */
export const HANDOVER_TTL_MS = 60_000;

export const handoverMessages = {
  invalid: {
    zh: '登录链接无效或已过期，请重新登录',
    en: 'This sign-in link is invalid or has expired; please sign in again',
  },
} satisfies Record<string, LocalizedText>;

/**
 * Spec §4's externally supplied token, made safe: the other site (signed in as the person) asks for a
 * code; the browser brings it in the address; the page exchanges it for a session of its own. The code is
 * random (256 bits), stored hashed, used once and expires in a minute, so an address in a history, a log
 * or a Referer is worth nothing, and a session token never travels in an address.
 */
export const createHandoverCode = async (deps: AppDeps, userId: number): Promise<HandoverCodeResult> => {
  const code = newToken();
  await deps.db.delete(handoverCodes).where(lt(handoverCodes.expiresAt, new Date()));
  await deps.db.insert(handoverCodes).values({
    codeHash: sha256(code),
    userId,
    expiresAt: new Date(Date.now() + HANDOVER_TTL_MS),
  });
  return { code, expiresInSeconds: HANDOVER_TTL_MS / 1000 };
};

const accountOf = (user: { username: string; realName: string }): HandoverAccount => ({
  username: user.username,
  maskedName: maskName(user.realName),
});

/** Whose account a live code would sign in, without using it: the page asks before replacing a session. */
export const peekHandover = async (deps: AppDeps, code: string): Promise<HandoverAccount> => {
  const [row] = await deps.db
    .select({ username: users.username, realName: users.realName })
    .from(handoverCodes)
    .innerJoin(users, eq(users.id, handoverCodes.userId))
    .where(
      and(
        eq(handoverCodes.codeHash, sha256(code)),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, new Date()),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  if (!row) throw badRequest(handoverMessages.invalid);
  return accountOf(row);
};

/** Uses the code (once: the update that marks it used is the check) and opens a new session. */
export const exchangeHandover = async (
  deps: AppDeps,
  code: string,
  meta: RequestMeta,
): Promise<HandoverSession> => {
  const [used] = await deps.db
    .update(handoverCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(handoverCodes.codeHash, sha256(code)),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: handoverCodes.userId });
  const [user] = used
    ? await deps.db
        .select({ id: users.id, username: users.username, realName: users.realName })
        .from(users)
        .where(and(eq(users.id, used.userId), eq(users.status, 1)))
    : [];
  if (!user) throw badRequest(handoverMessages.invalid);
  await recordLogin(
    deps.db,
    { username: user.username, userId: user.id, method: 'handover', success: true },
    meta,
  );
  return { ...accountOf(user), token: await createSession(deps.db, deps.config, user.id, meta) };
};
