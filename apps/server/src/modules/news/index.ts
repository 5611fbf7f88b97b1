export { newsRoutes } from './news.routes.ts';
export { findPublicNewsMeta } from './news-public.ts';
import './news.notify.ts';
