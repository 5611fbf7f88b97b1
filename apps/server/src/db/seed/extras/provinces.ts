import type { SeedContext } from './seed-context.ts';

/** Demo data of this domain, added inside the demo seed's transaction. */
export const seedProvinces = async (_ctx: SeedContext): Promise<void> => {};
