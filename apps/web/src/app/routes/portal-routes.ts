import type { RouteObject } from 'react-router';
import { lazyComingSoon, lazyHome } from './lazy-pages.ts';
import { meta, type RouteTitleKey } from './route-meta.ts';
import { lazyPortalCompetitionDetails, lazyPortalCompetitionList } from './competition-pages.ts';
import { lazyNewsDetails, lazyNewsList, lazySearchNews } from './news-pages.ts';
import { lazySignUpPage, lazyTeamDetailsPage, lazyZjCompetitionPage } from './teams-pages.ts';
import { lazySharedWork, lazySubmitWork, lazyWorkDetail } from './works-pages.ts';
import { lazyCertificateSearch, lazyCertificateTrace } from './certificate-pages.ts';
import * as content from './content-pages.ts';
import { lazyReviewResultsPortal } from './review-pages.ts';
import { lazyExpertRecruitment } from './expert-pages.ts';

const soon = (path: string, key: RouteTitleKey, children?: RouteObject[]): RouteObject => ({
  path,
  lazy: lazyComingSoon,
  handle: meta(key),
  ...(children ? { children: [{ index: true, lazy: lazyComingSoon, handle: meta(key) }, ...children] } : {}),
});

/** Children of /home (spec §2 public routes). Areas of later issues show "coming soon". */
export const homeRoutes: RouteObject[] = [
  { path: 'homepage', lazy: lazyHome, handle: meta('homepage') },
  { path: 'certificate/search', lazy: lazyCertificateSearch, handle: meta('certificateSearch') },
  { path: 'reviewResult', lazy: lazyReviewResultsPortal, handle: meta('reviewResult') },
  soon('paySuccess', 'paySuccess'),
  { path: 'research', lazy: content.lazyResearch, handle: meta('research') },
  {
    path: 'solve',
    handle: meta('solve'),
    children: [
      { index: true, lazy: content.lazySolveCould, handle: meta('solve') },
      { path: 'could', lazy: content.lazySolveCould, handle: meta('could') },
      { path: 'highSchool', lazy: content.lazySolveHighSchool, handle: meta('highSchool') },
      { path: 'dataBase', lazy: content.lazySolveDataBase, handle: meta('dataBase') },
    ],
  },
  { path: 'cpNews', lazy: lazyNewsList, handle: meta('cpNews') },
  { path: 'newsList', lazy: lazyNewsList, handle: meta('newsList') },
  { path: 'expertInfo', lazy: content.lazyExpertInfo, handle: meta('expertInfo') },
  { path: 'expertRecruitment', lazy: lazyExpertRecruitment, handle: meta('expertRecruitment') },
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
  { path: 'signUp', lazy: lazySignUpPage, handle: meta('signUp') },
  {
    path: 'introductionPlatform',
    lazy: content.lazyIntroductionPlatform,
    handle: meta('introductionPlatform'),
  },
  { path: 'expendingServices', lazy: content.lazyExpendingServices, handle: meta('expendingServices') },
  { path: 'competition', lazy: lazyPortalCompetitionList, handle: meta('competition') },
  { path: 'zjCompetition', lazy: lazyZjCompetitionPage, handle: meta('zjCompetition') },
  { path: 'competition/details', lazy: lazyPortalCompetitionDetails, handle: meta('competitionDetails') },
  { path: 'competition/team/details', lazy: lazyTeamDetailsPage, handle: meta('teamDetails') },
  { path: 'work/workDetail', lazy: lazyWorkDetail, handle: meta('workDetail') },
  { path: 'competition/submitWork', lazy: lazySubmitWork, handle: meta('submitWork') },
];

/** Other public pages that live in the portal frame. */
export const portalStandaloneRoutes: RouteObject[] = [
  { path: '/works/detail', lazy: lazySharedWork, handle: meta('worksDetail') },
  { path: '/certificate/trace', lazy: lazyCertificateTrace, handle: meta('certificateTrace') },
  { path: '/preview', lazy: content.lazyPreview, handle: meta('preview') },
  { path: '/preview/detail', lazy: content.lazyPreviewDetail, handle: meta('previewDetail') },
  { path: '/pdf', lazy: content.lazyPdf, handle: meta('pdf') },
  { path: '/deepChat', lazy: content.lazyDeepChat, handle: meta('deepChat') },
  { path: '/experience', lazy: content.lazyExperience, handle: meta('experience') },
  { path: '/manual', lazy: content.lazyManual, handle: meta('manual') },
];

export { soon as comingSoonRoute };
