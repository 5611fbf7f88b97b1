import type { RouteObject } from 'react-router';
import { lazyComingSoon, lazyHome } from './lazy-pages.ts';
import { meta, type RouteTitleKey } from './route-meta.ts';
import { lazyPortalCompetitionDetails, lazyPortalCompetitionList } from './competition-pages.ts';

const soon = (path: string, key: RouteTitleKey, children?: RouteObject[]): RouteObject => ({
  path,
  lazy: lazyComingSoon,
  handle: meta(key),
  ...(children ? { children: [{ index: true, lazy: lazyComingSoon, handle: meta(key) }, ...children] } : {}),
});

/** Children of /home (spec §2 public routes). Areas of later issues show "coming soon". */
export const homeRoutes: RouteObject[] = [
  { path: 'homepage', lazy: lazyHome, handle: meta('homepage') },
  soon('certificate/search', 'certificateSearch'),
  soon('paySuccess', 'paySuccess'),
  soon('research', 'research'),
  soon('solve', 'solve', [
    soon('could', 'could'),
    soon('highSchool', 'highSchool'),
    soon('dataBase', 'dataBase'),
  ]),
  soon('cpNews', 'cpNews'),
  soon('newsList', 'newsList'),
  soon('expertInfo', 'expertInfo'),
  soon('news', 'news', [
    soon('newsList', 'newsList'),
    soon('previousWorks', 'previousWorks'),
    soon('competitionInfo', 'competitionInfo'),
    soon('competitionGuide', 'competitionGuide'),
    soon('operatingManual', 'operatingManual'),
  ]),
  soon('consultDetails', 'consultDetails'),
  soon('newsDetails', 'newsDetails'),
  soon('searchNews', 'searchNews'),
  soon('introductionPlatform', 'introductionPlatform'),
  soon('expendingServices', 'expendingServices'),
  soon('signUp', 'signUp'),
  { path: 'competition', lazy: lazyPortalCompetitionList, handle: meta('competition') },
  soon('zjCompetition', 'zjCompetition'),
  { path: 'competition/details', lazy: lazyPortalCompetitionDetails, handle: meta('competitionDetails') },
  soon('competition/team/details', 'teamDetails'),
  soon('work/workDetail', 'workDetail'),
  soon('competition/submitWork', 'submitWork'),
];

/** Other public pages that live in the portal frame. */
export const portalStandaloneRoutes: RouteObject[] = [
  soon('/preview', 'preview'),
  soon('/preview/detail', 'previewDetail'),
  soon('/pdf', 'pdf'),
  soon('/works/detail', 'worksDetail'),
  soon('/deepChat', 'deepChat'),
  soon('/certificate/trace', 'certificateTrace'),
  soon('/experience', 'experience'),
  soon('/manual', 'manual'),
];

export { soon as comingSoonRoute };
