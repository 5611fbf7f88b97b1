import { and, eq, inArray } from 'drizzle-orm';
import { DictType } from '@podium/contracts';
import { dictData } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { expertMessages } from './experts.messages.ts';

/** The given fields of expertise, deduplicated; a value not enabled in the expert_field dictionary is a 400. */
export const knownFields = async (db: Db, values: string[]) => {
  const fields = [...new Set(values)];
  if (fields.length === 0) return fields;
  const known = await db
    .select({ value: dictData.value })
    .from(dictData)
    .where(
      and(
        eq(dictData.dictType, DictType.expertField),
        inArray(dictData.value, fields),
        eq(dictData.enabled, true),
      ),
    );
  const missing = fields.find((f) => !known.some((k) => k.value === f));
  if (missing) throw badRequest(expertMessages.fieldUnknown, { value: missing });
  return fields;
};
