export { signUpAdminRoutes } from './signup-admin.routes.ts';
