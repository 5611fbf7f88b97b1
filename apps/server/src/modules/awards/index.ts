export { awardRoutes } from './awards.routes.ts';
export { schoolAwardRoutes } from './school-awards.routes.ts';
import './awards.notify.ts';
