import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  formatCertificateNumber,
  NUMBER_KIND_INFO,
  type CertificateNumber,
  type NumberKind,
} from '@podium/certificate';
import { certCounters, certificates, certNumberSpaces } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { certMessages } from './cert.messages.ts';

export type NumberingInput = {
  kind: NumberKind;
  prefix: string;
  suffix: string;
  groupId: number;
  competitionId: number;
};

/** The counter row a kind counts in: per organiser group across its competitions, or per competition. */
export const counterScope = (kind: NumberKind, competitionId: number) => {
  const scope = NUMBER_KIND_INFO[kind].counterScope;
  if (scope === null) return null;
  const width = NUMBER_KIND_INFO[kind].digits;
  return scope === 'all' ? `all:${width}` : `competition:${competitionId}:${width}`;
};

/**
 * Claims the number space (prefix, width, suffix) for a counter, or refuses when another counter owns
 * it: two counters printing the same prefix and width (two competitions numbered per competition, or two
 * organisers) would hand out the same numbers. The primary key decides between racing claimers.
 */
export const claimNumberSpace = async (tx: Db, input: NumberingInput) => {
  const scope = counterScope(input.kind, input.competitionId);
  if (scope === null) return;
  const digits = NUMBER_KIND_INFO[input.kind].digits;
  const space = { prefix: input.prefix, suffix: input.suffix, digits };
  await tx
    .insert(certNumberSpaces)
    .values({ ...space, groupId: input.groupId, scope })
    .onConflictDoNothing();
  const [owner] = await tx
    .select()
    .from(certNumberSpaces)
    .where(
      and(
        eq(certNumberSpaces.prefix, space.prefix),
        eq(certNumberSpaces.suffix, space.suffix),
        eq(certNumberSpaces.digits, digits),
      ),
    );
  if (owner && (owner.groupId !== input.groupId || owner.scope !== scope)) {
    throw conflict(certMessages.numberSpaceTaken, {
      prefix: input.prefix || '—',
      suffix: input.suffix || '—',
    });
  }
};

/**
 * The next `n` counter values of a scope, inside the caller's transaction: the row is created if
 * missing, then one UPDATE … RETURNING moves it by n. The row lock makes concurrent issuers wait for
 * each other, and a rolled-back issue gives its numbers back: unique and gap-free by the database.
 */
export const nextCounters = async (tx: Db, groupId: number, scope: string, n: number) => {
  await tx.insert(certCounters).values({ groupId, scope, value: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(certCounters)
    .set({ value: sql`${certCounters.value} + ${n}` })
    .where(and(eq(certCounters.groupId, groupId), eq(certCounters.scope, scope)))
    .returning({ value: certCounters.value });
  return Array.from({ length: n }, (_, i) => row!.value - n + 1 + i);
};

export const nextCounter = async (tx: Db, groupId: number, scope: string) =>
  (await nextCounters(tx, groupId, scope, 1))[0]!;

/** Random numbers not yet used anywhere (the unique index on cert_no stays the last word). */
const freshRandomNumbers = async (tx: Db, input: NumberingInput, n: number) => {
  const numbers = new Map<string, CertificateNumber>();
  for (let round = 0; numbers.size < n; round += 1) {
    if (round > 20) throw new Error('could not draw unused random certificate numbers');
    const drawn = Array.from({ length: n - numbers.size }, () =>
      formatCertificateNumber({ kind: input.kind, prefix: input.prefix, suffix: input.suffix }),
    ).filter((number) => !numbers.has(number.full));
    const taken = new Set(
      (
        await tx
          .select({ certNo: certificates.certNo })
          .from(certificates)
          .where(
            inArray(
              certificates.certNo,
              drawn.map((d) => d.full),
            ),
          )
      ).map((r) => r.certNo),
    );
    for (const number of drawn) if (!taken.has(number.full)) numbers.set(number.full, number);
  }
  return [...numbers.values()];
};

/** `n` certificate numbers of the kind, prefix and suffix: counters from the database, in order. */
export const nextCertificateNumbers = async (
  tx: Db,
  input: NumberingInput,
  n: number,
): Promise<CertificateNumber[]> => {
  if (n === 0) return [];
  const scope = counterScope(input.kind, input.competitionId);
  if (scope === null) return freshRandomNumbers(tx, input, n);
  await claimNumberSpace(tx, input);
  const counters = await nextCounters(tx, input.groupId, scope, n);
  return counters.map((counter) =>
    formatCertificateNumber({ kind: input.kind, prefix: input.prefix, suffix: input.suffix, counter }),
  );
};

/** One certificate number (see nextCertificateNumbers). */
export const nextCertificateNumber = async (tx: Db, input: NumberingInput) =>
  (await nextCertificateNumbers(tx, input, 1))[0]!;

/**
 * The number a preview shows, taking nothing: a counter kind shows the value its counter would hand
 * out next (read, never moved or created), a random kind a fresh draw. Another issue may take that
 * value first; a preview is a sample, not a reservation.
 */
export const sampleCertificateNumber = async (db: Db, input: NumberingInput): Promise<CertificateNumber> => {
  const scope = counterScope(input.kind, input.competitionId);
  if (scope === null) {
    return formatCertificateNumber({ kind: input.kind, prefix: input.prefix, suffix: input.suffix });
  }
  const [row] = await db
    .select({ value: certCounters.value })
    .from(certCounters)
    .where(and(eq(certCounters.groupId, input.groupId), eq(certCounters.scope, scope)));
  return formatCertificateNumber({
    kind: input.kind,
    prefix: input.prefix,
    suffix: input.suffix,
    counter: (row?.value ?? 0) + 1,
  });
};
