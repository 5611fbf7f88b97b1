export { dictionaryRoutes } from './dictionary.routes.ts';
