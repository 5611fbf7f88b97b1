export { assistantRoutes } from './assistant.routes.ts';
export { markPublishedContentChanged } from './search-index.ts';
