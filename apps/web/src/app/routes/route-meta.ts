import type { common } from '../../i18n/zh-CN/common.ts';

export type RouteTitleKey = keyof typeof common.route;

/**
 * Route meta (spec §2): title, hidden, isLogin. Static routes name an i18n key; routes built from the
 * server menu carry the server's own text.
 */
export type RouteMeta = {
  title: { key: RouteTitleKey } | { text: string };
  hidden?: boolean;
  /** The page is about signing in (no tags, no breadcrumbs). */
  isLogin?: boolean;
  /** Ancestor menu titles, for breadcrumbs of menu routes. */
  trail?: string[];
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
