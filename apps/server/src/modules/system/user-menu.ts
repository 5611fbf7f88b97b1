import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MenuNode } from '@podium/contracts';
import { groupMenus, menus, roleMenus, roles, userRoles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';
import { personaFilter } from './persona-pages.ts';

type MenuRow = typeof menus.$inferSelect;

/** Menu ids a user reaches in the acting group: granted to their roles there (or above) and allowed to the group. */
const reachableMenuIds = async (db: Db, auth: AuthContext, groupId: number): Promise<Set<number> | 'all'> => {
  const allowed = await db
    .select({ id: groupMenus.menuId })
    .from(groupMenus)
    .where(eq(groupMenus.groupId, groupId));
  const allowedIds = new Set(allowed.map((r) => r.id));
  if (auth.isRoot) return allowed.length ? allowedIds : 'all';
  if (auth.roleIds.length === 0) return new Set();
  const granted = await db
    .selectDistinct({ id: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .innerJoin(userRoles, and(eq(userRoles.roleId, roles.id), eq(userRoles.userId, auth.userId)))
    .where(inArray(roles.publicId, auth.roleIds));
  return new Set(granted.map((r) => r.id).filter((id) => allowedIds.has(id)));
};

const toNode = (row: MenuRow, lang: Lang, children: MenuNode[]): MenuNode => ({
  menuId: row.publicId,
  menuType: row.menuType as MenuNode['menuType'],
  menuName: lang === 'en' && row.menuNameEn ? row.menuNameEn : row.menuName,
  path: row.path,
  component: row.component,
  query: row.query,
  icon: row.icon,
  visible: row.visible,
  children,
});

/** The menu tree of spec §2 for the acting group; a granted page brings its parent groups along. */
export const buildUserMenu = async (db: Db, auth: AuthContext, lang: Lang): Promise<MenuNode[]> => {
  if (!auth.group) return [];
  const reachable = await reachableMenuIds(db, auth, auth.group.id);
  const rows = await db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const isGranted = (row: MenuRow) => reachable === 'all' || reachable.has(row.id);
  const isForCaller = await personaFilter(
    db,
    auth,
    rows.filter(isGranted).map((r) => r.component),
  );
  const included = new Set<number>();
  for (const row of rows) {
    const isPermitted = !row.permission || auth.isRoot || auth.permissions.includes(row.permission);
    if (!isGranted(row) || !isPermitted || !isForCaller(row.component)) continue;
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
      .map((r) => toNode(r, lang, build(r.id)));
  return build(null);
};
