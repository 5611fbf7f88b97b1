/** Lazy page modules of the news domain (portal and desk), each its own chunk. */
export const lazyNewsList = () =>
  import('../../pages/portal/news/NewsListPage.tsx').then((m) => ({ Component: m.NewsListPage }));
export const lazyNewsDetails = () =>
  import('../../pages/portal/news/NewsDetailsPage.tsx').then((m) => ({ Component: m.NewsDetailsPage }));
export const lazySearchNews = () =>
  import('../../pages/portal/news/SearchNewsPage.tsx').then((m) => ({ Component: m.SearchNewsPage }));
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
