import { and, eq, inArray, like, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GroupMenuResult, groupMenuSaveBody } from '@podium/contracts';
import { groupMenus, groups, menus, roleMenus, roles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { canReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, noPermission, notFound } from '../../platform/errors.ts';
import { menuMessages } from './menus.messages.ts';

type Reader = Pick<Db, 'select'>;
type GroupRef = { id: number; publicId: string; name: string; path: string; parentId: number | null };

const findGroup = async (db: Reader, publicId: string): Promise<GroupRef> => {
  const [group] = await db
    .select({
      id: groups.id,
      publicId: groups.publicId,
      name: groups.name,
      path: groups.path,
      parentId: groups.parentId,
    })
    .from(groups)
    .where(eq(groups.publicId, publicId))
    .limit(1);
  if (!group) throw notFound(menuMessages.groupNotFound);
  return group;
};

/** Menus a group could be given: its parent's; every menu for a top-level group. */
const availableMenuIds = async (db: Reader, group: GroupRef): Promise<number[]> => {
  const rows =
    group.parentId === null
      ? await db.select({ id: menus.id }).from(menus)
      : await db
          .select({ id: groupMenus.menuId })
          .from(groupMenus)
          .where(eq(groupMenus.groupId, group.parentId));
  return rows.map((r) => r.id);
};

/** Internal id → public id of every menu. */
const menuPublicIds = async (db: Reader) =>
  new Map(
    (await db.select({ id: menus.id, publicId: menus.publicId, name: menus.menuName }).from(menus)).map(
      (m) => [m.id, m],
    ),
  );

export const getGroupMenus = async (db: Db, auth: AuthContext, groupId: string): Promise<GroupMenuResult> => {
  const group = await findGroup(db, groupId);
  if (!canReachGroup(auth, group.path)) throw noPermission();
  const [own, available, byId] = await Promise.all([
    db.select({ id: groupMenus.menuId }).from(groupMenus).where(eq(groupMenus.groupId, group.id)),
    availableMenuIds(db, group),
    menuPublicIds(db),
  ]);
  const toPublic = (ids: number[]) =>
    ids.map((id) => byId.get(id)?.publicId).filter((id): id is string => Boolean(id));
  return {
    groupId: group.publicId,
    groupName: group.name,
    menuIds: toPublic(own.map((r) => r.id)),
    availableIds: toPublic(available),
  };
};

/**
 * Sets which menus a group may use. Only a superior decides (ROOT for top-level groups), only within what the
 * parent may use; menus taken away also leave the group's subordinates and the grants of roles there.
 */
export const saveGroupMenus = async (db: Db, auth: AuthContext, body: z.infer<typeof groupMenuSaveBody>) =>
  db.transaction(async (tx) => {
    const group = await findGroup(tx, body.groupId);
    if (!canReachGroup(auth, group.path)) throw noPermission();
    // A group never widens its own menus: its superior (or ROOT, for a top-level group) decides.
    if (!auth.isRoot && group.id === auth.group?.id) throw badRequest(menuMessages.superiorOnly);
    const byPublic = new Map(
      (await tx.select({ id: menus.id, publicId: menus.publicId, name: menus.menuName }).from(menus)).map(
        (m) => [m.publicId, m],
      ),
    );
    const wanted = [...new Set(body.menuIds)].map((publicId) => {
      const menu = byPublic.get(publicId);
      if (!menu) throw badRequest(menuMessages.unknownMenu, { menuId: publicId });
      return menu;
    });
    const available = new Set(await availableMenuIds(tx, group));
    const refused = wanted.find((m) => !available.has(m.id));
    if (refused) throw badRequest(menuMessages.notInParent, { name: refused.name });

    const before = (
      await tx.select({ id: groupMenus.menuId }).from(groupMenus).where(eq(groupMenus.groupId, group.id))
    ).map((r) => r.id);
    const keep = wanted.map((m) => m.id);
    await tx.delete(groupMenus).where(eq(groupMenus.groupId, group.id));
    if (keep.length)
      await tx.insert(groupMenus).values(keep.map((menuId) => ({ groupId: group.id, menuId })));
    const subtree = sql`(select ${groups.id} from ${groups} where ${like(groups.path, `${group.path}%`)})`;
    const removed = keep.length ? notInArray(groupMenus.menuId, keep) : undefined;
    await tx
      .delete(groupMenus)
      .where(and(inArray(groupMenus.groupId, subtree), ne(groupMenus.groupId, group.id), removed));
    const subtreeRoles = tx.select({ id: roles.id }).from(roles).where(inArray(roles.groupId, subtree));
    await tx
      .delete(roleMenus)
      .where(
        and(
          inArray(roleMenus.roleId, subtreeRoles),
          keep.length ? notInArray(roleMenus.menuId, keep) : undefined,
        ),
      );

    const names = new Map([...byPublic.values()].map((m) => [m.id, m.publicId]));
    return {
      target: group.name,
      before: before.map((id) => names.get(id)),
      after: keep.map((id) => names.get(id)),
    };
  });
