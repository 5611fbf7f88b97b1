export { schoolRoutes } from './schools.routes.ts';
