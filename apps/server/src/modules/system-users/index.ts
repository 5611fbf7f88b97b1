export { systemUserRoutes } from './system-users.routes.ts';
