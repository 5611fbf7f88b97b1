import type { MenuNode } from '@podium/contracts';
import type { RouteObject } from 'react-router';
import { flattenMenu } from '../../features/menu/menu-routes.ts';
import { DESK_STATIC_PATHS } from './desk-routes.ts';
import { pageLoaderFor } from './page-registry.ts';
import type { RouteMeta } from './route-meta.ts';

/** Paths already patched into the router; the router cannot un-add routes, so each is added once. */
const patched = new Set<string>();

/** Desk routes for menu pages not yet known to the router (spec §2 "routes are built and added"). */
export const newMenuRouteObjects = (menu: readonly MenuNode[]): RouteObject[] =>
  flattenMenu(menu)
    .filter((route) => !DESK_STATIC_PATHS.has(route.path) && !patched.has(route.path))
    .map((route) => {
      patched.add(route.path);
      const routeMeta: RouteMeta = { title: { text: route.title }, hidden: route.hidden, trail: route.trail };
      return {
        id: `menu:${route.path}`,
        path: route.path,
        lazy: pageLoaderFor(route.component, route.path),
        handle: { meta: routeMeta },
      };
    });
