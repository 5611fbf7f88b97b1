/** Lazy page modules of certificates (portal verification and search, user-centre rewards). */
export const lazyCertificateTrace = () =>
  import('../../pages/portal/certificate/CertificateTracePage.tsx').then((m) => ({
    Component: m.CertificateTracePage,
  }));
export const lazyCertificateSearch = () =>
  import('../../pages/portal/certificate/CertificateSearchPage.tsx').then((m) => ({
    Component: m.CertificateSearchPage,
  }));
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
export const lazyRewardList = () =>
  import('../../pages/portal/reward/RewardListPage.tsx').then((m) => ({ Component: m.RewardListPage }));
