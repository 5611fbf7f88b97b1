export { organizationRoutes } from './organization.routes.ts';
