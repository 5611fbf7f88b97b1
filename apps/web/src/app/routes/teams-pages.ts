/** Lazy page modules of sign-up and teams (issue 8): portal sign-up, team page, entrance, my teams. */
export const lazySignUpPage = () =>
  import('../../pages/portal/teams/SignUpPage.tsx').then((m) => ({ Component: m.SignUpPage }));
export const lazyTeamDetailsPage = () =>
  import('../../pages/portal/teams/TeamDetailsPage.tsx').then((m) => ({ Component: m.TeamDetailsPage }));
export const lazyZjCompetitionPage = () =>
  import('../../pages/portal/teams/ZjCompetitionPage.tsx').then((m) => ({ Component: m.ZjCompetitionPage }));
