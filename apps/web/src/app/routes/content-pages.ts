/** Lazy page modules of the managed portal pages and deepChat, each its own chunk. */
const managedPages = () => import('../../pages/portal/content/ManagedContentPage.tsx');

export const lazyIntroductionPlatform = () =>
  managedPages().then((m) => ({ Component: m.IntroductionPlatformPage }));
export const lazyExpendingServices = () =>
  managedPages().then((m) => ({ Component: m.ExpendingServicesPage }));
export const lazyResearch = () => managedPages().then((m) => ({ Component: m.ResearchPage }));
export const lazySolveCould = () => managedPages().then((m) => ({ Component: m.SolveCouldPage }));
export const lazySolveHighSchool = () => managedPages().then((m) => ({ Component: m.SolveHighSchoolPage }));
export const lazySolveDataBase = () => managedPages().then((m) => ({ Component: m.SolveDataBasePage }));
export const lazyExpertInfo = () =>
  import('../../pages/portal/content/ExpertInfoPage.tsx').then((m) => ({ Component: m.ExpertInfoPage }));
export const lazyExperience = () =>
  import('../../pages/portal/content/ExperiencePage.tsx').then((m) => ({ Component: m.ExperiencePage }));
export const lazyManual = () =>
  import('../../pages/portal/content/ManualPage.tsx').then((m) => ({ Component: m.ManualPage }));
export const lazyPdf = () =>
  import('../../pages/portal/content/PdfPage.tsx').then((m) => ({ Component: m.PdfPage }));
export const lazyPreview = () =>
  import('../../pages/portal/content/PreviewPages.tsx').then((m) => ({ Component: m.PreviewPage }));
export const lazyPreviewDetail = () =>
  import('../../pages/portal/content/PreviewPages.tsx').then((m) => ({ Component: m.PreviewDetailPage }));
export const lazyDeepChat = () =>
  import('../../pages/portal/content/DeepChatPage.tsx').then((m) => ({ Component: m.DeepChatPage }));
