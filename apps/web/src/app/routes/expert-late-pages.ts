/**
 * The expert area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyDeskRecruitment = () =>
  import('../../pages/desk/expert/ExpertRecruitmentPage.tsx').then((m) => ({
    Component: m.ExpertRecruitmentPage,
  }));
export const lazyDeskRecommend = () =>
  import('../../pages/desk/expert/ExpertRecommendPage.tsx').then((m) => ({
    Component: m.ExpertRecommendPage,
  }));
export const lazyDeskAccounts = () =>
  import('../../pages/desk/expert/ExpertAccountPage.tsx').then((m) => ({ Component: m.ExpertAccountPage }));
export const lazyDeskManage = () =>
  import('../../pages/desk/expert/ExpertManagePage.tsx').then((m) => ({ Component: m.ExpertManagePage }));
