export { enrollmentRoutes } from './enrollment.routes.ts';
export { signUp } from './sign-up.ts';
