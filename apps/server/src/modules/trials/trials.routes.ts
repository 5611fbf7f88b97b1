import type { ApiModule } from '../../app.ts';

/** Product trial requests (POST /system/product/trial/save) and their desk follow-up. */
export const trialRoutes: ApiModule = async () => {};
