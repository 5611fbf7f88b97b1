import type { SendCodeBody } from '@podium/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors.ts';
import { findUserByAccount } from './accounts.ts';
import { CODE_RULES, issueCode, throttleResend } from './one-time-codes.ts';

/**
 * Sends a code for sign-in, sign-up or reset. The answer is the same whether or not the account exists
 * (no enumeration): a code goes out only when the account fits the purpose — an existing one for sign-in
 * and reset, a new one for sign-up — and otherwise nothing is sent and the next step fails on the code.
 */
export const sendCode = async (deps: AppDeps, body: SendCodeBody) => {
  const account = body.account.toLowerCase();
  // Decided by the account's form alone (e.g. no SMS provider), before anything about the account is read.
  if (!deps.codeSender.accepts(account)) throw badRequest('auth.smsUnavailable');
  await throttleResend(deps, account, body.purpose);
  const user = await findUserByAccount(deps, account);
  const fits = body.purpose === 'register' ? !user : Boolean(user);
  if (fits) await issueCode(deps, account, body.purpose);
  return { resendAfter: CODE_RULES.resendAfterSec };
};
