import type { ApiModule } from '../../app.ts';

/** Roles: CRUD, permission tree, data scope, enable/disable. */
export const roleRoutes: ApiModule = async () => {};
