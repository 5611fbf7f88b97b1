// Chinese word segmentation for news search: "大学生创新竞赛报名" becomes 大学生 / 创新 / 竞赛 / 报名,
// so an article matches on the words a visitor means, not only on the exact phrase they typed.
import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

/** Loading the dictionary takes about half a second, so it happens on the first search only. */
const segmenter = () => {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict.js') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
};

// Function words that would match nearly every article.
const STOP_WORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '我',
  '你',
  '有',
  '吗',
  '呢',
  '怎么',
  '如何',
  '什么',
  'the',
  'a',
  'of',
  'and',
]);
const MAX_TERMS = 8;

/** The words of a search keyword, longest first, without punctuation and function words. */
export const segmentKeyword = (keyword: string): string[] => {
  const text = keyword.trim().slice(0, 64);
  if (!text) return [];
  const words = segmenter()
    .cut(text, true)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length > 0 && !/^[\p{P}\p{S}\s]+$/u.test(w) && !STOP_WORDS.has(w));
  // Single characters only count when the keyword has nothing longer (e.g. a one-character search).
  const meaningful = words.some((w) => w.length > 1) ? words.filter((w) => w.length > 1) : words;
  return [...new Set(meaningful)].sort((a, b) => b.length - a.length).slice(0, MAX_TERMS);
};

/** A passage of `text` around the first term found, for showing why an article matched. */
export const snippetAround = (text: string, terms: string[], length = 90): string => {
  const lower = text.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  if (hits.length === 0) return text.slice(0, length);
  const first = Math.min(...hits);
  const start = Math.max(0, first - Math.floor(length / 3));
  const passage = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${passage}${start + length < text.length ? '…' : ''}`;
};
