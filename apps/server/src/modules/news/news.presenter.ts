import type { DeskNewsDetail, DeskNewsRow, NewsStatus } from '@podium/contracts';
import type { newsArticles } from '../../db/schema/index.ts';

export type ArticleRow = typeof newsArticles.$inferSelect;

/** The state a reader would name: a published article whose time has not come is "scheduled". */
export const statusOf = (a: Pick<ArticleRow, 'status' | 'publishAt'>, now = new Date()): NewsStatus => {
  if (a.status === 'published' && a.publishAt && a.publishAt > now) return 'scheduled';
  return a.status as NewsStatus;
};

export const presentDeskRow = (a: ArticleRow, author: string | null, groupName: string): DeskNewsRow => ({
  newsId: a.publicId,
  title: a.title,
  newsType: a.newsType,
  competitionId: a.competitionId,
  status: statusOf(a),
  publishAt: a.publishAt?.toISOString() ?? null,
  pinned: a.pinned,
  viewCount: a.viewCount,
  author: author ?? '',
  groupName,
  updatedAt: a.updatedAt.toISOString(),
});

export const presentDeskDetail = (
  a: ArticleRow,
  author: string | null,
  groupName: string,
): DeskNewsDetail => ({
  ...presentDeskRow(a, author, groupName),
  summary: a.summary,
  cover: a.cover,
  content: a.content,
  attachments: a.attachments,
});
