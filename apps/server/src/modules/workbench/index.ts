export { workbenchRoutes } from './workbench.routes.ts';
