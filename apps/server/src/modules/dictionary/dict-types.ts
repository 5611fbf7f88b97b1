import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DictTypeRow,
  dictTypeAddBody,
  dictTypeDeleteBody,
  dictTypePageQuery,
  dictTypeUpdateBody,
} from '@podium/contracts';
import { dictData, dictTypes } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { dictMessages } from './dictionary.messages.ts';

type Reader = Pick<Db, 'select'>;

// Qualified by hand: drizzle leaves columns unqualified in a single-table select, which would bind to the inner table.
const dataCountOf =
  sql<number>`(select count(*) from "dict_data" where "dict_data"."dict_type" = "dict_types"."dict_type")`.mapWith(
    Number,
  );
const typeColumns = {
  id: dictTypes.id,
  dictId: dictTypes.publicId,
  dictType: dictTypes.dictType,
  dictName: dictTypes.dictName,
  enabled: dictTypes.enabled,
  remark: dictTypes.remark,
  createdAt: dictTypes.createdAt,
  dataCount: dataCountOf,
};

type TypeRecord = {
  id: number;
  dictId: string;
  dictType: string;
  dictName: string;
  enabled: boolean;
  remark: string;
  createdAt: Date;
  dataCount: number;
};
const present = ({ id: _id, createdAt, ...row }: TypeRecord): DictTypeRow => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

const findType = async (db: Reader, dictId: string) => {
  const [row] = await db.select(typeColumns).from(dictTypes).where(eq(dictTypes.publicId, dictId)).limit(1);
  if (!row) throw notFound(dictMessages.typeNotFound);
  return row;
};

const assertTypeFree = async (db: Reader, dictType: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(and(eq(dictTypes.dictType, dictType), exceptId ? ne(dictTypes.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(dictMessages.typeTaken, { dictType });
};

export const pageDictTypes = async (db: Db, query: z.infer<typeof dictTypePageQuery>) => {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    keyword ? or(ilike(dictTypes.dictType, keyword), ilike(dictTypes.dictName, keyword)) : undefined,
    query.enabled === undefined ? undefined : eq(dictTypes.enabled, query.enabled),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(typeColumns)
      .from(dictTypes)
      .where(where)
      .orderBy(asc(dictTypes.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(dictTypes).where(where),
  ]);
  return { rows: rows.map(present), total: total?.n ?? 0 };
};

export const addDictType = async (db: Db, body: z.infer<typeof dictTypeAddBody>) => {
  const publicId = newPublicId();
  await db.transaction(async (tx) => {
    await assertTypeFree(tx, body.dictType);
    await tx.insert(dictTypes).values({ publicId, ...body });
  });
  return present(await findType(db, publicId));
};

/** Renaming the key carries the items along, in the same transaction. */
export const updateDictType = async (db: Db, body: z.infer<typeof dictTypeUpdateBody>) => {
  const { dictId, ...fields } = body;
  const before = await findType(db, dictId);
  await db.transaction(async (tx) => {
    await assertTypeFree(tx, fields.dictType, before.id);
    await tx
      .update(dictTypes)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(dictTypes.id, before.id));
    if (fields.dictType !== before.dictType)
      await tx
        .update(dictData)
        .set({ dictType: fields.dictType })
        .where(eq(dictData.dictType, before.dictType));
  });
  return { before: present(before), after: present(await findType(db, dictId)) };
};

/** Deletes types with their items. */
export const deleteDictTypes = async (db: Db, body: z.infer<typeof dictTypeDeleteBody>) =>
  db.transaction(async (tx) => {
    const targets: TypeRecord[] = [];
    for (const id of new Set(body.ids)) targets.push(await findType(tx, id));
    const keys = targets.map((t) => t.dictType);
    await tx.delete(dictData).where(inArray(dictData.dictType, keys));
    await tx.delete(dictTypes).where(
      inArray(
        dictTypes.id,
        targets.map((t) => t.id),
      ),
    );
    return targets.map(present);
  });
