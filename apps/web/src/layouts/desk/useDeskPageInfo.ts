import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { RouteMeta } from '../../app/routes/route-meta.ts';
import { useCurrentMeta } from '../../app/routes/useCurrentMeta.ts';
import { useRouteTitle } from '../../app/routes/useRouteTitle.ts';
import { useSession } from '../../features/auth/session-store.ts';
import { flattenMenu } from '../../features/menu/menu-routes.ts';

export type DeskPageInfo = {
  path: string;
  fullPath: string;
  title: string;
  /** Where a static page's title comes from (its route meta), for tabs that outlive a language switch. */
  titleSource: RouteMeta['title'] | null;
  trail: string[];
};

/**
 * Title and breadcrumb trail of the current desk page. Menu pages read the live menu (it is
 * refetched in the user's language); static pages use their route meta.
 */
export const useDeskPageInfo = (): DeskPageInfo => {
  const { pathname, search } = useLocation();
  const { menu } = useSession();
  const meta = useCurrentMeta();
  const titleOf = useRouteTitle();
  const menuRoutes = useMemo(() => flattenMenu(menu), [menu]);
  const fromMenu = menuRoutes.find((route) => route.path === pathname);
  const title = fromMenu?.title ?? (meta ? titleOf(meta.title) : pathname);
  return {
    path: pathname,
    fullPath: `${pathname}${search}`,
    title,
    titleSource: meta?.title ?? null,
    trail: fromMenu?.trail ?? meta?.trail ?? [],
  };
};
