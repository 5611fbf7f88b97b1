export { awardRoutes } from './awards.routes.ts';
