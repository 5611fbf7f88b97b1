import type { ApiModule } from '../../app.ts';

/** Dictionary types and data; GET /home/dict/list for the portal and forms. */
export const dictionaryRoutes: ApiModule = async () => {};
