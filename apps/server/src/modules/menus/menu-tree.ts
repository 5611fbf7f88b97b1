import { asc } from 'drizzle-orm';
import type { MenuAdminNode, MenuNode } from '@podium/contracts';
import { menus } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';

export type MenuRow = typeof menus.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The whole menu table, in display order (a few hundred rows at most: read it whole). */
export const loadMenus = (db: Reader): Promise<MenuRow[]> =>
  db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id));

/** Ids of `rootId` and everything below it. */
export const descendantIds = (rows: MenuRow[], rootId: number) => {
  const found = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
};

/** One menu with every field and both names; `children` filled by the caller. */
export const toAdminNode = (
  row: MenuRow,
  parentPublicId: string | null,
  children: MenuAdminNode[] = [],
): MenuAdminNode => ({
  menuId: row.publicId,
  parentId: parentPublicId,
  menuType: row.menuType as MenuAdminNode['menuType'],
  menuName: row.menuName,
  menuNameEn: row.menuNameEn,
  path: row.path,
  component: row.component,
  query: row.query,
  icon: row.icon,
  visible: row.visible,
  permission: row.permission,
  orderNum: row.orderNum,
  children,
});

/** The admin tree: every field, both names. */
export const buildAdminTree = (rows: MenuRow[]): MenuAdminNode[] => {
  const publicIdOf = new Map(rows.map((r) => [r.id, r.publicId]));
  const build = (parentId: number | null): MenuAdminNode[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        toAdminNode(r, r.parentId === null ? null : (publicIdOf.get(r.parentId) ?? null), build(r.id)),
      );
  return build(null);
};

/** A picking tree in the caller's language, limited to `allowed` (with the directories above them). */
export const buildPickTree = (rows: MenuRow[], allowed: Set<number> | 'all', lang: Lang): MenuNode[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const included = new Set<number>();
  for (const row of rows) {
    if (allowed !== 'all' && !allowed.has(row.id)) continue;
    for (
      let cur: MenuRow | undefined = row;
      cur && !included.has(cur.id);
      cur = cur.parentId ? byId.get(cur.parentId) : undefined
    ) {
      included.add(cur.id);
    }
  }
  const build = (parentId: number | null): MenuNode[] =>
    rows
      .filter((r) => r.parentId === parentId && included.has(r.id))
      .map((r) => ({
        menuId: r.publicId,
        menuType: r.menuType as MenuNode['menuType'],
        menuName: lang === 'en' && r.menuNameEn ? r.menuNameEn : r.menuName,
        path: r.path,
        component: r.component,
        query: r.query,
        icon: r.icon,
        visible: r.visible,
        children: build(r.id),
      }));
  return build(null);
};
