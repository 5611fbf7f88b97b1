export { roleRoutes } from './roles.routes.ts';
