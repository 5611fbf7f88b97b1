/**
 * Lazy page modules: each page is its own chunk, loaded by the router on first visit (code-split
 * per route, architecture page).
 */
export const lazyComingSoon = () =>
  import('../../pages/shared/ComingSoonPage.tsx').then((m) => ({ Component: m.ComingSoonPage }));
export const lazyHome = () =>
  import('../../pages/portal/home/HomePage.tsx').then((m) => ({ Component: m.HomePage }));
export const lazyWorkbench = () =>
  import('../../pages/desk/dashboard/WorkbenchPage.tsx').then((m) => ({ Component: m.WorkbenchPage }));
export const lazyLogin = () =>
  import('../../pages/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage }));
export const lazyRegister = () =>
  import('../../pages/auth/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage }));
export const lazyRetrieve = () =>
  import('../../pages/auth/RetrievePage.tsx').then((m) => ({ Component: m.RetrievePage }));
export const lazyRole = () =>
  import('../../pages/auth/RolePage.tsx').then((m) => ({ Component: m.RolePage }));
export const lazyCenterProfile = () =>
  import('../../pages/portal/center/CenterProfilePage.tsx').then((m) => ({ Component: m.CenterProfilePage }));
