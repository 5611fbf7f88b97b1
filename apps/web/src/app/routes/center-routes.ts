import type { RouteObject } from 'react-router';
import { lazyCenterProfile, lazyComingSoon } from './shell-late-pages.ts';
import { lazyCenterWork } from './works-late-pages.ts';
import { lazyCenterAnnouncements, lazyCenterReward } from './certificate-late-pages.ts';
import { lazyCenterCompetition, lazyCenterInfoSub, lazyCenterSet, lazyCenterStudy } from './center-pages.ts';
import { pageMeta, type PageMetaKey } from './route-meta.ts';
import { lazyCenterTeamPage } from './teams-late-pages.ts';
import { lazyCenterOrder } from './finance-late-pages.ts';

/** The user centre's sections (spec §2), in side-navigation order. */
export const CENTER_SECTIONS: ReadonlyArray<{ path: string; key: PageMetaKey }> = [
  { path: 'users', key: 'centerUsers' },
  { path: 'set', key: 'centerSet' },
  { path: 'competition', key: 'centerCompetition' },
  { path: 'order', key: 'centerOrder' },
  { path: 'work', key: 'centerWork' },
  { path: 'team', key: 'centerTeam' },
  { path: 'reward', key: 'centerReward' },
  { path: 'newReward', key: 'centerNewReward' },
  { path: 'study', key: 'centerStudy' },
  { path: 'informationSub', key: 'centerInformationSub' },
];

/** Sections built so far; the rest show "coming soon". */
const CENTER_PAGES: Partial<Record<string, RouteObject['lazy']>> = {
  users: lazyCenterProfile,
  team: lazyCenterTeamPage,
  work: lazyCenterWork,
  reward: lazyCenterReward,
  newReward: lazyCenterAnnouncements,
  set: lazyCenterSet,
  competition: lazyCenterCompetition,
  study: lazyCenterStudy,
  informationSub: lazyCenterInfoSub,
  order: lazyCenterOrder,
};

export const centerRoutes: RouteObject[] = CENTER_SECTIONS.map(({ path, key }) => {
  const lazy = CENTER_PAGES[path];
  // The centre frames its sections itself (no page band): its placeholders are the plain "coming soon".
  return { path, lazy: lazy ?? lazyComingSoon, handle: pageMeta(key) };
});
