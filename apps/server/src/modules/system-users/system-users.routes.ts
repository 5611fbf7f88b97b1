import type { ApiModule } from '../../app.ts';

/** System users: list, add, update, roles, password, delete, import/export, personal data, online users. */
export const systemUserRoutes: ApiModule = async () => {};
