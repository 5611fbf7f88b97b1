/** Lazy page modules of the works area (issue 8): portal submission and detail, share page, user centre, desk list. */
export const lazySubmitWork = () =>
  import('../../pages/portal/works/SubmitWorkPage.tsx').then((m) => ({ Component: m.SubmitWorkPage }));
export const lazyWorkDetail = () =>
  import('../../pages/portal/works/WorkDetailPage.tsx').then((m) => ({ Component: m.WorkDetailPage }));
export const lazySharedWork = () =>
  import('../../pages/portal/works/SharedWorkPage.tsx').then((m) => ({ Component: m.SharedWorkPage }));
