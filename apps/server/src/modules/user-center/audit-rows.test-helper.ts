import { and, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { operationLogs } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';

/**
 * Operation-log rows of an action once `successes` of them succeeded. The log is written after the
 * response is sent, so a test waits for it instead of reading at once.
 */
export const settledAudit = async (
  t: TestApp,
  where: { module?: string; action: string; target?: string },
  successes = 1,
) => {
  const read = () =>
    t.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, where.action),
          where.module ? eq(operationLogs.module, where.module) : undefined,
          where.target ? eq(operationLogs.target, where.target) : undefined,
        ),
      );
  await vi.waitFor(
    async () => expect((await read()).filter((l) => l.success).length).toBeGreaterThanOrEqual(successes),
    {
      timeout: 5000,
    },
  );
  return read();
};
