export { logRoutes } from './logs.routes.ts';
