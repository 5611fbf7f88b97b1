import { eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { MenuAdminNode, menuAddBody, menuDeleteBody, menuUpdateBody } from '@podium/contracts';
import { groupMenus, groups, menus } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { descendantIds, loadMenus, toAdminNode, type MenuRow } from './menu-tree.ts';
import { menuMessages } from './menus.messages.ts';

type MenuFields = z.infer<typeof menuAddBody>;

/** Type rules: a parent is a directory (type 1) or nothing; pages (2, 4) name their component. */
const checkShape = (rows: MenuRow[], body: MenuFields) => {
  let parent: MenuRow | undefined;
  if (body.parentId !== null) {
    parent = rows.find((r) => r.publicId === body.parentId);
    if (!parent) throw badRequest(menuMessages.parentNotFound);
    if (parent.menuType !== 1) throw badRequest(menuMessages.parentNotGroup);
  }
  if (body.menuType !== 1 && !body.component) throw badRequest(menuMessages.componentRequired);
  return parent;
};

const columnsOf = (body: MenuFields, parentId: number | null) => ({
  parentId,
  menuType: body.menuType,
  menuName: body.menuName,
  menuNameEn: body.menuNameEn,
  path: body.path,
  component: body.component,
  query: body.query,
  icon: body.icon,
  visible: body.visible,
  permission: body.permission,
  orderNum: body.orderNum,
});

const presentOne = (rows: MenuRow[], id: number): MenuAdminNode => {
  const row = rows.find((r) => r.id === id)!;
  return toAdminNode(row, rows.find((r) => r.id === row.parentId)?.publicId ?? null);
};

/**
 * Adds a menu. A new entry is usable wherever its parent directory is (top-level entries: by the top-level
 * groups), so it appears at once for those groups; roles still have to be granted it.
 */
export const addMenu = async (db: Db, body: MenuFields) =>
  db.transaction(async (tx) => {
    const rows = await loadMenus(tx);
    const parent = checkShape(rows, body);
    const [row] = await tx
      .insert(menus)
      .values({ publicId: newPublicId(), ...columnsOf(body, parent?.id ?? null) })
      .returning();
    const holders = parent
      ? await tx
          .select({ groupId: groupMenus.groupId })
          .from(groupMenus)
          .where(eq(groupMenus.menuId, parent.id))
      : await tx.select({ groupId: groups.id }).from(groups).where(isNull(groups.parentId));
    if (holders.length)
      await tx.insert(groupMenus).values(holders.map((h) => ({ groupId: h.groupId, menuId: row!.id })));
    return presentOne([...rows, row!], row!.id);
  });

export const updateMenu = async (db: Db, body: z.infer<typeof menuUpdateBody>) =>
  db.transaction(async (tx) => {
    const rows = await loadMenus(tx);
    const current = rows.find((r) => r.publicId === body.menuId);
    if (!current) throw notFound(menuMessages.notFound);
    const parent = checkShape(rows, body);
    if (parent && descendantIds(rows, current.id).has(parent.id)) throw badRequest(menuMessages.moveIntoSelf);
    if (body.menuType !== 1 && rows.some((r) => r.parentId === current.id))
      throw badRequest(menuMessages.typeHasChildren);
    const [row] = await tx
      .update(menus)
      .set(columnsOf(body, parent?.id ?? null))
      .where(eq(menus.id, current.id))
      .returning();
    const after = rows.map((r) => (r.id === current.id ? row! : r));
    return { before: presentOne(rows, current.id), after: presentOne(after, current.id) };
  });

/** Deletes menus; one with children is refused unless its children are deleted in the same call. Grants go by cascade. */
export const deleteMenus = async (db: Db, body: z.infer<typeof menuDeleteBody>) =>
  db.transaction(async (tx) => {
    const rows = await loadMenus(tx);
    const targets = [...new Set(body.ids)].map((id) => {
      const row = rows.find((r) => r.publicId === id);
      if (!row) throw notFound(menuMessages.notFound);
      return row;
    });
    const targetIds = new Set(targets.map((t) => t.id));
    for (const target of targets) {
      if (rows.some((r) => r.parentId === target.id && !targetIds.has(r.id)))
        throw badRequest(menuMessages.hasChildren, { name: target.menuName });
    }
    await tx.delete(menus).where(inArray(menus.id, [...targetIds]));
    return targets.map((t) => presentOne(rows, t.id));
  });
