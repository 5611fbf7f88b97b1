import { eq, inArray, sql } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { MENU_TREE, menuRowOf, type MenuSeed } from './menu-tree.ts';

type MenuRow = typeof menus.$inferSelect;
export type MenuSyncResult = { added: string[]; updated: string[] };

/**
 * Brings an existing installation's menu up to this version's tree, at every start: the seed writes the
 * menu only into a new database, so a page added later (a finance or a reporting page) or a permission a
 * page now needs would never reach a database made by an earlier version. Entries are matched by path.
 * A missing one is added under its parent and granted as `grantHolders` says (administrators see every
 * page and may grant it further on the role page). An existing entry takes
 * the tree's page component and permission, which the code depends on; its names, icon, order and
 * visibility stay as administrators set them. Entries the tree no longer has are left alone.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Who gets a page the database lacks: the roles whose permissions include the page's permission (they
 * could already do its work); for a page without one, the roles holding its parent or a page beside it.
 */
const grantHolders = async (tx: Tx, node: MenuSeed, parentId: number | null, known: MenuRow[]) => {
  if (node.perm) {
    const rows = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.permissions} @> ${JSON.stringify([node.perm])}::jsonb`);
    return rows.map((r) => r.id);
  }
  if (parentId === null) return [];
  const family = [parentId, ...known.filter((m) => m.parentId === parentId).map((m) => m.id)];
  const rows = await tx
    .selectDistinct({ roleId: roleMenus.roleId })
    .from(roleMenus)
    .where(inArray(roleMenus.menuId, family));
  return rows.map((r) => r.roleId);
};

/**
 * A page that was open to whoever held it and now needs a permission (database statistics did): the roles
 * holding the page get the permission, so an upgrade takes nothing away from the people using it.
 */
const grantToPageHolders = async (tx: Tx, menuId: number, permission: string) => {
  await tx
    .update(roles)
    .set({ permissions: sql`${roles.permissions} || ${JSON.stringify([permission])}::jsonb` })
    .where(
      sql`${roles.id} in (select ${roleMenus.roleId} from ${roleMenus} where ${roleMenus.menuId} = ${menuId})
        and not ${roles.permissions} @> ${JSON.stringify([permission])}::jsonb`,
    );
};

export const syncMenus = async (db: Db, tree: MenuSeed[] = MENU_TREE): Promise<MenuSyncResult> =>
  db.transaction(async (tx) => {
    const rows = await tx.select().from(menus);
    const byPath = new Map<string, MenuRow>();
    for (const row of [...rows].sort((a, b) => a.id - b.id))
      if (!byPath.has(row.path)) byPath.set(row.path, row);
    const result: MenuSyncResult = { added: [], updated: [] };

    const walk = async (nodes: MenuSeed[], parentId: number | null) => {
      for (const [index, node] of nodes.entries()) {
        const component = node.component ?? '';
        const permission = node.perm ?? '';
        let row = byPath.get(node.path);
        if (!row) {
          [row] = await tx
            .insert(menus)
            .values({ publicId: newPublicId(), ...menuRowOf(node, parentId, index) })
            .returning();
          byPath.set(node.path, row!);
          const holders = await grantHolders(tx, node, parentId, [...byPath.values()]);
          if (holders.length)
            await tx
              .insert(roleMenus)
              .values(holders.map((roleId) => ({ roleId, menuId: row!.id })))
              .onConflictDoNothing();
          result.added.push(node.path);
        } else if (row.component !== component || row.permission !== permission) {
          await tx.update(menus).set({ component, permission }).where(eq(menus.id, row.id));
          if (row.permission === '' && permission) await grantToPageHolders(tx, row.id, permission);
          result.updated.push(node.path);
        }
        if (node.children) await walk(node.children, row!.id);
      }
    };
    await walk(tree, null);
    return result;
  });
