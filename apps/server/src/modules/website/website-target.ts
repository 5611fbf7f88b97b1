import { asc, eq } from 'drizzle-orm';
import { websiteSettings } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, noPermission } from '../../platform/errors.ts';
import { findReachableGroup } from '../organization/index.ts';
import { websiteAdminMessages } from './website-admin.messages.ts';

/** The group whose site a desk call addresses: a named reachable group, else the acting group. */
export const targetGroup = async (db: Db, auth: AuthContext, groupId: string | undefined) => {
  const id = groupId ?? auth.group?.publicId;
  if (!id) throw noPermission();
  return findReachableGroup(db, auth, id);
};

/** The site row of a group (its first, should an old installation have several). */
export const siteOfGroup = async (db: Db, groupId: number) => {
  const [site] = await db
    .select()
    .from(websiteSettings)
    .where(eq(websiteSettings.groupId, groupId))
    .orderBy(asc(websiteSettings.id))
    .limit(1);
  return site;
};

export const requireSiteOfGroup = async (db: Db, groupId: number) => {
  const site = await siteOfGroup(db, groupId);
  if (!site) throw badRequest(websiteAdminMessages.noSite);
  return site;
};
