/**
 * The shells' own pages reached only through the late route tables (late-routes.ts): the desk's
 * workbench, the user centre's profile, and "coming soon". Each is its own chunk; kept out of the
 * portal's first load with their preload lists.
 */
export const lazyComingSoon = () =>
  import('../../pages/shared/ComingSoonPage.tsx').then((m) => ({ Component: m.ComingSoonPage }));
export const lazyWorkbench = () =>
  import('../../pages/desk/dashboard/WorkbenchPage.tsx').then((m) => ({ Component: m.WorkbenchPage }));
export const lazyCenterProfile = () =>
  import('../../pages/portal/center/CenterProfilePage.tsx').then((m) => ({ Component: m.CenterProfilePage }));
