/** Lazy user-centre pages (each its own chunk). */
export const lazyCenterCompetition = () =>
  import('../../pages/portal/center/CenterCompetitionPage.tsx').then((m) => ({
    Component: m.CenterCompetitionPage,
  }));
export const lazyCenterSet = () =>
  import('../../pages/portal/center/CenterSetPage.tsx').then((m) => ({ Component: m.CenterSetPage }));
export const lazyCenterStudy = () =>
  import('../../pages/portal/center/CenterStudyPage.tsx').then((m) => ({ Component: m.CenterStudyPage }));
export const lazyCenterInfoSub = () =>
  import('../../pages/portal/center/CenterInfoSubPage.tsx').then((m) => ({ Component: m.CenterInfoSubPage }));
