/**
 * The content area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyDeskContent = () =>
  import('../../pages/desk/websiteSet/ContentPagesPage.tsx').then((m) => ({ Component: m.ContentPagesPage }));
