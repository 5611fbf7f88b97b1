/** Lazy page modules of the news domain (portal and desk), each its own chunk. */
export const lazyNewsList = () =>
  import('../../pages/portal/news/NewsListPage.tsx').then((m) => ({ Component: m.NewsListPage }));
export const lazyNewsDetails = () =>
  import('../../pages/portal/news/NewsDetailsPage.tsx').then((m) => ({ Component: m.NewsDetailsPage }));
export const lazySearchNews = () =>
  import('../../pages/portal/news/SearchNewsPage.tsx').then((m) => ({ Component: m.SearchNewsPage }));
