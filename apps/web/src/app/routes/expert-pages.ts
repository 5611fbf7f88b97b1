/** Lazy page modules of expert intake (desk expert area, portal recruitment), each its own chunk. */
export const lazyExpertRecruitment = () =>
  import('../../pages/portal/expert/ExpertRecruitmentPortalPage.tsx').then((m) => ({
    Component: m.ExpertRecruitmentPortalPage,
  }));
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
