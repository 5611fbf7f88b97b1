import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import { userMessages } from './system-users.messages.ts';
import type { Reader } from './user-policy.ts';

/** Values that must be unique among users (phone and ID number by their blind index). */
export type UniqueValues = {
  username?: string;
  phoneIndex?: string | null;
  email?: string | null;
  idCardIndex?: string | null;
};

/** 409 naming the first value another user already has; `exceptUserId` is the user being changed. */
export const assertUnique = async (db: Reader, values: UniqueValues, exceptUserId?: number) => {
  const checks: SQL[] = [];
  if (values.username) checks.push(eq(users.username, values.username));
  if (values.phoneIndex) checks.push(eq(users.phoneIndex, values.phoneIndex));
  if (values.email) checks.push(eq(users.email, values.email));
  if (values.idCardIndex) checks.push(eq(users.idCardIndex, values.idCardIndex));
  if (checks.length === 0) return;
  const holders = await db
    .select({
      username: users.username,
      phoneIndex: users.phoneIndex,
      email: users.email,
      idCardIndex: users.idCardIndex,
    })
    .from(users)
    .where(and(or(...checks), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(4);
  if (holders.some((h) => values.username && h.username === values.username)) {
    throw conflict(userMessages.usernameTaken, { value: values.username ?? '' });
  }
  if (holders.some((h) => values.phoneIndex && h.phoneIndex === values.phoneIndex))
    throw conflict(userMessages.phoneTaken);
  if (holders.some((h) => values.email && h.email === values.email)) throw conflict(userMessages.emailTaken);
  if (holders.some((h) => values.idCardIndex && h.idCardIndex === values.idCardIndex))
    throw conflict(userMessages.idCardTaken);
};
