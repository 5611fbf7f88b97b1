/** Lazy page modules of certificates (portal verification and search, user-centre rewards). */
export const lazyCertificateTrace = () =>
  import('../../pages/portal/certificate/CertificateTracePage.tsx').then((m) => ({
    Component: m.CertificateTracePage,
  }));
export const lazyCertificateSearch = () =>
  import('../../pages/portal/certificate/CertificateSearchPage.tsx').then((m) => ({
    Component: m.CertificateSearchPage,
  }));
export const lazyRewardList = () =>
  import('../../pages/portal/reward/RewardListPage.tsx').then((m) => ({ Component: m.RewardListPage }));
