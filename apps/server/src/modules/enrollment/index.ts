export { enrollmentRoutes } from './enrollment.routes.ts';
