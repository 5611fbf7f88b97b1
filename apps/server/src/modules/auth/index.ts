export { authRoutes } from './auth.routes.ts';
export { revokeUserSessions } from './sessions.ts';
