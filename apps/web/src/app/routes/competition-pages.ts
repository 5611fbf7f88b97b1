/** Lazy page modules of the portal's competition listings, each its own chunk. */
export const lazyPortalCompetitionList = () =>
  import('../../pages/portal/competition/PortalCompetitionListPage.tsx').then((m) => ({
    Component: m.PortalCompetitionListPage,
  }));
export const lazyPortalCompetitionDetails = () =>
  import('../../pages/portal/competition/PortalCompetitionDetailsPage.tsx').then((m) => ({
    Component: m.PortalCompetitionDetailsPage,
  }));
