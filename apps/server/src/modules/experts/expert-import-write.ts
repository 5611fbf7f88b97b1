import { experts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { newPublicId } from '../../platform/ids.ts';
import type { PlannedExpert } from './expert-import-plan.ts';

const INSERT_CHUNK = 500;

/** Step three: every planned expert in ONE transaction into the acting group's library (all or nothing). */
export const writeExpertImport = async (deps: AppDeps, auth: AuthContext, rows: PlannedExpert[]) => {
  const { db, personalData } = deps;
  const groupId = auth.group!.id;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx.insert(experts).values(
        rows.slice(start, start + INSERT_CHUNK).map((row) => ({
          publicId: newPublicId(),
          groupId,
          name: row.name,
          title: row.title,
          organisation: row.organisation,
          schoolGroupId: row.schoolGroupId,
          fields: row.fields,
          conflictGroupIds: row.conflictGroupIds,
          phoneCipher: row.phone ? personalData.encrypt(row.phone) : null,
          idCardCipher: row.idCard ? personalData.encrypt(row.idCard) : null,
          email: row.email,
          bankName: row.bankName,
          bankCardCipher: row.bankCard ? personalData.encrypt(row.bankCard) : null,
          status: row.status,
        })),
      );
    }
  });
  return { created: rows.length };
};
