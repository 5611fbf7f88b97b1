import { eq, inArray } from 'drizzle-orm';
import { userSubscriptions, users } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { NotifyTopic } from './event-types.ts';

/** Channels outside the site inbox that the dispatcher can deliver through. */
export type OutsideChannel = 'email' | 'sms';

/** `phoneCipher`: the phone as stored (encrypted); the dispatcher decrypts it only to mask it. */
export type Recipient = {
  userId: number;
  site: boolean;
  email: string | null;
  phoneCipher: string | null;
  /** Mail held for the daily digest (never for `security`). */
  digest: boolean;
};

/**
 * Who of `userIds` hears of a topic, and where. Without saved settings a person hears of every topic in
 * the site inbox (what the subscription centre shows them). Saved settings decide topics and channels;
 * `security` ignores them (site, e-mail and SMS always: a stolen account must not silence them). Disabled
 * accounts hear nothing.
 */
export const recipientsFor = async (tx: Db, userIds: number[], topic: NotifyTopic): Promise<Recipient[]> => {
  const out: Recipient[] = [];
  for (let start = 0; start < userIds.length; start += 1000) {
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        phoneCipher: users.phoneCipher,
        status: users.status,
        topics: userSubscriptions.topics,
        channels: userSubscriptions.channels,
        digest: userSubscriptions.digest,
      })
      .from(users)
      .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
      .where(inArray(users.id, userIds.slice(start, start + 1000)));
    for (const row of rows) {
      if (row.status !== 1) continue;
      const security = topic === 'security';
      const saved = row.channels !== null;
      if (!security && saved && !(row.topics ?? []).includes(topic)) continue;
      const channels = saved ? row.channels! : ['site'];
      out.push({
        userId: row.id,
        site: security || channels.includes('site'),
        email: (security || channels.includes('email')) && row.email ? row.email : null,
        phoneCipher: (security || channels.includes('sms')) && row.phoneCipher ? row.phoneCipher : null,
        digest: !security && row.digest === true,
      });
    }
  }
  return out;
};
