import { createRequire } from 'node:module';
import { Jieba } from '@node-rs/jieba';

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

const segmenter = () => {
  if (!jieba) {
    const { dict } = require('@node-rs/jieba/dict.js') as { dict: Uint8Array };
    jieba = Jieba.withDict(dict);
  }
  return jieba;
};

/** Words of a text for the index: jieba's search mode (long words and their parts), no punctuation. */
export const segmentWords = (text: string): string[] =>
  segmenter()
    .cutForSearch(text, true)
    .map((w) => w.trim())
    .filter((w) => w.length > 0 && !/^[\p{P}\p{S}\s]+$/u.test(w));

// Function words that carry no meaning for ranking (they appear in nearly every question and passage).
const STOP_WORDS = new Set(
  '的 了 和 与 及 或 在 是 我 你 他 有 吗 呢 吧 啊 么 什么 怎么 如何 哪些 哪个 多少 时候 请问 一下 这个 那个 the a an of and or to is are what when how'.split(
    ' ',
  ),
);

/** A word as the index keeps it: lower case, or null for a function word. */
export const indexTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
};
