import type { RouteObject } from 'react-router';
import { lazyComingSoon, lazyHome } from './lazy-pages.ts';
import { meta, type RouteTitleKey } from './route-meta.ts';
import { lazyPortalCompetitionDetails, lazyPortalCompetitionList } from './competition-pages.ts';
import { lazyNewsDetails, lazyNewsList, lazySearchNews } from './news-pages.ts';

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
  { path: 'cpNews', lazy: lazyNewsList, handle: meta('cpNews') },
  { path: 'newsList', lazy: lazyNewsList, handle: meta('newsList') },
  soon('expertInfo', 'expertInfo'),
  {
    path: 'news',
    children: [
      { index: true, lazy: lazyNewsList, handle: meta('news') },
      { path: 'newsList', lazy: lazyNewsList, handle: meta('newsList') },
      { path: 'previousWorks', lazy: lazyNewsList, handle: meta('previousWorks') },
      { path: 'competitionInfo', lazy: lazyNewsList, handle: meta('competitionInfo') },
      { path: 'competitionGuide', lazy: lazyNewsList, handle: meta('competitionGuide') },
      { path: 'operatingManual', lazy: lazyNewsList, handle: meta('operatingManual') },
    ],
  },
  { path: 'consultDetails', lazy: lazyNewsDetails, handle: meta('consultDetails') },
  { path: 'newsDetails', lazy: lazyNewsDetails, handle: meta('newsDetails') },
  { path: 'searchNews', lazy: lazySearchNews, handle: meta('searchNews') },
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
