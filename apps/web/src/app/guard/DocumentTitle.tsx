import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/session-store.ts';
import { flattenMenu } from '../../features/menu/menu-routes.ts';
import { useSiteName } from '../../features/website/useSiteName.ts';
import { documentTitle } from '../routes/page-title.ts';
import { useItemTitle } from '../routes/page-title-store.ts';
import { useCurrentMeta } from '../routes/useCurrentMeta.ts';
import { useRouteTitle } from '../routes/useRouteTitle.ts';

/**
 * Keeps the browser tab at `页面名 - 站点名` in the current language: a detail page's item name, else
 * the live menu's title for menu pages (refetched in the user's language), else the route meta.
 */
export const DocumentTitle = () => {
  const { pathname } = useLocation();
  const meta = useCurrentMeta();
  const titleOf = useRouteTitle();
  const site = useSiteName();
  const item = useItemTitle();
  const { menu } = useSession();
  const fromMenu = useMemo(
    () => flattenMenu(menu).find((route) => route.path === pathname)?.title,
    [menu, pathname],
  );
  const page = item ?? fromMenu ?? (meta ? titleOf(meta.title) : undefined);
  const title = documentTitle(page, site);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
