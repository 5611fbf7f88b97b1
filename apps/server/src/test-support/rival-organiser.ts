import { eq } from 'drizzle-orm';
import { groups } from '../db/schema/index.ts';
import { newPublicId } from '../platform/ids.ts';
import { createActor } from './access-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** An organiser of a sibling group under the platform, holding the given permissions there. */
export const createRivalOrganiser = async (t: TestApp, username: string, permissions: string[]) => {
  const platform = t.fixture.groups.platform;
  const [sibling] = await t.db
    .insert(groups)
    .values({
      publicId: newPublicId(),
      name: `另一组委会-${username}`,
      code: `ORG-${username}`,
      type: 'organizer',
      parentId: platform.id,
      path: '',
    })
    .returning();
  await t.db
    .update(groups)
    .set({ path: `${platform.path}${sibling!.id}/` })
    .where(eq(groups.id, sibling!.id));
  return createActor(t, { username, group: { id: sibling!.id, publicId: sibling!.publicId }, permissions });
};
