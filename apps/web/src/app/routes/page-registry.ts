import type { ComponentType } from 'react';
import { lazyComingSoon, lazyWorkbench } from './shell-late-pages.ts';
import { lazyDeskContent } from './content-late-pages.ts';
import * as org from './organization-pages.ts';
import { lazyCompetitionListPage } from './competition-late-pages.ts';
import * as news from './news-late-pages.ts';
import { lazyWorksList } from './works-late-pages.ts';
import * as review from './review-late-pages.ts';
import * as expert from './expert-late-pages.ts';
import * as certificate from './certificate-late-pages.ts';
import { lazyFinanceAction, lazyFinanceBills, lazyFinanceOrders } from './finance-late-pages.ts';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * Server menu `component` strings → page modules. Later issues add their pages here; anything not
 * registered yet renders "coming soon" inside the desk shell.
 */
const registry: Readonly<Record<string, PageLoader>> = {
  'dashboard/index': lazyWorkbench,
  'dashboard/workbench/index': lazyWorkbench,
  'competition/list': lazyCompetitionListPage,
  'system/group': org.lazyGroupPage,
  'system/school': org.lazySchoolPage,
  'system/college': org.lazyCollegePage,
  'system/major': org.lazyMajorPage,
  'system/schoolChange': org.lazySchoolChangePage,
  'system/trial': org.lazyTrialPage,
  'summary/setting': org.lazySummarySetting,
  'summary/submission': org.lazySummarySubmission,
  'summary/schoolList': org.lazySummarySchoolList,
  'summary/record': org.lazySummaryRecord,
  'websiteSet/index': org.lazyWebsiteSetPage,
  'system/websiteBanner': org.lazyWebsiteBannerPage,
  'websiteSet/content': lazyDeskContent,
  'system/user': () =>
    import('../../pages/desk/system/UserPage.tsx').then((m) => ({ Component: m.UserPage })),
  'system/online': () =>
    import('../../pages/desk/system/OnlinePage.tsx').then((m) => ({ Component: m.OnlinePage })),
  'system/role': () =>
    import('../../pages/desk/system/RolePage.tsx').then((m) => ({ Component: m.RolePage })),
  'system/menu': () =>
    import('../../pages/desk/system/MenuPage.tsx').then((m) => ({ Component: m.MenuPage })),
  'system/department': () =>
    import('../../pages/desk/system/DepartmentPage.tsx').then((m) => ({ Component: m.DepartmentPage })),
  'system/dictionary': () =>
    import('../../pages/desk/system/DictionaryPage.tsx').then((m) => ({ Component: m.DictionaryPage })),
  'newsManagement/list': news.lazyDeskNewsList,
  'newsManagement/apply': news.lazyNewsApply,
  'newsManagement/collect': news.lazyNewsCollect,
  'newsManagement/competitionCheck': news.lazyNewsCheck,
  'works/list': lazyWorksList,
  'expert/library': review.lazyExpertLibrary,
  'expert/temporary': review.lazyTemporaryExperts,
  'expert/recruitment': expert.lazyDeskRecruitment,
  'expert/recommend': expert.lazyDeskRecommend,
  'expert/account': expert.lazyDeskAccounts,
  'expert/manage': expert.lazyDeskManage,
  'review/competition': review.lazyReviewCompetition,
  'review/result': review.lazyReviewResult,
  'review/elimination': review.lazyReviewElimination,
  'review/statistics': review.lazyReviewStatistics,
  'review/distribution': review.lazyReviewDistribution,
  'expert/group': review.lazyExpertGroups,
  'review/scene': review.lazyReviewScene,
  'screenCall/index': review.lazyScreenCallDesk,
  'certificate/send': () =>
    import('../../pages/desk/certificate/CertificateBatchesPage.tsx').then((m) => ({
      Component: m.CertificateSendPage,
    })),
  'certificate/check': () =>
    import('../../pages/desk/certificate/CertificateBatchesPage.tsx').then((m) => ({
      Component: m.CertificateCheckPage,
    })),
  'competitionReward/list': () =>
    import('../../pages/desk/certificate/AwardListsPage.tsx').then((m) => ({ Component: m.AwardListsPage })),
  'competitionReward/school': () =>
    import('../../pages/desk/reward/SchoolAwardsPage.tsx').then((m) => ({ Component: m.SchoolAwardsPage })),
  'certificate/trace-admin': () =>
    import('../../pages/desk/certificate/CertificateTracePage.tsx').then((m) => ({
      Component: m.CertificateTracePage,
    })),
  'certificate/setting': () =>
    import('../../pages/desk/certificate/CertificateSettingsPage.tsx').then((m) => ({
      Component: m.CertificateSettingsPage,
    })),
  'certificate/make': certificate.lazyCertificateMake,
  'certificate/template': certificate.lazyCertificateTemplate,
  'certificate/list': certificate.lazyCertificateList,
  'finance/order': lazyFinanceOrders,
  'finance/list': lazyFinanceBills,
  'finance/action': lazyFinanceAction,
  'database/statistics': () =>
    import('../../pages/desk/database/DatabaseStatisticsPage.tsx').then((m) => ({
      Component: m.DatabaseStatisticsPage,
    })),
  'signUp/list': () =>
    import('../../pages/desk/signUp/SignUpListPage.tsx').then((m) => ({ Component: m.SignUpListPage })),
  'system/log': () => import('../../pages/desk/system/LogPage.tsx').then((m) => ({ Component: m.LogPage })),
  'system/notifyFailed': () =>
    import('../../pages/desk/system/NotifyFailedPage.tsx').then((m) => ({ Component: m.NotifyFailedPage })),
};

const normalise = (component: string): string =>
  component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?)$/, '');

/** Spec §2: /dashboard is the workbench whatever component the server names. */
export const pageLoaderFor = (component: string, path: string): PageLoader => {
  if (path === '/dashboard') return lazyWorkbench;
  return registry[normalise(component)] ?? lazyComingSoon;
};
