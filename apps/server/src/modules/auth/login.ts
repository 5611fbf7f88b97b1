import { eq } from 'drizzle-orm';
import type { LoginCodeBody, LoginPwdBody } from '@podium/contracts';
import { users } from '../../db/schema/index.ts';
import type { AppDeps, RequestMeta } from '../../platform/deps.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { ErrorCode } from '@podium/contracts';
import { verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { findUserByAccount } from './accounts.ts';
import { recordLogin } from './login-log.ts';
import { consumeCode } from './one-time-codes.ts';
import { createSession } from './sessions.ts';

const disabled = () => new AppError(ErrorCode.BAD_REQUEST, 'auth.userDisabled');

/**
 * Password sign-in: logged, and equally slow whether or not the user exists. The attempt has been counted
 * before this runs (AUTH_LIMITS.login, charged by the route's limits hook); success gives the charge back.
 */
export const loginWithPassword = async (deps: AppDeps, body: LoginPwdBody, meta: RequestMeta) => {
  const { db } = deps;
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.username, body.username))
    .limit(1);
  const isValid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDecoy(body.password);
  if (!user || !isValid) {
    await recordLogin(
      db,
      { username: body.username, userId: user?.id, method: 'pwd', success: false, reason: 'bad credentials' },
      meta,
    );
    throw badRequest('auth.badCredentials');
  }
  if (user.status !== 1) {
    await recordLogin(
      db,
      { username: body.username, userId: user.id, method: 'pwd', success: false, reason: 'disabled' },
      meta,
    );
    throw disabled();
  }
  await recordLogin(db, { username: body.username, userId: user.id, method: 'pwd', success: true }, meta);
  return { token: await createSession(db, deps.config, user.id, meta) };
};

/** One-time-code sign-in by phone or email (counted before it runs, like the password one). */
export const loginWithCode = async (deps: AppDeps, body: LoginCodeBody, meta: RequestMeta) => {
  const { db } = deps;
  const account = body.account.toLowerCase();
  try {
    await consumeCode(deps, account, 'login', body.code);
  } catch (error) {
    await recordLogin(db, { username: account, method: 'code', success: false, reason: 'bad code' }, meta);
    throw error;
  }
  const user = await findUserByAccount(deps, account);
  if (!user) throw badRequest('auth.accountUnknown');
  if (user.status !== 1) throw disabled();
  await recordLogin(db, { username: user.username, userId: user.id, method: 'code', success: true }, meta);
  return { token: await createSession(db, deps.config, user.id, meta) };
};
