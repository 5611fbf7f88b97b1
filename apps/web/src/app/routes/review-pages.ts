/** Lazy page modules of the review area the portal links to (results) and the calling screen, each its own chunk. */
export const lazyReviewResultsPortal = () =>
  import('../../pages/portal/review/ReviewResultsPortalPage.tsx').then((m) => ({
    Component: m.ReviewResultsPortalPage,
  }));

export const lazyScreenCall = () =>
  import('../../pages/screen/ScreenCallPage.tsx').then((m) => ({ Component: m.ScreenCallPage }));
