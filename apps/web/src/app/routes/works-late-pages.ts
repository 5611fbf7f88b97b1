/**
 * The works area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyCenterWork = () =>
  import('../../pages/portal/center/CenterWorkPage.tsx').then((m) => ({ Component: m.CenterWorkPage }));
export const lazyWorksList = () =>
  import('../../pages/desk/works/WorksListPage.tsx').then((m) => ({ Component: m.WorksListPage }));
