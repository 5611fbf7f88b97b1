import { emitEvent } from '../../platform/notify/index.ts';
import { and, eq, isNull, or } from 'drizzle-orm';
import { idCardProblemOf, MsgKey, type RegisterBody, type RetrieveBody } from '@podium/contracts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import type { AppDeps, RequestMeta } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { idCardColumns, normaliseIdCard, parseIdCardOrThrow } from '../../platform/personal-fields.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findSiteForHost } from '../website/index.ts';
import { accountColumns, accountMatch, findUserByAccount } from './accounts.ts';
import { recordLogin } from './login-log.ts';
import { checkCode, claimCode, consumeCode } from './one-time-codes.ts';
import { createSession, revokeUserSessions } from './sessions.ts';

/**
 * Portal sign-up: a student, teacher or expert of the host's tenant, signed in at once. The code is
 * checked before anything about other accounts is told (a taken user name only to whoever holds a valid
 * code for a new account), and used up only when the sign-up goes through.
 */
export const registerUser = async (deps: AppDeps, body: RegisterBody, meta: RequestMeta) => {
  const { db } = deps;
  // PIPL: no account without the visitor's consent to the user agreement and privacy policy.
  if (body.agreed !== true) throw badRequest('auth.consentRequired');
  const account = body.account.toLowerCase();
  const idCard = body.idCard ? normaliseIdCard(body.idCard) : null;
  const idInfo = idCard ? parseIdCardOrThrow(idCard) : undefined;
  // The check digit as well (the same contract check the form runs on blur): a mistyped number is refused.
  if (idCard && idCardProblemOf(idCard) === 'checksum') throw badRequest(MsgKey.idCardChecksum);
  const idColumns = idCardColumns(deps.personalData, idCard, idInfo);
  const codeId = await checkCode(deps, account, 'register', body.code);
  const [taken] = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, body.username), accountMatch(deps, account)))
    .limit(1);
  if (taken) throw conflict(taken.username === body.username ? 'auth.usernameTaken' : 'auth.accountTaken');
  if (idColumns.idCardIndex) {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.idCardIndex, idColumns.idCardIndex))
      .limit(1);
    if (holder) throw conflict('auth.idCardTaken');
  }
  await claimCode(deps, codeId);
  const site = await findSiteForHost(db, meta.host);
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        username: body.username,
        passwordHash,
        realName: body.realName,
        ...accountColumns(deps, account),
        ...idColumns,
        userType: body.userType,
        groupId: site?.setting.groupId,
        consentAt: new Date(),
      })
      .returning({ id: users.id });
    if (!created) throw new Error('insert returned no row');
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.roleKey, body.userType), isNull(roles.groupId)))
      .limit(1);
    if (role && site)
      await tx
        .insert(userRoles)
        .values({ userId: created.id, roleId: role.id, groupId: site.setting.groupId });
    return created.id;
  });
  await recordLogin(db, { username: body.username, userId, method: 'register', success: true }, meta);
  return { token: await createSession(db, deps.config, userId, meta) };
};

/**
 * Password reset by one-time code; every existing session of the user ends. The code comes first: an
 * unknown account never got one, so it fails like a wrong code and tells nothing about the account.
 */
export const retrievePassword = async (deps: AppDeps, body: RetrieveBody) => {
  const account = body.account.toLowerCase();
  await consumeCode(deps, account, 'retrieve', body.code);
  const user = await findUserByAccount(deps, account);
  if (!user) throw badRequest('auth.codeInvalid');
  const passwordHash = await hashPassword(body.password);
  // The change and its security notice commit together (platform/notify; nobody can switch it off).
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await emitEvent(tx, { type: 'account.passwordChanged', data: { userId: user.id }, actorId: user.id });
  });
  await revokeUserSessions(deps.db, user.id);
};
