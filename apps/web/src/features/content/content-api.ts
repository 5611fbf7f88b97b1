import {
  ContentApi,
  type ContentSaveBody,
  type DeskContentDetail,
  type DeskContentRow,
  type HomeStats,
  type PageResult,
  type PublicContent,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { CatalogueHandlers } from '../../api/catalogue.ts';
import type { QueryParams } from '../../api/headers.ts';

/** A page not written yet shows its empty state, not an error toast. */
const quiet: CatalogueHandlers = {
  sessionExpired: () => {},
  noPermission: () => {},
  importFailed: () => {},
  error: () => {},
};

/** Query keys of content pages; every mutation invalidates `contentKeys.all`. */
export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string) => [...contentKeys.all, 'page', slug] as const,
  list: (kind: 'expert' | 'partner') => [...contentKeys.all, 'list', kind] as const,
  stats: () => [...contentKeys.all, 'stats'] as const,
  desk: (params: QueryParams) => [...contentKeys.all, 'desk', params] as const,
  deskDetail: (pageId: string) => [...contentKeys.all, 'desk-detail', pageId] as const,
  preview: (pageId: string) => [...contentKeys.all, 'preview', pageId] as const,
};

export const contentApi = {
  page: (slug: string) => get<PublicContent>(ContentApi.publicDetail, { slug }, { handlers: quiet }),
  list: (kind: 'expert' | 'partner') => get<PublicContent[]>(ContentApi.publicList, { kind }),
  stats: () => get<HomeStats>(ContentApi.homeStats),
  desk: (params: QueryParams) => get<PageResult<DeskContentRow>>(ContentApi.deskPage, params),
  deskDetail: (pageId: string) => get<DeskContentDetail>(ContentApi.deskDetail, { pageId }),
  preview: (pageId: string) => get<PublicContent>(ContentApi.preview, { pageId }, { handlers: quiet }),
  save: (body: ContentSaveBody) => post<{ pageId: string }>(ContentApi.save, body),
  publish: (pageId: string) => post<{ pageId: string }>(ContentApi.publish, { pageId }),
  unpublish: (pageId: string) => post<{ pageId: string }>(ContentApi.unpublish, { pageId }),
  remove: (pageId: string) => post<{ pageId: string }>(ContentApi.remove, { pageId }),
};
