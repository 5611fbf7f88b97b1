import { expect } from 'vitest';
import { newPublicId } from '../platform/ids.ts';
import type { TestApp } from './test-app.ts';

type Organiser = { token: string; groupId: string };

/**
 * A published competition of `organiser` with one stage whose sign-up opened a day ago and closes in a day,
 * the given tracks (items) and sign-up rules (`/competition/enroll/setting/save` fields beyond the id).
 * The name gets a random suffix so tests in one database do not collide.
 */
export const openCompetition = async (
  t: TestApp,
  organiser: Organiser,
  {
    name,
    items = ['主赛道'],
    rules = {},
  }: { name: string; items?: string[]; rules?: Record<string, unknown> },
) => {
  const add = await t.post<{ competitionId: string }>(
    '/competition/info/add',
    { name: `${name} ${newPublicId().slice(0, 5)}`, level: 'school', year: 2026 },
    organiser,
  );
  const competitionId = add.body.data.competitionId;
  const saved = await t.post<{ itemId: string }[]>(
    '/competition/info/item/save',
    { competitionId, items: items.map((item) => ({ name: item })) },
    organiser,
  );
  const day = 24 * 3600 * 1000;
  await t.post(
    '/competition/stage/save',
    {
      competitionId,
      name: '初赛',
      signUpStart: new Date(Date.now() - day).toISOString(),
      signUpEnd: new Date(Date.now() + day).toISOString(),
    },
    organiser,
  );
  const settings = await t.post('/competition/enroll/setting/save', { competitionId, ...rules }, organiser);
  expect(settings.body.code).toBe(0);
  expect((await t.post('/competition/info/publish', { competitionId }, organiser)).body.code).toBe(0);
  return { competitionId, itemIds: saved.body.data.map((i) => i.itemId) };
};
