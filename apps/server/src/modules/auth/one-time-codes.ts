import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CenterCodePurpose, CodePurpose as PublicCodePurpose } from '@podium/contracts';
import { otpCodes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { ErrorCode } from '@podium/contracts';
import { sha256 } from '../../platform/ids.ts';

/** Public purposes (sign-in, sign-up, reset) and the signed-in user centre's account changes. */
type CodePurpose = PublicCodePurpose | CenterCodePurpose;

/** Codes: 6 digits, valid 5 minutes, 5 guesses, one use; a new one at most every 60 seconds. */
export const CODE_RULES = { ttlMs: 5 * 60_000, maxAttempts: 5, resendAfterSec: 60 } as const;

const codeHash = (account: string, purpose: CodePurpose, code: string) =>
  sha256(`${account}:${purpose}:${code}`);

/** At most one code per account and purpose every 60 s; charged whether or not the account exists. */
export const throttleResend = async (deps: AppDeps, account: string, purpose: CodePurpose) => {
  const throttle = await deps.limiter.hit(`otp:send:${purpose}:${account}`, CODE_RULES.resendAfterSec * 1000);
  if (throttle.count > 1) {
    const seconds = Math.max(1, Math.ceil(throttle.resetInMs / 1000));
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'auth.codeResend', { seconds }, null, seconds);
  }
};

/** Issues and delivers a code. The code leaves only through the sender, never in a response. */
export const issueCode = async (deps: AppDeps, account: string, purpose: CodePurpose) => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.codeSender.send(account, code, purpose);
  await deps.db.insert(otpCodes).values({
    account,
    purpose,
    codeHash: codeHash(account, purpose, code),
    expiresAt: new Date(Date.now() + CODE_RULES.ttlMs),
  });
};

/**
 * Checks `code` against the newest live code for account and purpose (wrong guesses count) without using
 * it up; returns the code's id for `claimCode`. Sign-up checks first, then tells a taken name, then claims.
 */
export const checkCode = async (deps: AppDeps, account: string, purpose: CodePurpose, code: string) => {
  const [live] = await deps.db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.account, account),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!live || live.attempts >= CODE_RULES.maxAttempts) throw badRequest('auth.codeInvalid');
  if (live.codeHash !== codeHash(account, purpose, code)) {
    await deps.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, live.id));
    throw badRequest('auth.codeInvalid');
  }
  return live.id;
};

/** Uses a checked code up. Conditional update: of two concurrent uses of one code, only one wins. */
export const claimCode = async (deps: Pick<AppDeps, 'db'>, codeId: number) => {
  const claimed = await deps.db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (claimed.length === 0) throw badRequest('auth.codeInvalid');
};

/** Checks and uses up a code in one go (sign-in, reset). */
export const consumeCode = async (deps: AppDeps, account: string, purpose: CodePurpose, code: string) =>
  claimCode(deps, await checkCode(deps, account, purpose, code));
