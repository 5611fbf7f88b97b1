import type { common } from '../../i18n/zh-CN/common.ts';
import type { routeDescription } from '../../i18n/zh-CN/route-description.ts';

export type RouteTitleKey = keyof typeof common.route;
export type RouteDescriptionKey = keyof typeof routeDescription;
/** Keys of public pages: a title and a description each. */
export type PageMetaKey = RouteTitleKey & RouteDescriptionKey;

/**
 * Route meta (spec §2): title, hidden, isLogin. Static routes name an i18n key; routes built from the
 * server menu carry the server's own text.
 */
export type RouteMeta = {
  title: { key: RouteTitleKey } | { text: string };
  /** The page's `<meta name="description">` (public pages); else the site's description. */
  description?: RouteDescriptionKey;
  hidden?: boolean;
  /** The page is about signing in (no tags, no breadcrumbs). */
  isLogin?: boolean;
  /** Ancestor menu titles, for breadcrumbs of menu routes. */
  trail?: string[];
  /**
   * The page shows one article (`?newsId=`): the page names it in the tab (`usePageMeta`), and the server
   * writes the article's title and summary into the first HTML (link previews run no script).
   */
  subject?: 'news';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Route `handle` values are `unknown` to the router; this narrows them back to our meta. */
export const readMeta = (handle: unknown): RouteMeta | undefined => {
  if (!isRecord(handle) || !isRecord(handle.meta)) return undefined;
  const { title } = handle.meta;
  if (!isRecord(title) || !(typeof title.key === 'string' || typeof title.text === 'string'))
    return undefined;
  return handle.meta as RouteMeta;
};

export const meta = (key: RouteTitleKey, extra: Omit<RouteMeta, 'title'> = {}) => ({
  meta: { title: { key }, ...extra } satisfies RouteMeta,
});

/**
 * Meta of a public page: its title and its own description under the same key, so a portal route
 * cannot be declared without both (the types require the key in `route` and `routeDescription`).
 */
export const pageMeta = (key: PageMetaKey, extra: Omit<RouteMeta, 'title'> = {}) =>
  meta(key, { description: key, ...extra });
