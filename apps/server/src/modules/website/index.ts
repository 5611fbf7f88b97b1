export { findSiteForHost } from './website.service.ts';
export { websiteRoutes } from './website.routes.ts';
