import type { PublicContent } from '@podium/contracts';
import type { contentPages } from '../../db/schema/index.ts';

export type ContentRow = typeof contentPages.$inferSelect;

/** The one shape the portal renders, for visitors and for organisers' previews alike. */
export const presentContent = (row: ContentRow): PublicContent => ({
  pageId: row.publicId,
  kind: row.kind as PublicContent['kind'],
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  content: row.content,
  attachments: row.attachments,
  orderNum: row.orderNum,
  updatedAt: row.updatedAt.toISOString(),
});
