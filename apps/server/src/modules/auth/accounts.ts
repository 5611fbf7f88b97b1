import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/** A phone or email account is matched on the column it belongs to. */
export const accountColumn = (account: string) => (account.includes('@') ? users.email : users.phone);

export const findUserByAccount = async (db: Db, account: string) => {
  const [user] = await db
    .select({ id: users.id, username: users.username, status: users.status })
    .from(users)
    .where(eq(accountColumn(account), account.toLowerCase()))
    .limit(1);
  return user;
};
