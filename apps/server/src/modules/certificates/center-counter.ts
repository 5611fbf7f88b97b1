import { and, eq, sql } from 'drizzle-orm';
import { certificates } from '../../db/schema/index.ts';
import { registerCenterCounter } from '../user-center/center-counters.ts';
import { mineCondition } from './cert-public.ts';

/** The user centre's "rewards" number: the user's certificates that stand (revoked ones are not counted). */
registerCenterCounter('rewards', async (db, userId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(certificates)
    .where(and(mineCondition(db, userId), eq(certificates.status, 'issued')));
  return Number(row?.n ?? 0);
});
