/** Lazy page modules of the competition area (issue 8): desk set-up pages and portal listings. */
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
export const lazyPortalCompetitionList = () =>
  import('../../pages/portal/competition/PortalCompetitionListPage.tsx').then((m) => ({
    Component: m.PortalCompetitionListPage,
  }));
export const lazyPortalCompetitionDetails = () =>
  import('../../pages/portal/competition/PortalCompetitionDetailsPage.tsx').then((m) => ({
    Component: m.PortalCompetitionDetailsPage,
  }));
