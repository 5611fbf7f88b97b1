/**
 * The competition area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyCompetitionListPage = () =>
  import('../../pages/desk/competition/CompetitionListPage.tsx').then((m) => ({
    Component: m.CompetitionListPage,
  }));
export const lazyCompetitionEditPage = () =>
  import('../../pages/desk/competition/CompetitionEditPage.tsx').then((m) => ({
    Component: m.CompetitionEditPage,
  }));
export const lazyCompetitionDetailPage = () =>
  import('../../pages/desk/competition/CompetitionDetailPage.tsx').then((m) => ({
    Component: m.CompetitionDetailPage,
  }));
export const lazyEnrollSetPage = () =>
  import('../../pages/desk/competition/EnrollSetPage.tsx').then((m) => ({ Component: m.EnrollSetPage }));
export const lazyScheduleSetPage = () =>
  import('../../pages/desk/competition/ScheduleSetPage.tsx').then((m) => ({ Component: m.ScheduleSetPage }));
export const lazyWorkSubSetPage = () =>
  import('../../pages/desk/competition/WorkSubSetPage.tsx').then((m) => ({ Component: m.WorkSubSetPage }));
export const lazyReviewSetPage = () =>
  import('../../pages/desk/competition/ReviewSetPage.tsx').then((m) => ({ Component: m.ReviewSetPage }));
