import { expect } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { newPublicId, newToken, sha256 } from '../../platform/ids.ts';
import type { TestApp } from '../../test-support/test-app.ts';

const DAY = 24 * 3600 * 1000;

/**
 * The sign-up surge's set-up on a test app, for the tests that send many sign-ups at once. `app` is read
 * when a helper runs (the app is built in `beforeAll`).
 */
export const surgeFixture = (app: () => TestApp) => {
  /** A published individual competition (no approval, no fee) with sign-up open now: the bench's set-up. */
  const openIndividualCompetition = async (capacityTotal: number) => {
    const t = app();
    const org = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
    const add = await t.post<{ competitionId: string }>(
      '/competition/info/add',
      { name: '报名高峰测试', level: 'school', year: 2026 },
      org,
    );
    const competitionId = add.body.data.competitionId;
    const items = await t.post<{ itemId: string }[]>(
      '/competition/info/item/save',
      { competitionId, items: [{ name: '主赛道' }] },
      org,
    );
    await t.post(
      '/competition/stage/save',
      {
        competitionId,
        name: '初赛',
        signUpStart: new Date(Date.now() - DAY).toISOString(),
        signUpEnd: new Date(Date.now() + DAY).toISOString(),
      },
      org,
    );
    expect(
      (await t.post('/competition/enroll/setting/save', { competitionId, capacityTotal }, org)).body.code,
    ).toBe(0);
    expect((await t.post('/competition/info/publish', { competitionId }, org)).body.code).toBe(0);
    return { competitionId, itemIds: items.body.data.map((i) => i.itemId) };
  };

  /** Students of a demo school with a session each, written directly (as the bench does: no login limits). */
  const signedInStudents = async (count: number) => {
    const t = app();
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          publicId: newPublicId(),
          username: `surge${i}x${newPublicId().slice(0, 8)}`,
          passwordHash: '-',
          realName: `高峰${i}`,
          userType: 'student',
          groupId: t.fixture.groups.schoolA.id,
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => newToken());
    await t.db.insert(sessions).values(
      rows.map((row, i) => ({
        tokenHash: sha256(tokens[i]!),
        userId: row.id,
        expiresAt: new Date(Date.now() + DAY),
      })),
    );
    return { tokens, userIds: rows.map((row) => row.id) };
  };

  return { openIndividualCompetition, signedInStudents };
};
