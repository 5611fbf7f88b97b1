export { findSiteForHost } from './website.service.ts';
export { websiteRoutes } from './website.routes.ts';
export { createSiteCache, type SiteCache } from './site-cache.ts';
