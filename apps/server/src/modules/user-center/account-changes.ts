import { emitEvent } from '../../platform/notify/index.ts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type {
  CenterSendCodeBody,
  EmailChangeBody,
  PasswordChangeBody,
  PhoneChangeBody,
} from '@podium/contracts';
import { sessions, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../platform/errors.ts';
import { maskPhone } from '../../platform/personal-data.ts';
import { phoneColumns, revealValue } from '../../platform/personal-fields.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { CODE_RULES, checkCode, claimCode, issueCode, throttleResend } from '../auth/one-time-codes.ts';
import { sqlState, UNIQUE_VIOLATION } from '../enrollment/pg-errors.ts';
import { centerMessages } from './center.messages.ts';

/** Re-authentication (current password) is tried at most this often per user, right or wrong. */
const REAUTH_LIMIT = { max: 10, windowMs: 15 * 60_000 };

const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};
const maskAccount = (account: string) => (account.includes('@') ? maskEmail(account) : maskPhone(account));

const loadUser = async (deps: AppDeps, userId: number) => {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return user;
};

/** Where a password-change code goes: the account's phone when the sender reaches phones, else its e-mail. */
const ownAccount = (deps: AppDeps, user: typeof users.$inferSelect) => {
  const phone = user.phoneCipher ? revealValue(deps.personalData, user.phoneCipher) : '';
  if (phone && deps.codeSender.accepts(phone)) return phone;
  if (user.email && deps.codeSender.accepts(user.email)) return user.email;
  throw badRequest(centerMessages.noAccountForCode);
};

export const sendCenterCode = async (deps: AppDeps, auth: AuthContext, body: CenterSendCodeBody) => {
  const account =
    body.purpose === 'changePhone'
      ? body.phone
      : body.purpose === 'changeEmail'
        ? body.email.toLowerCase()
        : ownAccount(deps, await loadUser(deps, auth.userId));
  if (!deps.codeSender.accepts(account)) throw badRequest('auth.smsUnavailable');
  await throttleResend(deps, account, body.purpose);
  await issueCode(deps, account, body.purpose);
  return { sentTo: maskAccount(account), resendAfter: CODE_RULES.resendAfterSec };
};

/** The current password, counted against REAUTH_LIMIT so it cannot be guessed through these calls. */
const assertPassword = async (deps: AppDeps, user: typeof users.$inferSelect, password: string) => {
  const hit = await deps.limiter.hit(`center:reauth:${user.id}`, REAUTH_LIMIT.windowMs);
  if (hit.count > REAUTH_LIMIT.max) throw tooManyRequests(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(centerMessages.wrongPassword);
};

const takenOr = (error: unknown, key: typeof centerMessages.phoneTaken) => {
  if (sqlState(error) === UNIQUE_VIOLATION) return conflict(key);
  return error;
};

/** Moves the account to a new phone: the code went to the new phone, the password proves the owner. */
export const changePhone = async (deps: AppDeps, auth: AuthContext, body: PhoneChangeBody) => {
  const codeId = await checkCode(deps, body.phone, 'changePhone', body.code);
  const user = await loadUser(deps, auth.userId);
  await assertPassword(deps, user, body.currentPassword);
  const columns = phoneColumns(deps.personalData, body.phone);
  const phoneIndex = deps.personalData.blindIndex(body.phone);
  if (user.phoneIndex === phoneIndex) throw badRequest(centerMessages.samePhone);
  const [holder] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneIndex, phoneIndex))
    .limit(1);
  if (holder) throw conflict(centerMessages.phoneTaken);
  await claimCode(deps, codeId);
  try {
    await deps.db
      .update(users)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  } catch (error) {
    // Two accounts racing for one phone: the unique blind index lets one win.
    throw takenOr(error, centerMessages.phoneTaken);
  }
  return { before: maskedOr(deps, user.phoneCipher), after: maskPhone(body.phone) };
};

const maskedOr = (deps: AppDeps, cipher: string | null) =>
  cipher ? maskPhone(revealValue(deps.personalData, cipher)) : '';

export const changeEmail = async (deps: AppDeps, auth: AuthContext, body: EmailChangeBody) => {
  const email = body.email.toLowerCase();
  const codeId = await checkCode(deps, email, 'changeEmail', body.code);
  const user = await loadUser(deps, auth.userId);
  await assertPassword(deps, user, body.currentPassword);
  if (user.email === email) throw badRequest(centerMessages.sameEmail);
  const [holder] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (holder) throw conflict(centerMessages.emailTaken);
  await claimCode(deps, codeId);
  try {
    await deps.db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (error) {
    throw takenOr(error, centerMessages.emailTaken);
  }
  return { before: user.email ? maskEmail(user.email) : '', after: maskEmail(email) };
};

/**
 * Changes the password, proven by the old password or by a code sent to the account. Every other session
 * of the user ends; the one making the change stays signed in (the person is at that screen, and has just
 * proven who they are).
 */
export const changePassword = async (deps: AppDeps, auth: AuthContext, body: PasswordChangeBody) => {
  const user = await loadUser(deps, auth.userId);
  if ('oldPassword' in body) {
    await assertPassword(deps, user, body.oldPassword);
    if (body.oldPassword === body.password) throw badRequest(centerMessages.samePassword);
  } else {
    const account = ownAccount(deps, user);
    await claimCode(deps, await checkCode(deps, account, 'changePwd', body.code));
  }
  const passwordHash = await hashPassword(body.password);
  // The change and its security notice commit together (platform/notify; nobody can switch it off).
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await emitEvent(tx, { type: 'account.passwordChanged', data: { userId: user.id }, actorId: auth.userId });
  });
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return { endedSessions: ended.length, method: 'oldPassword' in body ? 'oldPassword' : 'code' };
};
