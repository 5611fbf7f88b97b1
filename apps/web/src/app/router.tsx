import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ensureSession, getSession } from '../features/auth/session-store.ts';
import { removeFirstPaint } from '../features/home/first-paint.ts';
import { PortalLayout } from '../layouts/portal/PortalLayout.tsx';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage.tsx';
import { RedirectPage } from '../pages/redirect/RedirectPage.tsx';
import { hasAccessToken } from '../storage/auth-storage.ts';
import { FullPageLoading } from './guard/FullPageLoading.tsx';
import { RootLayout } from './guard/RootLayout.tsx';
import { isHomePath } from './first-load.ts';
import { registerNavigator } from './navigator.ts';
import {
  lazyBackDeskNoPage,
  lazyForbidden,
  lazyLogin,
  lazyNoPermission,
  lazyNotFound,
  lazyRegister,
  lazyRetrieve,
  lazyRole,
} from './routes/lazy-pages.ts';
import { lazyScreenCall } from './routes/review-pages.ts';
import { lazyAuthLayout, lazyCenterLayout, lazyDeskLayout } from './routes/lazy-layouts.ts';
import { homeRoutes, portalStandaloneRoutes } from './routes/portal-routes.ts';
import { meta, pageMeta } from './routes/route-meta.ts';
import { STATIC_REDIRECTS } from './routes/route-rules.ts';

/** The id menu routes are patched under: they render inside the desk shell. */
export const DESK_ROUTE_ID = 'desk';
/** The id the user centre's sections are patched under. */
const CENTER_ROUTE_ID = 'center';

/** /home and /center redirect through index routes of their own parents, the rest here. */
const PARENT_PATHS = new Set(['/home', '/center']);
const redirectRoutes: RouteObject[] = Object.entries(STATIC_REDIRECTS)
  .filter(([path]) => !PARENT_PATHS.has(path))
  .map(([path, to]) => ({ path, element: <Navigate to={to} replace /> }));

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first route's lazy page (or menu discovery) loads.
    HydrateFallback: FullPageLoading,
    children: [
      ...redirectRoutes,
      {
        Component: PortalLayout,
        children: [
          {
            path: '/home',
            children: [{ index: true, element: <Navigate to="homepage" replace /> }, ...homeRoutes],
          },
          {
            id: CENTER_ROUTE_ID,
            path: '/center',
            lazy: lazyCenterLayout,
            // The sections themselves are patched in on the first visit (routes/late-routes.ts).
            children: [{ index: true, element: <Navigate to="users" replace /> }],
          },
          ...portalStandaloneRoutes,
        ],
      },
      {
        lazy: lazyAuthLayout,
        children: [
          { path: '/neibu/login', lazy: lazyLogin, handle: pageMeta('login', { isLogin: true }) },
          { path: '/neibu/register', lazy: lazyRegister, handle: pageMeta('register', { isLogin: true }) },
          { path: '/neibu/retrieve', lazy: lazyRetrieve, handle: pageMeta('retrieve', { isLogin: true }) },
        ],
      },
      { path: '/role', lazy: lazyRole, handle: meta('role', { hidden: true }) },
      { path: '/screen/call', lazy: lazyScreenCall, handle: pageMeta('screenCall', { hidden: true }) },
      { path: '/401', lazy: lazyForbidden, handle: meta('forbidden', { hidden: true }) },
      { path: '/404', lazy: lazyNotFound, handle: meta('notFound', { hidden: true }) },
      { path: '/noPage', lazy: lazyNoPermission, handle: meta('noPage', { hidden: true }) },
      { path: '/backDesk/noPage', lazy: lazyBackDeskNoPage, handle: meta('noPage', { hidden: true }) },
      { path: '/redirect/*', Component: RedirectPage, handle: meta('redirect', { hidden: true }) },
      // The desk's pages are patched in on the first visit (routes/late-routes.ts).
      { id: DESK_ROUTE_ID, lazy: lazyDeskLayout, children: [] },
    ],
  },
];

/**
 * A path the portal's own routes do not match is a user-centre section or a desk page: the first such
 * navigation loads the late route tables (routes/late-routes.ts, kept out of the homepage's first load) and
 * patches them in; with a token it also loads user info and menu (once) and adds the menu's pages (spec §2).
 * Then the router matches again. Failures are swallowed; an unmatched path then reaches the error boundary,
 * which sends it to /noPage.
 */
let lateTablesPatched = false;
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch }) {
    const late = await import('./routes/late-routes.ts');
    if (!lateTablesPatched) {
      lateTablesPatched = true;
      patch(CENTER_ROUTE_ID, late.centerRoutes);
      patch(DESK_ROUTE_ID, late.deskStaticRoutes);
    }
    if (!hasAccessToken()) return;
    await ensureSession();
    const added = late.newMenuRouteObjects(getSession().menu);
    if (added.length > 0) patch(DESK_ROUTE_ID, added);
  },
});

registerNavigator((to, options) => void router.navigate(to, options));

// The server's static homepage banner (features/home/first-paint.ts) must not outlive the homepage: a visitor
// who leaves it (or is sent elsewhere) before the app's banner shows gets the new page without it.
const stopWatchingFirstPaint = router.subscribe((state) => {
  if (isHomePath(state.location.pathname)) return;
  removeFirstPaint();
  stopWatchingFirstPaint();
});
