export { notificationRoutes } from './notifications.routes.ts';
