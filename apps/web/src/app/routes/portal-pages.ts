import type { RouteObject } from 'react-router';
import { centerRoutes } from './center-routes.ts';
import { homeRoutes, portalStandaloneRoutes } from './portal-routes.ts';

/** One page of the portal's route tables: its full path and the route's `handle` (its meta). */
export type PortalPage = { path: string; handle: unknown };

/**
 * Every page of the portal's route tables (the ones with a component) by full path: the home pages, the
 * user centre and the standalone portal pages. The meta test and the build's page-meta manifest both walk
 * this, so neither keeps a list of its own.
 */
export const portalPages = (): PortalPage[] => {
  const found: PortalPage[] = [];
  const walk = (routes: RouteObject[], base: string) => {
    for (const route of routes) {
      const path = route.index ? base : route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
      if (route.lazy || route.Component || route.element) found.push({ path, handle: route.handle });
      if (route.children) walk(route.children, path);
    }
  };
  walk(homeRoutes, '/home');
  walk(centerRoutes, '/center');
  walk(portalStandaloneRoutes, '');
  return found;
};
