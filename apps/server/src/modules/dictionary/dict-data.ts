import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DictDataRow,
  dictDataAddBody,
  dictDataDeleteBody,
  dictDataPageQuery,
  dictDataUpdateBody,
} from '@podium/contracts';
import { dictData, dictTypes } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { dictMessages } from './dictionary.messages.ts';

type Reader = Pick<Db, 'select'>;
type DataRecord = typeof dictData.$inferSelect;

const present = (row: DataRecord): DictDataRow => ({
  dictCode: row.publicId,
  dictType: row.dictType,
  label: row.label,
  labelEn: row.labelEn,
  value: row.value,
  tagColor: row.tagColor,
  orderNum: row.orderNum,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

const findData = async (db: Reader, dictCode: string) => {
  const [row] = await db.select().from(dictData).where(eq(dictData.publicId, dictCode)).limit(1);
  if (!row) throw notFound(dictMessages.dataNotFound);
  return row;
};

const assertTypeExists = async (db: Reader, dictType: string) => {
  const [type] = await db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(eq(dictTypes.dictType, dictType))
    .limit(1);
  if (!type) throw notFound(dictMessages.typeNotFound);
};

const assertValueFree = async (db: Reader, dictType: string, value: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: dictData.id })
    .from(dictData)
    .where(
      and(
        eq(dictData.dictType, dictType),
        eq(dictData.value, value),
        exceptId ? ne(dictData.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(dictMessages.valueTaken, { dictType, value });
};

export const pageDictData = async (db: Db, query: z.infer<typeof dictDataPageQuery>) => {
  const keyword = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    eq(dictData.dictType, query.dictType),
    keyword
      ? or(ilike(dictData.label, keyword), ilike(dictData.labelEn, keyword), ilike(dictData.value, keyword))
      : undefined,
    query.enabled === undefined ? undefined : eq(dictData.enabled, query.enabled),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dictData)
      .where(where)
      .orderBy(asc(dictData.orderNum), asc(dictData.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(dictData).where(where),
  ]);
  return { rows: rows.map(present), total: total?.n ?? 0 };
};

export const addDictData = async (db: Db, body: z.infer<typeof dictDataAddBody>) =>
  db.transaction(async (tx) => {
    await assertTypeExists(tx, body.dictType);
    await assertValueFree(tx, body.dictType, body.value);
    const [row] = await tx
      .insert(dictData)
      .values({ publicId: newPublicId(), ...body })
      .returning();
    return present(row!);
  });

export const updateDictData = async (db: Db, body: z.infer<typeof dictDataUpdateBody>) =>
  db.transaction(async (tx) => {
    const { dictCode, ...fields } = body;
    const before = await findData(tx, dictCode);
    await assertValueFree(tx, before.dictType, fields.value, before.id);
    const [row] = await tx
      .update(dictData)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(dictData.id, before.id))
      .returning();
    return { before: present(before), after: present(row!) };
  });

export const deleteDictData = async (db: Db, body: z.infer<typeof dictDataDeleteBody>) =>
  db.transaction(async (tx) => {
    const targets: DataRecord[] = [];
    for (const id of new Set(body.ids)) targets.push(await findData(tx, id));
    await tx.delete(dictData).where(
      inArray(
        dictData.id,
        targets.map((t) => t.id),
      ),
    );
    return targets.map(present);
  });
