/**
 * The review area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyExpertLibrary = () =>
  import('../../pages/desk/expert/ExpertLibraryPage.tsx').then((m) => ({ Component: m.ExpertLibraryPage }));
export const lazyTemporaryExperts = () =>
  import('../../pages/desk/expert/ExpertLibraryPage.tsx').then((m) => ({ Component: m.TemporaryExpertPage }));
export const lazyReviewCompetition = () =>
  import('../../pages/desk/review/ReviewCompetitionPage.tsx').then((m) => ({
    Component: m.ReviewCompetitionPage,
  }));
export const lazyReviewResult = () =>
  import('../../pages/desk/review/ReviewResultPage.tsx').then((m) => ({ Component: m.ReviewResultPage }));
export const lazyReviewElimination = () =>
  import('../../pages/desk/review/ReviewEliminationPage.tsx').then((m) => ({
    Component: m.ReviewEliminationPage,
  }));
export const lazyReviewStatistics = () =>
  import('../../pages/desk/review/ReviewStatisticsPage.tsx').then((m) => ({
    Component: m.ReviewStatisticsPage,
  }));
export const lazyReviewDistribution = () =>
  import('../../pages/desk/review/ReviewDistributionPage.tsx').then((m) => ({
    Component: m.ReviewDistributionPage,
  }));
export const lazyExpertGroups = () =>
  import('../../pages/desk/expert/ExpertGroupPage.tsx').then((m) => ({ Component: m.ExpertGroupPage }));
export const lazyReviewScene = () =>
  import('../../pages/desk/review/ReviewScenePage.tsx').then((m) => ({ Component: m.ReviewScenePage }));
export const lazyScreenCallDesk = () =>
  import('../../pages/desk/review/ScreenCallDeskPage.tsx').then((m) => ({ Component: m.ScreenCallDeskPage }));
