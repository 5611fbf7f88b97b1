import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate } from '@podium/certificate';
import { eq } from 'drizzle-orm';
import {
  awardEntries,
  awardLevels,
  awardLists,
  certBatches,
  certificates,
  competitions,
} from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { issueCertificate } from './cert-issue.ts';

let t: TestApp;
let batch: typeof certBatches.$inferSelect;
let entryIds: number[];

/** 200 award lines and an approved batch, written straight to the database (the routes are tested elsewhere). */
beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  const groupId = t.fixture.groups.organizer.id;
  const [competition] = await t.db.select().from(competitions).where(eq(competitions.shortName, '智创大赛'));
  const [level] = await t.db
    .insert(awardLevels)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: competition!.id,
      kind: 'first',
      name: '一等奖',
    })
    .returning();
  const [list] = await t.db
    .insert(awardLists)
    .values({ publicId: newPublicId(), groupId, competitionId: competition!.id, name: '并发名单' })
    .returning();
  const lines = await t.db
    .insert(awardEntries)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        publicId: newPublicId(),
        listId: list!.id,
        groupId,
        levelId: level!.id,
        winnerName: `选手${i + 1}`,
      })),
    )
    .returning({ id: awardEntries.id });
  entryIds = lines.map((l) => l.id);
  [batch] = (await t.db
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: competition!.id,
      listId: list!.id,
      title: '并发',
      design: createAwardWinnerTemplate(),
      status: 'sending',
    })
    .returning()) as [typeof certBatches.$inferSelect];
});
afterAll(() => t.close());

describe('certificate numbers under concurrency', () => {
  it(
    '200 simultaneous issues in one competition get C<id>-0001…0200: unique and gap-free',
    { timeout: 120_000 },
    async () => {
      // A few issues fail and roll back mid-way: their numbers must come back, leaving no gap.
      const outcomes = await Promise.allSettled(
        entryIds.map((entryId, i) =>
          t.db.transaction(async (tx) => {
            const issued = await issueCertificate(tx, batch, entryId);
            if (i % 50 === 7) throw new Error('simulated failure after numbering');
            return issued;
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
      const retried = await Promise.all(
        entryIds
          .filter((_, i) => i % 50 === 7)
          .map((entryId) => t.db.transaction((tx) => issueCertificate(tx, batch, entryId))),
      );
      expect(retried).toHaveLength(4);
      const rows = await t.db
        .select({ certNo: certificates.certNo })
        .from(certificates)
        .where(eq(certificates.batchId, batch.id));
      const numbers = rows.map((r) => r.certNo).sort();
      // No prefix set: the competition's own (C<id>-) keeps its numbers apart from every other one's.
      expect(numbers).toEqual(
        Array.from({ length: 200 }, (_, i) => `C${batch.competitionId}-${String(i + 1).padStart(4, '0')}`),
      );
    },
  );

  it('issues a line at most once even when two runners race on it', async () => {
    const entryId = entryIds[0]!;
    const race = await Promise.allSettled([
      t.db.transaction((tx) => issueCertificate(tx, batch, entryId)),
      t.db.transaction((tx) => issueCertificate(tx, batch, entryId)),
    ]);
    expect(race.some((r) => r.status === 'fulfilled')).toBe(true);
    const live = await t.db.select().from(certificates).where(eq(certificates.entryId, entryId));
    expect(live).toHaveLength(1);
  });
});
