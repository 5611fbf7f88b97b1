// Shared set-up of the notification channel tests (notify-mail, notify-sms): an app with the channel
// configured, a competition open for sign-up, students with their own contact and subscription settings.
import { expect } from 'vitest';
import { userSubscriptions, users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { newPublicId } from '../platform/ids.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Config } from '../platform/config.ts';
import { openCompetition } from './open-competition.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type ChannelApp = {
  t: TestApp;
  organizer: string;
  org: () => { token: string; groupId: string };
  competitionId: string;
  itemId: string;
  /** A student of school A with the given contact columns and, when given, saved subscription settings. */
  newStudent: (
    contact: Partial<Pick<typeof users.$inferInsert, 'email' | 'phoneCipher' | 'phoneIndex'>>,
    settings?: { topics: string[]; channels: string[] },
  ) => Promise<{ id: number; publicId: string; token: string }>;
  /** Signs the student up to the open competition (which emits `signUp.submitted`). */
  signUp: (token: string, teamName: string) => Promise<void>;
};

/** An app without background jobs (tests drain), the channel configured, retries without waiting. */
export const createChannelApp = async (
  config: Partial<Config>,
  options: { competition: string; usernamePrefix: string; realName: string },
): Promise<ChannelApp> => {
  const t = await createTestApp({ startJobs: false, config: { notifyRetryBaseMs: 1, ...config } });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const organizer = await t.login('organizer');
  const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
  const opened = await openCompetition(t, org(), { name: options.competition });
  const competitionId = opened.competitionId;
  const itemId = opened.itemIds[0]!;
  return {
    t,
    organizer,
    org,
    competitionId,
    itemId,
    newStudent: async (contact, settings) => {
      const username = `${options.usernamePrefix}${newPublicId().slice(0, 6)}`;
      const [row] = await t.db
        .insert(users)
        .values({
          publicId: newPublicId(),
          username,
          passwordHash,
          realName: options.realName,
          userType: 'student',
          groupId: t.fixture.groups.schoolA.id,
          ...contact,
        })
        .returning({ id: users.id, publicId: users.publicId });
      if (settings) await t.db.insert(userSubscriptions).values({ userId: row!.id, ...settings });
      return { ...row!, token: await t.login(username) };
    },
    signUp: async (token, teamName) =>
      expect(
        (await t.post('/web/enroll/signUp', { competitionId, itemId, teamName }, { token })).body.code,
      ).toBe(0),
  };
};
