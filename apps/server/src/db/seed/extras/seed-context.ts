import type { Db } from '../../../platform/db.ts';
import type { PersonalDataCipher } from '../../../platform/personal-data.ts';
import type { DemoBase } from '../seed-demo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What each domain's demo seed receives: the open transaction and what the base seed created. */
export type SeedContext = { tx: Tx; base: DemoBase; personalData: PersonalDataCipher };
