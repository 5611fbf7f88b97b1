import type { RouteObject } from 'react-router';
import { lazyHome } from './lazy-pages.ts';
import { pageMeta } from './route-meta.ts';
import { lazyPortalCompetitionDetails, lazyPortalCompetitionList } from './competition-pages.ts';
import { lazyNewsDetails, lazyNewsList, lazySearchNews } from './news-pages.ts';
import { lazySignUpPage, lazyTeamDetailsPage, lazyZjCompetitionPage } from './teams-pages.ts';
import { lazySharedWork, lazySubmitWork, lazyWorkDetail } from './works-pages.ts';
import { lazyCertificateSearch, lazyCertificateTrace, lazyRewardList } from './certificate-pages.ts';
import * as content from './content-pages.ts';
import { lazyReviewResultsPortal } from './review-pages.ts';
import { lazyExpertRecruitment } from './expert-pages.ts';
import { lazyCashier, lazyPaySuccess } from './finance-pages.ts';

/** Children of /home (spec §2 public routes). Areas of later issues show "coming soon". */
export const homeRoutes: RouteObject[] = [
  { path: 'homepage', lazy: lazyHome, handle: pageMeta('homepage') },
  { path: 'certificate/search', lazy: lazyCertificateSearch, handle: pageMeta('certificateSearch') },
  { path: 'reviewResult', lazy: lazyReviewResultsPortal, handle: pageMeta('reviewResult') },
  { path: 'reward', lazy: lazyRewardList, handle: pageMeta('reward') },
  { path: 'paySuccess', lazy: lazyPaySuccess, handle: pageMeta('paySuccess') },
  { path: 'cashier', lazy: lazyCashier, handle: pageMeta('cashier') },
  { path: 'research', lazy: content.lazyResearch, handle: pageMeta('research') },
  {
    path: 'solve',
    handle: pageMeta('solve'),
    children: [
      { index: true, lazy: content.lazySolveCould, handle: pageMeta('solve') },
      { path: 'could', lazy: content.lazySolveCould, handle: pageMeta('could') },
      { path: 'highSchool', lazy: content.lazySolveHighSchool, handle: pageMeta('highSchool') },
      { path: 'dataBase', lazy: content.lazySolveDataBase, handle: pageMeta('dataBase') },
    ],
  },
  { path: 'cpNews', lazy: lazyNewsList, handle: pageMeta('cpNews') },
  { path: 'newsList', lazy: lazyNewsList, handle: pageMeta('newsList') },
  { path: 'expertInfo', lazy: content.lazyExpertInfo, handle: pageMeta('expertInfo') },
  { path: 'expertRecruitment', lazy: lazyExpertRecruitment, handle: pageMeta('expertRecruitment') },
  {
    path: 'news',
    children: [
      { index: true, lazy: lazyNewsList, handle: pageMeta('news') },
      { path: 'newsList', lazy: lazyNewsList, handle: pageMeta('newsList') },
      { path: 'previousWorks', lazy: lazyNewsList, handle: pageMeta('previousWorks') },
      { path: 'competitionInfo', lazy: lazyNewsList, handle: pageMeta('competitionInfo') },
      { path: 'competitionGuide', lazy: lazyNewsList, handle: pageMeta('competitionGuide') },
      { path: 'operatingManual', lazy: lazyNewsList, handle: pageMeta('operatingManual') },
    ],
  },
  {
    path: 'consultDetails',
    lazy: lazyNewsDetails,
    handle: pageMeta('consultDetails', { subject: 'news' }),
  },
  { path: 'newsDetails', lazy: lazyNewsDetails, handle: pageMeta('newsDetails', { subject: 'news' }) },
  { path: 'searchNews', lazy: lazySearchNews, handle: pageMeta('searchNews') },
  { path: 'signUp', lazy: lazySignUpPage, handle: pageMeta('signUp') },
  {
    path: 'introductionPlatform',
    lazy: content.lazyIntroductionPlatform,
    handle: pageMeta('introductionPlatform'),
  },
  { path: 'expendingServices', lazy: content.lazyExpendingServices, handle: pageMeta('expendingServices') },
  { path: 'competition', lazy: lazyPortalCompetitionList, handle: pageMeta('competition') },
  { path: 'zjCompetition', lazy: lazyZjCompetitionPage, handle: pageMeta('zjCompetition') },
  { path: 'competition/details', lazy: lazyPortalCompetitionDetails, handle: pageMeta('competitionDetails') },
  { path: 'competition/team/details', lazy: lazyTeamDetailsPage, handle: pageMeta('teamDetails') },
  { path: 'work/workDetail', lazy: lazyWorkDetail, handle: pageMeta('workDetail') },
  { path: 'competition/submitWork', lazy: lazySubmitWork, handle: pageMeta('submitWork') },
];

/** Other public pages that live in the portal frame. */
export const portalStandaloneRoutes: RouteObject[] = [
  { path: '/works/detail', lazy: lazySharedWork, handle: pageMeta('worksDetail') },
  { path: '/certificate/trace', lazy: lazyCertificateTrace, handle: pageMeta('certificateTrace') },
  { path: '/preview', lazy: content.lazyPreview, handle: pageMeta('preview') },
  { path: '/preview/detail', lazy: content.lazyPreviewDetail, handle: pageMeta('previewDetail') },
  { path: '/pdf', lazy: content.lazyPdf, handle: pageMeta('pdf') },
  { path: '/deepChat', lazy: content.lazyDeepChat, handle: pageMeta('deepChat') },
  { path: '/experience', lazy: content.lazyExperience, handle: pageMeta('experience') },
  { path: '/manual', lazy: content.lazyManual, handle: pageMeta('manual') },
];
