export { trialRoutes } from './trials.routes.ts';
