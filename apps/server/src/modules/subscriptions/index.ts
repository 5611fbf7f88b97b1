export { subscriptionRoutes } from './subscriptions.routes.ts';
