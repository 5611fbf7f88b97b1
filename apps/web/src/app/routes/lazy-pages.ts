import { HOME_NAMESPACES } from '../first-load.ts';

// i18n is reached through import() so that this table stays importable outside the browser (the portal
// layout journey reads the route table in Node); the module is already loaded by then, so no extra request.
const preloadNamespaces = (namespaces: string[]) =>
  import('../../i18n/i18n.ts').then((m) => m.preloadNamespaces(namespaces));

/**
 * Lazy page modules the portal's own route tables use (home, sign-in, status pages): each page is its
 * own chunk, loaded by the router on first visit. Desk and user-centre pages: *-late-pages.ts.
 */
export const lazyPortalComingSoon = () =>
  import('../../pages/shared/PortalComingSoonPage.tsx').then((m) => ({ Component: m.PortalComingSoonPage }));
// The homepage is the first paint of most visits: its namespaces load beside its code, not after it.
export const lazyHome = () =>
  Promise.all([import('../../pages/portal/home/HomePage.tsx'), preloadNamespaces(HOME_NAMESPACES)]).then(
    ([m]) => ({ Component: m.HomePage }),
  );
export const lazyLogin = () =>
  import('../../pages/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage }));
export const lazyRegister = () =>
  import('../../pages/auth/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage }));
export const lazyRetrieve = () =>
  import('../../pages/auth/RetrievePage.tsx').then((m) => ({ Component: m.RetrievePage }));
export const lazyRole = () =>
  import('../../pages/auth/RolePage.tsx').then((m) => ({ Component: m.RolePage }));
// Status pages are rare destinations: their antd Result (~8 KB brotli) stays out of the first load.
export const lazyForbidden = () =>
  import('../../pages/errors/ForbiddenPage.tsx').then((m) => ({ Component: m.ForbiddenPage }));
export const lazyNotFound = () =>
  import('../../pages/errors/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage }));
export const lazyNoPermission = () =>
  import('../../pages/errors/NoPermissionPage.tsx').then((m) => ({ Component: m.NoPermissionPage }));
export const lazyBackDeskNoPage = () =>
  import('../../pages/errors/BackDeskNoPage.tsx').then((m) => ({ Component: m.BackDeskNoPage }));
