import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../auth/index.ts';
import type { PlannedRow } from './import-plan.ts';
import { idCardColumns, phoneColumns } from '../../platform/personal-fields.ts';
import { replaceUserRoles } from './user-policy.ts';

const INSERT_CHUNK = 1000;

/** A readable initial password: 6 letters and 4 digits (meets the password rule). */
export const generateInitialPassword = () => {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick(letters, 6)}${pick('23456789', 4)}`;
};

/**
 * Step three: writes the planned rows in ONE transaction (all or nothing). New users share one initial
 * password, hashed once: argon2 per row would take minutes for 10,000 rows, and the password is the same.
 */
export const writeImport = async (
  deps: AppDeps,
  auth: AuthContext,
  rows: PlannedRow[],
  initialPassword: string,
) => {
  const { db, personalData } = deps;
  const created = rows.filter((r) => r.existingId === undefined);
  const updated = rows.filter((r) => r.existingId !== undefined);
  const passwordHash = created.length > 0 ? await hashPassword(initialPassword) : '';
  const personal = (row: PlannedRow) => ({
    ...(row.phone ? phoneColumns(personalData, row.phone) : {}),
    ...(row.idCard ? idCardColumns(personalData, row.idCard, row.idInfo) : {}),
  });

  await db.transaction(async (tx) => {
    for (let start = 0; start < created.length; start += INSERT_CHUNK) {
      const part = created.slice(start, start + INSERT_CHUNK);
      const inserted = await tx
        .insert(users)
        .values(
          part.map((row) => ({
            publicId: newPublicId(),
            username: row.username,
            passwordHash,
            realName: row.realName,
            email: row.email,
            ...personal(row),
            groupId: row.groupId,
            status: row.status ?? 1,
          })),
        )
        .returning({ id: users.id, username: users.username });
      const idOf = new Map(inserted.map((r) => [r.username, r.id]));
      const assignments = part.flatMap((row) =>
        (row.roleIds ?? []).map((roleId) => ({
          userId: idOf.get(row.username)!,
          roleId,
          groupId: row.groupId!,
        })),
      );
      if (assignments.length > 0) await tx.insert(userRoles).values(assignments).onConflictDoNothing();
    }
    for (const row of updated) {
      const userId = row.existingId!;
      const [user] = await tx
        .update(users)
        .set({
          realName: row.realName,
          ...(row.email ? { email: row.email } : {}),
          ...personal(row),
          ...(row.groupId === null ? {} : { groupId: row.groupId }),
          ...(row.status === null ? {} : { status: row.status }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning({ groupId: users.groupId });
      if (row.roleIds && user?.groupId) await replaceUserRoles(tx, auth, userId, user.groupId, row.roleIds);
    }
  });
  for (const row of updated) if (row.status === 0) await revokeUserSessions(db, row.existingId!);
  return { created: created.length, updated: updated.length };
};
