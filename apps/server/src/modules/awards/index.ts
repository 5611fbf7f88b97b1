export { awardRoutes } from './awards.routes.ts';
import './awards.notify.ts';
