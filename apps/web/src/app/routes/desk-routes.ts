import type { RouteObject } from 'react-router';
import { lazyWorkbench } from './shell-late-pages.ts';
import { meta } from './route-meta.ts';
import * as org from './organization-pages.ts';
import * as comp from './competition-late-pages.ts';
import { lazyDeskNewsDetail, lazyNewsAddEdit } from './news-late-pages.ts';

/** Back-office pages that exist for every signed-in user, outside the menu (spec §2). */
export const deskStaticRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: lazyWorkbench, handle: meta('dashboard') },
  { path: '/competition/addEdit', lazy: comp.lazyCompetitionEditPage, handle: meta('competitionAddEdit') },
  {
    path: '/competition/details',
    lazy: comp.lazyCompetitionDetailPage,
    handle: meta('competitionDeskDetails'),
  },
  { path: '/competition/scheduleSet', lazy: comp.lazyScheduleSetPage, handle: meta('scheduleSet') },
  { path: '/competition/workSubSet', lazy: comp.lazyWorkSubSetPage, handle: meta('workSubSet') },
  { path: '/competition/enrollSet', lazy: comp.lazyEnrollSetPage, handle: meta('enrollSet') },
  { path: '/competition/reviewSet', lazy: comp.lazyReviewSetPage, handle: meta('reviewSet') },
  { path: '/newsManagement/addEdit', lazy: lazyNewsAddEdit, handle: meta('newsAddEdit') },
  { path: '/newsManagement/detail', lazy: lazyDeskNewsDetail, handle: meta('newsDetail') },
  {
    path: '/competitionReward/detailedList',
    lazy: () =>
      import('../../pages/desk/certificate/AwardEntriesPage.tsx').then((m) => ({
        Component: m.AwardEntriesPage,
      })),
    handle: meta('rewardDetailedList'),
  },
  { path: '/system/groud/college', lazy: org.lazyCollegePage, handle: meta('groudCollege') },
  { path: '/system/groud/major', lazy: org.lazyMajorPage, handle: meta('groudMajor') },
  { path: '/system/groud/user', lazy: org.lazyGroupUsersPage, handle: meta('groudUser') },
  { path: '/system/groud/groudDetail', lazy: org.lazyGroupDetailPage, handle: meta('groudDetail') },
  { path: '/system/groud/schoolInfo', lazy: org.lazySchoolInfoPage, handle: meta('groudSchoolInfo') },
];

export const DESK_STATIC_PATHS: ReadonlySet<string> = new Set(
  deskStaticRoutes.map((route) => route.path).filter((path): path is string => typeof path === 'string'),
);
