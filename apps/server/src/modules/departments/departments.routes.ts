import type { ApiModule } from '../../app.ts';

/** Departments: a tree per group. */
export const departmentRoutes: ApiModule = async () => {};
