import type { ApiModule } from '../../app.ts';

/** Schools, school information, colleges, majors, provinces. */
export const schoolRoutes: ApiModule = async () => {};
