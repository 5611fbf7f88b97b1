export { dictionaryRoutes } from './dictionary.routes.ts';
export { loadDictOptions } from './dict-cache.ts';
