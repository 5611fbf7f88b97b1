export { menuRoutes } from './menus.routes.ts';
