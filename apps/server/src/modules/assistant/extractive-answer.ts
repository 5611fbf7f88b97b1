// Answers without any model: dates straight from a competition's fields when the question asks when,
// otherwise the best passages quoted with their sources.
import type { AssistantSource } from '@podium/contracts';
import type { Lang } from '../../platform/messages.ts';
import type { CompetitionFactsDoc, Passage, StageDates } from './corpus.ts';

type Window = { start: keyof StageDates; end: keyof StageDates; zh: string; en: string };

const WINDOWS: Array<{ pattern: RegExp; window: Window }> = [
  {
    pattern: /报名|sign[\s-]?up|regist|enrol/i,
    window: { start: 'signUpStart', end: 'signUpEnd', zh: '报名', en: 'Sign-up' },
  },
  {
    pattern: /提交|交作品|作品|submi/i,
    window: { start: 'submitStart', end: 'submitEnd', zh: '作品提交', en: 'Work submission' },
  },
  {
    pattern: /评审|评选|review|judg/i,
    window: { start: 'reviewStart', end: 'reviewEnd', zh: '评审', en: 'Review' },
  },
];
const ASKS_WHEN = /截止|什么时候|何时|时间|日期|几号|开始|结束|多久|deadline|when|date|close|open|start|end/i;

/** A time as visitors in China read it (the platform's time zone), e.g. 2026年12月20日 23:59. */
export const formatTime = (date: Date, lang: Lang) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return lang === 'en'
    ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (Beijing time)`
    : `${parts.year}年${Number(parts.month)}月${Number(parts.day)}日 ${parts.hour}:${parts.minute}`;
};

/** The competition a question names (full or short name), else the one its best passage belongs to. */
export const pickCompetition = (
  question: string,
  competitions: CompetitionFactsDoc[],
  ranked: Passage[],
): CompetitionFactsDoc | undefined => {
  const named = competitions
    .filter((c) => question.includes(c.name) || (c.shortName && question.includes(c.shortName)))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (named) return named;
  const best = ranked.find((p) => p.source.kind === 'competition');
  return best ? competitions.find((c) => c.source.path === best.source.path) : undefined;
};

/** "报名截止时间是…" from the stages' fields, or null when the question is not about a window's dates. */
export const answerDates = (
  question: string,
  competition: CompetitionFactsDoc | undefined,
  lang: Lang,
): string | null => {
  const window = WINDOWS.find((w) => w.pattern.test(question))?.window;
  if (!competition || !window || !ASKS_WHEN.test(question)) return null;
  const lines = competition.stages
    .filter((s) => s[window.end] || s[window.start])
    .map((s) => {
      const start = s[window.start] as Date | null;
      const end = s[window.end] as Date | null;
      if (lang === 'en')
        return `${s.name}: ${window.en} ${start ? `opens ${formatTime(start, lang)}` : ''}${start && end ? ' and ' : ''}${end ? `closes ${formatTime(end, lang)}` : ''}.`;
      return `${s.name}：${window.zh}${start ? `开始时间是${formatTime(start, lang)}` : ''}${start && end ? '，' : ''}${end ? `${window.zh}截止时间是${formatTime(end, lang)}` : ''}。`;
    });
  if (lines.length === 0)
    return lang === 'en'
      ? `The ${window.en.toLowerCase()} dates of “${competition.name}” have not been published yet.`
      : `「${competition.name}」尚未公布${window.zh}时间。`;
  return lang === 'en'
    ? `${competition.name}\n${lines.join('\n')}`
    : `「${competition.name}」\n${lines.join('\n')}`;
};

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
