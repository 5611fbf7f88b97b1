import './experts.notify.ts';
export { expertRoutes } from './experts.routes.ts';
export { expertScope, findExpert } from './expert-library.ts';
