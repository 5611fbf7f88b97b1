import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ROOT_ROLE, SITE_NAME_ZH } from '@podium/contracts';
import { groups, roles, userRoles, users } from '../schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { insertMenus } from './seed-demo.ts';
import { insertProvinces } from './extras/provinces.ts';

/**
 * On an empty database without demo data, creates the platform group, the menu and a first ROOT admin,
 * from ADMIN_USERNAME/ADMIN_PASSWORD or with a one-time password returned for printing.
 */
export const ensureFirstAdmin = async (db: Db, username = 'admin', password?: string) => {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return undefined;
  const oneTimePassword = password ?? `${randomBytes(9).toString('base64url')}9a`;
  const passwordHash = await hashPassword(oneTimePassword);
  await db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(groups)
      .values({ publicId: newPublicId(), name: SITE_NAME_ZH, code: 'PLATFORM', type: 'organizer', path: '' })
      .returning({ id: groups.id });
    await tx
      .update(groups)
      .set({ path: `/${platform!.id}/` })
      .where(eq(groups.id, platform!.id));
    await insertMenus(tx);
    // Provinces are reference data every installation needs, demo or not.
    await insertProvinces(tx);
    const [role] = await tx
      .insert(roles)
      .values({ publicId: newPublicId(), roleKey: ROOT_ROLE, roleName: '超级管理员', permissions: [] })
      .returning({ id: roles.id });
    const [admin] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        username,
        passwordHash,
        realName: '系统管理员',
        groupId: platform!.id,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: admin!.id, roleId: role!.id, groupId: platform!.id });
  });
  return { username, password: password ? undefined : oneTimePassword };
};
