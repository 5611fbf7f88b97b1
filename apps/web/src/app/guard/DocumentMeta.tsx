import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { siteDescriptionOf } from '@podium/contracts';
import { useSession } from '../../features/auth/session-store.ts';
import { flattenMenu } from '../../features/menu/menu-routes.ts';
import { setMetaDescription, setShareMeta } from '../../features/website/document-meta.ts';
import { useSiteName } from '../../features/website/useSiteName.ts';
import { useSiteSettings } from '../../features/website/useSiteSettings.ts';
import { documentTitle } from '../routes/page-title.ts';
import { useItemMeta } from '../routes/page-title-store.ts';
import { useCurrentMeta } from '../routes/useCurrentMeta.ts';
import { useRouteTitle } from '../routes/useRouteTitle.ts';

/**
 * Keeps the browser tab at `页面名 - 站点名` and `<meta name="description">` in the current language:
 * what a page says about its subject (an article's name and summary), else the live menu's title for
 * menu pages (refetched in the user's language), else the route meta; the description falls back to the
 * site's own (website settings). The server wrote the same into the first HTML (link previews run no
 * script); this keeps it right through client-side navigation, og:title / og:description included.
 */
export const DocumentMeta = () => {
  const { t, i18n } = useTranslation();
  // Descriptions are for search engines and link previews, not the first paint: their namespace loads
  // after it (no suspending), and the site's description stands in until then.
  const { t: describe, ready: descriptionsReady } = useTranslation('routeDescription', {
    useSuspense: false,
  });
  const { pathname } = useLocation();
  const meta = useCurrentMeta();
  const titleOf = useRouteTitle();
  const site = useSiteName();
  const settings = useSiteSettings();
  const item = useItemMeta();
  const { menu } = useSession();
  const fromMenu = useMemo(
    () => flattenMenu(menu).find((route) => route.path === pathname)?.title,
    [menu, pathname],
  );
  const page = item?.title ?? fromMenu ?? (meta ? titleOf(meta.title) : undefined);
  const title = documentTitle(page, site);
  const siteDescription = siteDescriptionOf(settings, i18n.language === 'en' ? 'en' : 'zh', t('slogan'));
  const description =
    item?.description ??
    (meta?.description && descriptionsReady ? describe(meta.description) : siteDescription);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setMetaDescription(description), [description]);
  useEffect(() => setShareMeta(title, description), [title, description]);
  return null;
};
