import { asc, eq, inArray, max } from 'drizzle-orm';
import type { BannerRow, bannerAddBody, bannerUpdateBody } from '@podium/contracts';
import type { z } from 'zod';
import { banners, groups, websiteSettings } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { websiteAdminMessages } from './website-admin.messages.ts';
import { requireSiteOfGroup, targetGroup } from './website-target.ts';

type Banner = typeof banners.$inferSelect;

const isActive = (b: Banner, now: Date) =>
  b.enabled && (b.startsAt === null || b.startsAt <= now) && (b.endsAt === null || b.endsAt > now);

const present = (b: Banner, now = new Date()): BannerRow => ({
  bannerId: b.publicId,
  title: b.title,
  imageUrl: b.imageUrl,
  link: b.link,
  orderNum: b.orderNum,
  startsAt: b.startsAt?.toISOString() ?? null,
  endsAt: b.endsAt?.toISOString() ?? null,
  enabled: b.enabled,
  active: isActive(b, now),
});

const windowOf = (body: { startsAt: string | null; endsAt: string | null }) => {
  const startsAt = body.startsAt ? new Date(body.startsAt) : null;
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest(websiteAdminMessages.bannerWindow);
  return { startsAt, endsAt };
};

/** Banners by public id, each checked to belong to a site the caller reaches. */
const findReachableBanners = async (db: Db, auth: AuthContext, publicIds: string[]) => {
  const rows = await db
    .select({ banner: banners, path: groups.path })
    .from(banners)
    .innerJoin(websiteSettings, eq(websiteSettings.id, banners.websiteId))
    .innerJoin(groups, eq(groups.id, websiteSettings.groupId))
    .where(inArray(banners.publicId, publicIds));
  if (rows.length !== new Set(publicIds).size) throw notFound(websiteAdminMessages.bannerNotFound);
  for (const row of rows) assertCanReachGroup(auth, row.path);
  return rows.map((r) => r.banner);
};

/** Every banner of a group's site, in display order, active or not. */
export const listBanners = async (
  db: Db,
  auth: AuthContext,
  groupId: string | undefined,
): Promise<BannerRow[]> => {
  const group = await targetGroup(db, auth, groupId);
  const site = await requireSiteOfGroup(db, group.id);
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.websiteId, site.id))
    .orderBy(asc(banners.orderNum), asc(banners.id));
  const now = new Date();
  return rows.map((b) => present(b, now));
};

export const addBanner = async (db: Db, auth: AuthContext, body: z.output<typeof bannerAddBody>) => {
  const { groupId, ...fields } = body;
  const group = await targetGroup(db, auth, groupId);
  const site = await requireSiteOfGroup(db, group.id);
  const window = windowOf(fields);
  const [last] = await db
    .select({ n: max(banners.orderNum) })
    .from(banners)
    .where(eq(banners.websiteId, site.id));
  const [created] = await db
    .insert(banners)
    .values({
      ...fields,
      ...window,
      publicId: newPublicId(),
      websiteId: site.id,
      orderNum: (last?.n ?? -1) + 1,
    })
    .returning();
  return present(created!);
};

export const updateBanner = async (db: Db, auth: AuthContext, body: z.output<typeof bannerUpdateBody>) => {
  const { bannerId, ...fields } = body;
  const [before] = await findReachableBanners(db, auth, [bannerId]);
  const window = windowOf(fields);
  const [after] = await db
    .update(banners)
    .set({ ...fields, ...window, updatedAt: new Date() })
    .where(eq(banners.id, before!.id))
    .returning();
  return { before: before!, after: after! };
};

export const deleteBanners = async (db: Db, auth: AuthContext, ids: string[]) => {
  const rows = await findReachableBanners(db, auth, ids);
  await db.delete(banners).where(
    inArray(
      banners.id,
      rows.map((r) => r.id),
    ),
  );
  return rows;
};

/** Reorders the banners of one site: `ids` must be exactly that site's banners, in the new order. */
export const sortBanners = async (db: Db, auth: AuthContext, ids: string[]) => {
  if (new Set(ids).size !== ids.length) throw badRequest(websiteAdminMessages.sortIncomplete);
  const rows = await findReachableBanners(db, auth, ids);
  const websiteId = rows[0]!.websiteId;
  const siblings = await db.select({ id: banners.id }).from(banners).where(eq(banners.websiteId, websiteId));
  if (rows.some((r) => r.websiteId !== websiteId) || siblings.length !== rows.length)
    throw badRequest(websiteAdminMessages.sortIncomplete);
  const byPublicId = new Map(rows.map((r) => [r.publicId, r]));
  await db.transaction(async (tx) => {
    for (const [orderNum, publicId] of ids.entries()) {
      await tx
        .update(banners)
        .set({ orderNum })
        .where(eq(banners.id, byPublicId.get(publicId)!.id));
    }
  });
  return rows.map((r) => ({ bannerId: r.publicId, orderNum: r.orderNum }));
};
