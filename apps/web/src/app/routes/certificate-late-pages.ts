/**
 * The certificate area's desk and user-centre page loaders, reached only through the late route
 * tables (late-routes.ts), so the portal's first load does not carry them or their preload lists.
 */
export const lazyCenterReward = () =>
  import('../../pages/portal/center/CenterRewardPage.tsx').then((m) => ({ Component: m.CenterRewardPage }));
export const lazyCenterAnnouncements = () =>
  import('../../pages/portal/center/CenterAnnouncementsPage.tsx').then((m) => ({
    Component: m.CenterAnnouncementsPage,
  }));
/** Lazy page modules of the certificate designer (desk), each its own chunk. */
export const lazyCertificateMake = () =>
  import('../../pages/desk/certificate/CertificateMakePage.tsx').then((m) => ({
    Component: m.CertificateMakePage,
  }));
export const lazyCertificateTemplate = () =>
  import('../../pages/desk/certificate/CertificateLibraryPage.tsx').then((m) => ({
    Component: m.CertificateTemplatePage,
  }));
export const lazyCertificateList = () =>
  import('../../pages/desk/certificate/CertificateLibraryPage.tsx').then((m) => ({
    Component: m.CertificateListPage,
  }));
