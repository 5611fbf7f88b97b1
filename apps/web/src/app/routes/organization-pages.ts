/** Lazy page modules of the organisation and website areas (issue 3), shared by menu routes and fixed desk routes. */
export const lazyGroupPage = () => import('../../pages/desk/system/GroupPage.tsx').then((m) => ({ Component: m.GroupPage }));
export const lazySchoolPage = () => import('../../pages/desk/system/SchoolPage.tsx').then((m) => ({ Component: m.SchoolPage }));
export const lazyCollegePage = () => import('../../pages/desk/system/CollegePage.tsx').then((m) => ({ Component: m.CollegePage }));
export const lazyMajorPage = () => import('../../pages/desk/system/MajorPage.tsx').then((m) => ({ Component: m.MajorPage }));
export const lazySchoolInfoPage = () => import('../../pages/desk/system/SchoolInfoPage.tsx').then((m) => ({ Component: m.SchoolInfoPage }));
export const lazyGroupDetailPage = () => import('../../pages/desk/system/GroupDetailPage.tsx').then((m) => ({ Component: m.GroupDetailPage }));
export const lazyGroupUsersPage = () => import('../../pages/desk/system/GroupUsersPage.tsx').then((m) => ({ Component: m.GroupUsersPage }));
export const lazyTrialPage = () => import('../../pages/desk/system/TrialPage.tsx').then((m) => ({ Component: m.TrialPage }));
export const lazyWebsiteSetPage = () => import('../../pages/desk/websiteSet/WebsiteSetPage.tsx').then((m) => ({ Component: m.WebsiteSetPage }));
export const lazyWebsiteBannerPage = () => import('../../pages/desk/system/WebsiteBannerPage.tsx').then((m) => ({ Component: m.WebsiteBannerPage }));
