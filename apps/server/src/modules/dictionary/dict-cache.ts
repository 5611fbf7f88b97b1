import { and, asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DictOption } from '@podium/contracts';
import { dictData, dictTypes } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';

/** The enabled options of an enabled type, labels in `lang` (English falls back to the Chinese label). */
export const loadDictOptions = async (db: Db, dictType: string, lang: Lang): Promise<DictOption[]> => {
  const rows = await db
    .select({
      label: dictData.label,
      labelEn: dictData.labelEn,
      value: dictData.value,
      tagColor: dictData.tagColor,
    })
    .from(dictData)
    .innerJoin(dictTypes, eq(dictTypes.dictType, dictData.dictType))
    .where(and(eq(dictData.dictType, dictType), eq(dictData.enabled, true), eq(dictTypes.enabled, true)))
    .orderBy(asc(dictData.orderNum), asc(dictData.id));
  return rows.map((r) => ({
    label: lang === 'en' && r.labelEn ? r.labelEn : r.label,
    value: r.value,
    tagColor: r.tagColor,
  }));
};

/**
 * Every form and portal page asks for dictionaries, so answers are kept in the process. Every dictionary write
 * here clears it at once (`invalidate`); other processes see a change within `ttlMs`.
 */
export const createDictCache = (db: Db, ttlMs = 60_000) => {
  const cache = new LRUCache<string, DictOption[]>({
    max: 1_000,
    ttl: ttlMs,
    fetchMethod: async (key) => {
      const [lang, dictType] = key.split(':') as [Lang, string];
      return loadDictOptions(db, dictType, lang);
    },
  });
  return {
    get: async (dictType: string, lang: Lang) => (await cache.fetch(`${lang}:${dictType}`)) ?? [],
    invalidate: () => cache.clear(),
  };
};

export type DictCache = ReturnType<typeof createDictCache>;
