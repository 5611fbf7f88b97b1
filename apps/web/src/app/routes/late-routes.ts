/**
 * The route tables the portal's first load does without: the user centre's sections, the desk's pages
 * outside the menu and the menu's page registry. `router.tsx` imports this module the first time a path
 * matches nothing the portal knows (`patchRoutesOnNavigation`) and patches the tables in, so a visitor's
 * homepage never downloads them (with their preload lists they were ~5 KB of its 250-KB budget).
 */
export { centerRoutes } from './center-routes.ts';
export { deskStaticRoutes } from './desk-routes.ts';
export { newMenuRouteObjects } from './menu-route-objects.ts';
