// Ranked passages: MiniSearch (BM25) over the site's published content, with words cut by jieba so
// "报名截止时间" matches "报名" and "截止" in a passage. One index per site, rebuilt after any publish
// (or after a minute, so news scheduled for later joins on time).
import MiniSearch from 'minisearch';
import type { Db } from '../../platform/db.ts';
import { indexTerm, segmentWords } from './segment.ts';
import { loadCorpus, type Corpus, type Passage } from './corpus.ts';

const MAX_AGE_MS = 60_000;

type SiteIndex = { corpus: Corpus; search: MiniSearch<Passage>; builtAt: number; generation: number };

let generation = 0;
/** Per database (tests run several apps in one process), then per site group. */
const indexesByDb = new WeakMap<Db, Map<number, Promise<SiteIndex>>>();

/** Called by every write that changes what visitors see (publish, unpublish, edit of a live item). */
export const markPublishedContentChanged = () => {
  generation += 1;
};

const build = async (db: Db, site: { id: number; path: string }): Promise<SiteIndex> => {
  const builtGeneration = generation;
  const corpus = await loadCorpus(db, site);
  const search = new MiniSearch<Passage>({
    fields: ['text', 'title'],
    storeFields: [],
    tokenize: segmentWords,
    processTerm: indexTerm,
    // MiniSearch reads the id through this too, so every field but the title comes from the passage itself.
    extractField: (doc, field) =>
      field === 'title' ? doc.source.title : String(doc[field as keyof Passage]),
    searchOptions: { boost: { title: 2 } },
  });
  search.addAll(corpus.passages);
  return { corpus, search, builtAt: Date.now(), generation: builtGeneration };
};

export const siteIndex = async (db: Db, site: { id: number; path: string }) => {
  const indexes = indexesByDb.get(db) ?? new Map<number, Promise<SiteIndex>>();
  indexesByDb.set(db, indexes);
  const cached = indexes.get(site.id);
  if (cached) {
    const ready = await cached.catch(() => null);
    if (ready && ready.generation === generation && Date.now() - ready.builtAt < MAX_AGE_MS) return ready;
  }
  const next = build(db, site);
  indexes.set(site.id, next);
  next.catch(() => indexes.delete(site.id));
  return next;
};

/** The best passages for a question, best first. */
export const rankPassages = (index: SiteIndex, question: string, limit = 5) =>
  index.search
    .search(question, { combineWith: 'OR', prefix: false, fuzzy: false })
    .slice(0, limit)
    .map((hit) => ({ passage: index.corpus.passages[hit.id as number]!, score: hit.score }));
