import type { SendCodeBody } from '@podium/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { findUserByAccount } from './accounts.ts';
import { issueCode } from './one-time-codes.ts';

/** Sends a code for sign-in, sign-up or reset, after checking the account fits the purpose. */
export const sendCode = async (deps: AppDeps, body: SendCodeBody) => {
  const account = body.account.toLowerCase();
  const user = await findUserByAccount(deps, account);
  if (body.purpose === 'register' && user) throw conflict('auth.accountTaken');
  if (body.purpose !== 'register' && !user) throw badRequest('auth.accountUnknown');
  return issueCode(deps, account, body.purpose);
};
