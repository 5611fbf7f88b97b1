import type { ApiModule } from '../../platform/api-module.ts';
import { expertRoutes } from '../experts/index.ts';
import { eliminationRoutes } from './elimination/elimination.routes.ts';
import { finalScoreRoutes } from './final-score/final-score.routes.ts';
import { reviewDeskRoutes } from './review-desk.routes.ts';
import { reviewExpertRoutes } from './review-expert.routes.ts';
import { outcomeRoutes } from './outcomes/outcome.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { sceneRoutes } from './scene/scene.routes.ts';
import { captainRoutes } from './captain/captain.routes.ts';

/** Experts and review (issue 10): library, settings, groups, distribution, the expert's scoring. */
export const reviewModule: ApiModule = async (app, { deps }) => {
  await app.register(expertRoutes, { deps });
  await app.register(reviewDeskRoutes, { deps });
  await app.register(reviewExpertRoutes, { deps });
  await app.register(finalScoreRoutes, { deps });
  await app.register(eliminationRoutes, { deps });
  await app.register(outcomeRoutes, { deps });
  await app.register(statisticsRoutes, { deps });
  await app.register(sceneRoutes, { deps });
  await app.register(captainRoutes, { deps });
};

export { assertNotEliminated, isEliminated, teamStandings } from './outcomes/team-standing.ts';
import './review.notify.ts';
