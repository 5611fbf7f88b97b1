/** Lazy page modules of expert intake (desk expert area, portal recruitment), each its own chunk. */
export const lazyExpertRecruitment = () =>
  import('../../pages/portal/expert/ExpertRecruitmentPortalPage.tsx').then((m) => ({
    Component: m.ExpertRecruitmentPortalPage,
  }));
