// Answers without any model for questions the settings do not answer (facts-answer.ts does those): the
// best passages quoted with their sources.
import type { AssistantSource } from '@podium/contracts';
import type { Lang } from '../../platform/messages.ts';
import type { Passage } from './corpus.ts';

/** Quotes of the best passages, or a plain "not found" that points to the news search. */
export const answerFromPassages = (passages: Passage[], lang: Lang) => {
  if (passages.length === 0)
    return lang === 'en'
      ? 'I could not find this in the published competitions, news or pages of this site. Try other words, or search the news.'
      : '没有在本站已发布的竞赛、新闻和页面中找到相关内容。可以换个说法，或在新闻搜索中查找。';
  const intro = lang === 'en' ? 'From the published content of this site:' : '根据本站已发布的内容：';
  return [intro, ...passages.slice(0, 3).map((p) => `「${p.source.title}」${p.text}`)].join('\n');
};

/** Distinct sources in order of first use. */
export const sourcesOf = (items: AssistantSource[]) =>
  items.filter((s, i) => items.findIndex((o) => o.path === s.path) === i).slice(0, 5);
