export { newsRoutes } from './news.routes.ts';
