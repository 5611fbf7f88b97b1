import { sql } from 'drizzle-orm';
import { groups, websiteSettings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { newsMessages } from './news.messages.ts';

type NavSetting = { tem: string; children: Array<{ path: string; dictValue: string }> };

/** A navigation child is a news column when its page is one of the news lists (spec §2). */
const isNewsColumn = (nav: NavSetting, child: { path: string }) =>
  nav.tem === 'news' || /^\/home\/(news\/|newsList|cpNews)/.test(child.path);

/**
 * The news types a group may write: the dictValues of the news columns of the sites of the group and
 * its superiors (the portal a school's news appears on is its organiser's).
 */
export const newsTypesFor = async (db: Db, groupPath: string): Promise<Set<string>> => {
  const rows = await db
    .select({ nav: websiteSettings.navigationSettings })
    .from(websiteSettings)
    .innerJoin(groups, sql`${groups.id} = ${websiteSettings.groupId}`)
    .where(sql`${groupPath} like ${groups.path} || '%'`);
  const types = new Set<string>();
  for (const row of rows)
    for (const nav of row.nav as NavSetting[])
      for (const child of nav.children)
        if (child.dictValue && isNewsColumn(nav, child)) types.add(child.dictValue);
  return types;
};

/** Refuses a type that is not a news column; when no site defines columns yet, any type is taken. */
export const assertNewsType = async (db: Db, groupPath: string, newsType: string) => {
  const types = await newsTypesFor(db, groupPath);
  if (types.size > 0 && !types.has(newsType)) throw badRequest(newsMessages.unknownType, { type: newsType });
};
