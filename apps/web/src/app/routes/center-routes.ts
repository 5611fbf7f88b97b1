import type { RouteObject } from 'react-router';
import { lazyCenterProfile } from './lazy-pages.ts';
import { comingSoonRoute } from './portal-routes.ts';
import { meta, type RouteTitleKey } from './route-meta.ts';

/** The user centre's sections (spec §2), in side-navigation order. */
export const CENTER_SECTIONS: ReadonlyArray<{ path: string; key: RouteTitleKey }> = [
  { path: 'users', key: 'centerUsers' },
  { path: 'set', key: 'centerSet' },
  { path: 'competition', key: 'centerCompetition' },
  { path: 'work', key: 'centerWork' },
  { path: 'team', key: 'centerTeam' },
  { path: 'reward', key: 'centerReward' },
  { path: 'newReward', key: 'centerNewReward' },
  { path: 'study', key: 'centerStudy' },
  { path: 'informationSub', key: 'centerInformationSub' },
];

export const centerRoutes: RouteObject[] = CENTER_SECTIONS.map(({ path, key }) =>
  path === 'users' ? { path, lazy: lazyCenterProfile, handle: meta(key) } : comingSoonRoute(path, key),
);
