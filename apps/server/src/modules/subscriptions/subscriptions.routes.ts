import type { ApiModule } from '../../app.ts';

/** Subscription settings and messages of a user. */
export const subscriptionRoutes: ApiModule = async () => {};
