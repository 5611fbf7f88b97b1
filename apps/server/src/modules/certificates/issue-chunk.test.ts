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
import type { Storage } from '../../platform/storage/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { issueChunk, setCertificateStorage } from './cert-job.ts';

let t: TestApp;
let batch: typeof certBatches.$inferSelect;
let entryIds: number[];

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  const groupId = t.fixture.groups.organizer.id;
  const [competition] = await t.db
    .select()
    .from(competitions)
    .where(eq(competitions.shortName, '创意设计赛'));
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
    .values({ publicId: newPublicId(), groupId, competitionId: competition!.id, name: '分块名单' })
    .returning();
  entryIds = (
    await t.db
      .insert(awardEntries)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          publicId: newPublicId(),
          listId: list!.id,
          groupId,
          levelId: level!.id,
          winnerName: `分块${i + 1}`,
        })),
      )
      .returning({ id: awardEntries.id })
  ).map((r) => r.id);
  [batch] = (await t.db
    .insert(certBatches)
    .values({
      publicId: newPublicId(),
      groupId,
      competitionId: competition!.id,
      listId: list!.id,
      title: '分块',
      design: createAwardWinnerTemplate(),
      status: 'sending',
    })
    .returning()) as [typeof certBatches.$inferSelect];
});
afterAll(async () => {
  setCertificateStorage(t.storage);
  await t.close();
});

const issuedOf = () =>
  t.db
    .select({ certNo: certificates.certNo, fileKey: certificates.fileKey })
    .from(certificates)
    .where(eq(certificates.batchId, batch.id));

describe('issuing a chunk of award lines', () => {
  it(
    'rolls a chunk back whole when it fails mid-way, then issues each line once, numbered without gaps, with its PDF',
    { timeout: 120_000 },
    async () => {
      // Storage fails at the fourth PDF: a crash half-way through the chunk.
      let puts = 0;
      const failing: Storage = {
        ...t.storage,
        put: async (body, options) => {
          puts += 1;
          if (puts === 4) throw new Error('disk gone');
          return t.storage.put(body, options);
        },
      };
      setCertificateStorage(failing);
      await expect(t.db.transaction((tx) => issueChunk(tx, batch.id, entryIds.slice(0, 5)))).rejects.toThrow(
        'disk gone',
      );
      expect(await issuedOf()).toHaveLength(0);

      setCertificateStorage(t.storage);
      await t.db.transaction((tx) => issueChunk(tx, batch.id, entryIds.slice(0, 5)));
      // The chunk again (a runner that died after committing but before its lease showed it) plus one more.
      await t.db.transaction((tx) => issueChunk(tx, batch.id, entryIds));
      const issued = await issuedOf();
      expect(issued).toHaveLength(6);
      expect(issued.every((c) => c.fileKey)).toBe(true);
      // Consecutive counter values (the competition may hold demo certificates before them).
      const prefix = `C${batch.competitionId}-`;
      const bodies = issued.map((c) => Number(c.certNo.slice(prefix.length))).sort((a, b) => a - b);
      expect(issued.every((c) => c.certNo.startsWith(prefix))).toBe(true);
      expect(bodies).toEqual(Array.from({ length: 6 }, (_, i) => bodies[0]! + i));
      const pdf = await t.storage.get(issued[0]!.fileKey!);
      const chunks: Buffer[] = [];
      for await (const chunk of pdf.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    },
  );
});
