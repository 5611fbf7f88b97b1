import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { banners, groups, websiteSettings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

const FALLBACK_HOST = '*';

/** The tenant site a host name selects, or the fallback site. Host names are matched without port. */
export const findSiteForHost = async (db: Db, host: string) => {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const [site] = await db
    .select({ setting: websiteSettings, groupPublicId: groups.publicId, groupName: groups.name })
    .from(websiteSettings)
    .innerJoin(groups, eq(groups.id, websiteSettings.groupId))
    .where(
      or(
        eq(websiteSettings.host, hostname),
        sql`${websiteSettings.hostAliases} @> ${JSON.stringify([hostname])}::jsonb`,
        eq(websiteSettings.host, FALLBACK_HOST),
      ),
    )
    .orderBy(sql`${websiteSettings.host} = ${FALLBACK_HOST}`)
    .limit(1);
  return site;
};

/** Banners of a site that are enabled and inside their active window now, in display order. */
export const listActiveBanners = (db: Db, websiteId: number) => {
  const now = new Date();
  return db
    .select({ title: banners.title, imageUrl: banners.imageUrl, link: banners.link })
    .from(banners)
    .where(
      and(
        eq(banners.websiteId, websiteId),
        eq(banners.enabled, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.orderNum), asc(banners.id));
};
