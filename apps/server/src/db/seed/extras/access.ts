import { and, eq, inArray } from 'drizzle-orm';
import { roleMenus, roles } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/** Menus of the system pages of issue 3 (keys of menu-tree.ts). */
const SYSTEM_PAGES = ['system.role', 'system.menu', 'system.dept', 'system.dict', 'system.log'];
/** What the organiser may do beyond the base seed on those pages (roles and menus stay with ROOT). */
const ORGANIZER_EXTRA = ['system:dept:add', 'system:dept:edit', 'system:dept:remove', 'system:log:export'];

/**
 * The organiser role opens the system pages above (each still needs its permission), and a narrow demo role shows
 * what a role with one permission sees: `auditor` reads the logs of the organiser's subtree and nothing else.
 */
export const seedAccess = async ({ tx, base }: SeedContext): Promise<void> => {
  const menuId = (key: string) => base.menuIds.get(key);
  const pageIds = SYSTEM_PAGES.map(menuId).filter((id): id is number => id !== undefined);
  const granted = await tx
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(and(eq(roleMenus.roleId, base.roles.organizer), inArray(roleMenus.menuId, pageIds)));
  const missing = pageIds.filter((id) => !granted.some((g) => g.menuId === id));
  if (missing.length)
    await tx.insert(roleMenus).values(missing.map((id) => ({ roleId: base.roles.organizer, menuId: id })));

  const [organizer] = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, base.roles.organizer));
  const permissions = [...new Set([...(organizer?.permissions ?? []), ...ORGANIZER_EXTRA])];
  await tx.update(roles).set({ permissions }).where(eq(roles.id, base.roles.organizer));

  const [auditor] = await tx
    .insert(roles)
    .values({
      publicId: newPublicId(),
      groupId: base.groups.organizer.id,
      roleKey: 'auditor',
      roleName: '日志审计员',
      permissions: ['system:log:list'],
      dataScope: 'subtree',
      orderNum: 10,
    })
    .returning({ id: roles.id });
  const logMenu = menuId('system.log');
  if (logMenu !== undefined) await tx.insert(roleMenus).values({ roleId: auditor!.id, menuId: logMenu });
};
