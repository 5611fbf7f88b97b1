import type { WebsiteSetting } from '@podium/contracts';
import { pickText } from '../website/localized-text.ts';

export type NewsColumn = { dictValue: string; name: string; path: string; parName: string; tem: string };

/**
 * The news columns of the site navigation (spec §2: news links carry newsType, parName, titleName, titleTem),
 * named in `language` where the navigation has an English name (portal pages pass the reader's language).
 */
export const newsColumnsOf = (settings: WebsiteSetting | undefined, language = 'zh-CN'): NewsColumn[] =>
  (settings?.navigationSettings ?? []).flatMap((nav) =>
    nav.children
      .filter((c) => c.dictValue && (nav.tem === 'news' || /^\/home\/(news\/|newsList|cpNews)/.test(c.path)))
      .map((c) => ({
        dictValue: c.dictValue,
        name: pickText(c.name, c.nameEn, language),
        path: c.path,
        parName: pickText(nav.name, nav.nameEn, language),
        tem: nav.tem,
      })),
  );

/** Name of a news type for display; the raw value when the navigation no longer has it. */
export const newsTypeName = (columns: NewsColumn[], newsType: string) =>
  columns.find((c) => c.dictValue === newsType)?.name ?? newsType;

/** The link of a column with its query parameters, as the navigation builds it. */
export const columnLink = (c: NewsColumn) =>
  `${c.path}?${new URLSearchParams({ newsType: c.dictValue, parName: c.parName, titleName: c.name, titleTem: c.tem }).toString()}`;
