import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MenuNode } from '@podium/contracts';
import { experts, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);
const menuOf = async (username: string, groupId: string) =>
  paths(
    (await t.get<MenuNode[]>('/system/menu/userMenu', { token: await t.login(username), groupId })).body.data,
  );

describe('GET /system/menu/userMenu: a menu holds only pages its person may use', () => {
  it("shows the expert's workspace to experts only, ROOT and the organiser included", async () => {
    const { organizer, platform } = t.fixture.groups;
    expect(await menuOf('expert', organizer.publicId)).toContain('/review/competition');
    expect(await menuOf('organizer', organizer.publicId)).not.toContain('/review/competition');
    expect(await menuOf('admin', organizer.publicId)).not.toContain('/review/competition');
    expect(await menuOf('admin', platform.publicId)).not.toContain('/review/competition');
    // The organiser keeps the review pages they run.
    expect(await menuOf('organizer', organizer.publicId)).toEqual(
      expect.arrayContaining(['/review/distribution', '/review/result', '/review/statistics']),
    );
  });

  it('drops the workspace when the expert’s access ends, and shows it to an organiser who also reviews', async () => {
    const { organizer } = t.fixture.groups;
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    await t.db
      .update(experts)
      .set({ accessEndsAt: new Date(Date.now() - 1000) })
      .where(eq(experts.id, sun!.id));
    expect(await menuOf('expert', organizer.publicId)).not.toContain('/review/competition');
    const [zhao] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'organizer'));
    await t.db.update(experts).set({ accessEndsAt: null, userId: zhao!.id }).where(eq(experts.id, sun!.id));
    expect(await menuOf('organizer', organizer.publicId)).toContain('/review/competition');
    await t.db.update(experts).set({ userId: sun!.userId }).where(eq(experts.id, sun!.id));
  });

  it("keeps the organiser's results and statistics out of the expert's menu (their calls need review:distribute)", async () => {
    const menu = await menuOf('expert', t.fixture.groups.organizer.publicId);
    expect(menu).not.toContain('/review/result');
    expect(menu).not.toContain('/review/statistics');
    expect(menu).toEqual(expect.arrayContaining(['/dashboard', '/review/competition', '/review/scene']));
  });
});
