import { useTranslation } from 'react-i18next';
import type { RouteMeta } from './route-meta.ts';

/** Turns a route's meta title into display text in the current language. */
export const useRouteTitle = (): ((title: RouteMeta['title']) => string) => {
  const { t } = useTranslation();
  return (title) => ('key' in title ? t(`route.${title.key}`) : title.text);
};
