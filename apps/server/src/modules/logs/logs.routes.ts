import type { ApiModule } from '../../app.ts';

/** Operation and login logs: filter and export, never edit. */
export const logRoutes: ApiModule = async () => {};
