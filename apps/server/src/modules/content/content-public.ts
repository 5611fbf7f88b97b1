// What visitors of a host's site may read: published rows of the site's group and its subordinates.
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { LISTED_STATUSES, type HomeStats, type PublicContent } from '@podium/contracts';
import { competitions, contentPages, enrollTeams, groups, newsArticles } from '../../db/schema/index.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { runningCompetitionCondition } from '../competition/index.ts';
import { findSiteForHost } from '../website/index.ts';
import { contentMessages } from './content.messages.ts';
import { presentContent } from './content.presenter.ts';

/** The site's group (id and path) the host selects; null without any site. */
export const siteGroupOf = async (db: Db, host: string) => {
  const site = await findSiteForHost(db, host);
  if (!site) return null;
  const [group] = await db
    .select({ id: groups.id, path: groups.path })
    .from(groups)
    .where(eq(groups.id, site.setting.groupId));
  return group ?? null;
};

/** Published rows of the site's group and its subordinates (the organiser writes for its site). */
const published = (sitePath: string) =>
  and(inArray(contentPages.groupId, subtreeGroupIds(sitePath)), eq(contentPages.status, 'published'));

/** The nearest group's page wins when several groups of the site wrote the same slug. */
const nearestFirst = sql`(select length(${groups.path}) from ${groups} where ${groups.id} = ${contentPages.groupId})`;

export const readPublicPage = async (db: Db, host: string, slug: string): Promise<PublicContent> => {
  const group = await siteGroupOf(db, host);
  if (!group) throw notFound(contentMessages.notFound);
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(published(group.path), eq(contentPages.kind, 'page'), eq(contentPages.slug, slug)))
    .orderBy(asc(nearestFirst), asc(contentPages.id))
    .limit(1);
  if (!row) throw notFound(contentMessages.notFound);
  return presentContent(row);
};

export const listPublicContent = async (
  db: Db,
  host: string,
  kind: 'expert' | 'partner',
): Promise<PublicContent[]> => {
  const group = await siteGroupOf(db, host);
  if (!group) return [];
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(published(group.path), eq(contentPages.kind, kind)))
    .orderBy(asc(contentPages.orderNum), asc(contentPages.id))
    .limit(100);
  return rows.map(presentContent);
};

/** The homepage's key numbers: counts only, never anyone's details. */
export const readHomeStats = async (db: Db, host: string): Promise<HomeStats> => {
  const group = await siteGroupOf(db, host);
  if (!group) return { competitions: 0, schools: 0, participants: 0, news: 0 };
  const subtree = subtreeGroupIds(group.path);
  const listed = and(
    inArray(competitions.status, [...LISTED_STATUSES]),
    inArray(competitions.groupId, subtree),
  );
  const now = new Date();
  const [[c], [s], [p], [n]] = await Promise.all([
    // 在办竞赛: in progress now, never one whose every window has ended (closed or not).
    db
      .select({ n: count() })
      .from(competitions)
      .where(and(inArray(competitions.groupId, subtree), runningCompetitionCondition(now))),
    db
      .select({ n: count() })
      .from(groups)
      .where(and(inArray(groups.id, subtree), sql`${groups.id} <> ${group.id}`)),
    db
      .select({ n: count() })
      .from(enrollTeams)
      .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
      .where(listed),
    db
      .select({ n: count() })
      .from(newsArticles)
      .where(
        and(
          inArray(newsArticles.groupId, subtree),
          eq(newsArticles.status, 'published'),
          lte(newsArticles.publishAt, now),
        ),
      ),
  ]);
  return { competitions: c?.n ?? 0, schools: s?.n ?? 0, participants: p?.n ?? 0, news: n?.n ?? 0 };
};
