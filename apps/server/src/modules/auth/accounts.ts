import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { phoneColumns } from '../../platform/personal-fields.ts';

const isEmail = (account: string) => account.includes('@');

/** The column and value that find an account: email as typed (lower case), phone through its blind index. */
export const accountMatch = (deps: Pick<AppDeps, 'personalData'>, account: string) =>
  isEmail(account)
    ? eq(users.email, account.toLowerCase())
    : eq(users.phoneIndex, deps.personalData.blindIndex(account));

/** The stored columns for a new account (phone encrypted, email plain). */
export const accountColumns = (deps: Pick<AppDeps, 'personalData'>, account: string) =>
  isEmail(account) ? { email: account.toLowerCase() } : phoneColumns(deps.personalData, account);

export const findUserByAccount = async (deps: Pick<AppDeps, 'db' | 'personalData'>, account: string) => {
  const [user] = await deps.db
    .select({ id: users.id, username: users.username, status: users.status })
    .from(users)
    .where(accountMatch(deps, account))
    .limit(1);
  return user;
};
