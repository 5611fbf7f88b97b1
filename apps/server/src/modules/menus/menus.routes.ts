import type { ApiModule } from '../../app.ts';

/** Menu tree CRUD and which menus each group may use. */
export const menuRoutes: ApiModule = async () => {};
