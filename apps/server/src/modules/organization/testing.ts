import { eq } from 'drizzle-orm';
import { groups, roles, userRoles, users } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import type { TestApp } from '../../test-support/test-app.ts';

/**
 * Test helper: gives a demo user a role with exactly `permissions` held in the group with `groupCode`,
 * so a test can exercise one permission or one group's reach at a time.
 */
export const grantRole = async (
  t: TestApp,
  username: string,
  groupCode: string,
  permissions: string[],
  dataScope: 'all' | 'subtree' | 'group' | 'dept' | 'self' = 'subtree',
) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [group] = await t.db
    .select({ id: groups.id, publicId: groups.publicId })
    .from(groups)
    .where(eq(groups.code, groupCode));
  const [role] = await t.db
    .insert(roles)
    .values({
      publicId: newPublicId(),
      roleKey: `test_${newPublicId().slice(0, 6)}`,
      roleName: 'test role',
      permissions,
      dataScope,
      groupId: group!.id,
    })
    .returning({ id: roles.id });
  await t.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id, groupId: group!.id });
  return { groupPublicId: group!.publicId, roleId: role!.id };
};
