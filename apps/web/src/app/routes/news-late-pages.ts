/**
 * The news area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyDeskNewsList = () =>
  import('../../pages/desk/newsManagement/NewsListPage.tsx').then((m) => ({ Component: m.DeskNewsListPage }));
export const lazyNewsAddEdit = () =>
  import('../../pages/desk/newsManagement/NewsAddEditPage.tsx').then((m) => ({
    Component: m.NewsAddEditPage,
  }));
export const lazyDeskNewsDetail = () =>
  import('../../pages/desk/newsManagement/NewsDetailPage.tsx').then((m) => ({
    Component: m.DeskNewsDetailPage,
  }));
export const lazyNewsApply = () =>
  import('../../pages/desk/newsManagement/NewsApplyPage.tsx').then((m) => ({ Component: m.NewsApplyPage }));
export const lazyNewsCollect = () =>
  import('../../pages/desk/newsManagement/NewsCollectPage.tsx').then((m) => ({
    Component: m.NewsCollectPage,
  }));
export const lazyNewsCheck = () =>
  import('../../pages/desk/newsManagement/NewsCollectPage.tsx').then((m) => ({ Component: m.NewsCheckPage }));
