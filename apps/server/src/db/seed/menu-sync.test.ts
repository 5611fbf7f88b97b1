import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { syncMenus } from './menu-sync.ts';

/**
 * A database made by an earlier version: a page it never had, a page whose permission changed since, and
 * an entry an administrator renamed. The start brings the first two up to this version's tree and keeps
 * the administrator's name.
 */
describe('menu brought up to this version at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const menuAt = async (path: string) => (await t.db.select().from(menus).where(eq(menus.path, path)))[0];
  const holders = async (menuId: number) =>
    (
      await t.db
        .select({ roleKey: roles.roleKey })
        .from(roleMenus)
        .innerJoin(roles, eq(roles.id, roleMenus.roleId))
        .where(eq(roleMenus.menuId, menuId))
    )
      .map((r) => r.roleKey)
      .sort();

  it('adds a page the database lacks under its parent, granted to the roles with its permission', async () => {
    const page = (await menuAt('/system/schoolChange'))!;
    const pageHolders = await holders(page.id);
    expect(pageHolders.length).toBeGreaterThan(0);
    await t.db.delete(menus).where(eq(menus.id, page.id));
    const review = (await menuAt('/review/result'))!;
    await t.db.update(menus).set({ permission: '' }).where(eq(menus.id, review.id));
    const list = (await menuAt('/competition/list'))!;
    await t.db.update(menus).set({ menuName: '本校竞赛', visible: 0 }).where(eq(menus.id, list.id));

    const result = await syncMenus(t.db);
    expect(result.added).toEqual(['/system/schoolChange']);
    expect(result.updated).toEqual(['/review/result']);
    const added = (await menuAt('/system/schoolChange'))!;
    expect(added.parentId).toBe(page.parentId);
    expect(added.permission).toBe(page.permission);
    // Granted to the roles whose permissions include the page's (the seed granted it to the same).
    expect(await holders(added.id)).toEqual(pageHolders);
    expect((await menuAt('/review/result'))!.permission).toBe(review.permission);
    // What administrators set stays.
    const kept = (await menuAt('/competition/list'))!;
    expect([kept.menuName, kept.visible]).toEqual(['本校竞赛', 0]);

    // A page that was open to its holders and now needs a permission: the holders keep it.
    const stats = (await menuAt('/database/statistics'))!;
    const statsHolders = await holders(stats.id);
    expect(statsHolders).toEqual(expect.arrayContaining(['organizer', 'school']));
    await t.db.update(menus).set({ permission: '' }).where(eq(menus.id, stats.id));
    const withoutStats = sql`${roles.permissions} - 'statistics:view'`;
    await t.db.update(roles).set({ permissions: withoutStats });
    expect((await syncMenus(t.db)).updated).toEqual(['/database/statistics']);
    const granted = await t.db
      .select({ roleKey: roles.roleKey })
      .from(roles)
      .where(sql`${roles.permissions} @> '["statistics:view"]'::jsonb`);
    expect(granted.map((r) => r.roleKey).sort()).toEqual(statsHolders);

    // A second start finds nothing to do.
    expect(await syncMenus(t.db)).toEqual({ added: [], updated: [] });
    expect(
      await t.db
        .select({ id: menus.id })
        .from(menus)
        .where(and(inArray(menus.path, ['/system/schoolChange']))),
    ).toHaveLength(1);
  });
});
