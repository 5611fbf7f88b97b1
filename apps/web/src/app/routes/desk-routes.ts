import type { RouteObject } from 'react-router';
import { lazyWorkbench } from './lazy-pages.ts';
import { comingSoonRoute } from './portal-routes.ts';
import { meta } from './route-meta.ts';

/** Back-office pages that exist for every signed-in user, outside the menu (spec §2). */
export const deskStaticRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: lazyWorkbench, handle: meta('dashboard') },
  comingSoonRoute('/competition/addEdit', 'competitionAddEdit'),
  comingSoonRoute('/competition/details', 'competitionDeskDetails'),
  comingSoonRoute('/competition/scheduleSet', 'scheduleSet'),
  comingSoonRoute('/competition/workSubSet', 'workSubSet'),
  comingSoonRoute('/competition/enrollSet', 'enrollSet'),
  comingSoonRoute('/competition/reviewSet', 'reviewSet'),
  comingSoonRoute('/newsManagement/addEdit', 'newsAddEdit'),
  comingSoonRoute('/newsManagement/detail', 'newsDetail'),
  comingSoonRoute('/competitionReward/detailedList', 'rewardDetailedList'),
  comingSoonRoute('/system/groud/college', 'groudCollege'),
  comingSoonRoute('/system/groud/major', 'groudMajor'),
  comingSoonRoute('/system/groud/user', 'groudUser'),
  comingSoonRoute('/system/groud/groudDetail', 'groudDetail'),
  comingSoonRoute('/system/groud/schoolInfo', 'groudSchoolInfo'),
];

export const DESK_STATIC_PATHS: ReadonlySet<string> = new Set(
  deskStaticRoutes.map((route) => route.path).filter((path): path is string => typeof path === 'string'),
);
