// Answers about taking part — dates, fee, team size — straight from each competition's own settings and
// stage fields, never from prose. A question that names no competition is answered for the competitions
// open now (sign-up open first, then the others still running), never for one that has ended.
import type { Lang } from '../../platform/messages.ts';
import type { CompetitionFactsDoc, EnrollFacts, StageDates } from './corpus.ts';
import { formatTime } from './format-time.ts';

type Window = { start: keyof StageDates; end: keyof StageDates; zh: string; en: string };

const WINDOWS: Array<{ pattern: RegExp; window: Window }> = [
  {
    pattern: /报名(?!费)|sign[\s-]?up|regist|enrol/i,
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
const SIGN_UP_WINDOW = WINDOWS[0]!.window;
const ASKS_WHEN = /截止|什么时候|何时|时间|日期|几号|开始|结束|多久|deadline|when|date|close|open|start|end/i;
const ASKS_FEE =
  /费用|报名费|收费|多少钱|缴费|交钱|免费|付费|\bfees?\b|\bcosts?\b|\bprice\b|\bpay\b|\bcharge/i;
const ASKS_TEAM =
  /几人|几个人|多少人|人数|几名队员|每队|队伍规模|团队规模|几名指导|几位指导|指导(老师|教师)(有)?(几|多少)|team size|how many (people|members|students|advisors)|members per team|size of (a|the) team/i;

export type Topics = { window: Window | null; fee: boolean; team: boolean };

/** What a question asks that the settings answer; all false/null for any other question. */
export const topicsOf = (question: string): Topics => {
  const window = WINDOWS.find((w) => w.pattern.test(question))?.window ?? null;
  return {
    window: window && ASKS_WHEN.test(question) ? window : null,
    fee: ASKS_FEE.test(question),
    team: ASKS_TEAM.test(question),
  };
};

const asksFacts = (topics: Topics) => topics.window !== null || topics.fee || topics.team;

type WindowState = 'open' | 'upcoming' | 'ended' | 'none';

const windowState = (stage: StageDates, window: Window, now: number): WindowState => {
  const start = stage[window.start] as Date | null;
  const end = stage[window.end] as Date | null;
  if (!start && !end) return 'none';
  if (end && end.getTime() <= now) return 'ended';
  if (start && start.getTime() > now) return 'upcoming';
  return 'open';
};

/** The best state of a window over the competition's stages: open beats upcoming beats ended. */
const competitionWindowState = (c: CompetitionFactsDoc, window: Window, now: number): WindowState => {
  const states = c.stages.map((s) => windowState(s, window, now));
  return (['open', 'upcoming', 'ended'] as const).find((state) => states.includes(state)) ?? 'none';
};

/** Running: listed as published and not every dated window has ended (as the homepage counts 在办). */
export const isRunning = (c: CompetitionFactsDoc, now: number) => {
  if (c.status !== 'published') return false;
  const dated = c.stages
    .flatMap((s) => WINDOWS.map(({ window }) => windowState(s, window, now)))
    .filter((state) => state !== 'none');
  return dated.length === 0 || dated.some((state) => state !== 'ended');
};

/** The competition a question names (full or short name, the longest match). */
export const namedCompetition = (question: string, competitions: CompetitionFactsDoc[]) =>
  competitions
    .filter((c) => question.includes(c.name) || (c.shortName && question.includes(c.shortName)))
    .sort((a, b) => b.name.length - a.name.length)[0];

const MAX_COMPETITIONS = 3;

/**
 * Which competitions an unnamed question is about: running ones only, those whose sign-up (or the asked
 * window) is open now first, then the upcoming, then the rest of the running ones.
 */
const currentCompetitions = (competitions: CompetitionFactsDoc[], topics: Topics, now: number) => {
  const window = topics.window ?? SIGN_UP_WINDOW;
  const rank = (c: CompetitionFactsDoc) =>
    ({ open: 0, upcoming: 1, none: 2, ended: 3 })[competitionWindowState(c, window, now)];
  const running = competitions.filter((c) => isRunning(c, now));
  const relevant = topics.window
    ? running.filter((c) => ['open', 'upcoming'].includes(competitionWindowState(c, topics.window!, now)))
    : running;
  return relevant.sort((a, b) => rank(a) - rank(b)).slice(0, MAX_COMPETITIONS);
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

const feeLine = (enroll: EnrollFacts | null, lang: Lang) => {
  if (!enroll) return lang === 'en' ? 'The sign-up fee has not been published yet.' : '尚未公布报名费。';
  if (enroll.feeFen === 0) return lang === 'en' ? 'Sign-up is free.' : '报名免费，无需缴费。';
  return lang === 'en' ? `Sign-up fee: ¥${yuan(enroll.feeFen)}.` : `报名费：${yuan(enroll.feeFen)} 元。`;
};

const advisorText = (enroll: EnrollFacts, lang: Lang) => {
  const { advisorMin: min, advisorMax: max } = enroll;
  if (max === 0) return lang === 'en' ? 'no advisors' : '不设指导教师';
  const range = min === max ? `${max}` : `${min}–${max}`;
  if (min === 0) return lang === 'en' ? `up to ${max} advisor(s), optional` : `可选指导教师，最多 ${max} 名`;
  return lang === 'en' ? `${range} advisor(s)` : `指导教师 ${range} 名`;
};

const teamLine = (enroll: EnrollFacts | null, lang: Lang) => {
  if (!enroll)
    return lang === 'en' ? 'The team rules have not been published yet.' : '尚未公布参赛人数要求。';
  const advisors = advisorText(enroll, lang);
  if (enroll.mode === 'individual')
    return lang === 'en' ? `Individual entry; ${advisors}.` : `个人赛，每人独立报名；${advisors}。`;
  const size =
    enroll.teamMin === enroll.teamMax ? `${enroll.teamMax}` : `${enroll.teamMin}–${enroll.teamMax}`;
  return lang === 'en'
    ? `Team entry: ${size} students per team; ${advisors}.`
    : `团队赛，每队 ${size} 名学生；${advisors}。`;
};

const windowLines = (
  c: CompetitionFactsDoc,
  window: Window,
  lang: Lang,
  onlyCurrent: boolean,
  now: number,
) => {
  const lines = c.stages
    .filter((s) => windowState(s, window, now) !== 'none')
    .filter((s) => !onlyCurrent || ['open', 'upcoming'].includes(windowState(s, window, now)))
    .map((s) => {
      const start = s[window.start] as Date | null;
      const end = s[window.end] as Date | null;
      const state = windowState(s, window, now);
      if (lang === 'en') {
        const note = state === 'open' ? ' (open now)' : state === 'ended' ? ' (closed)' : '';
        return `${s.name}: ${window.en} ${start ? `opens ${formatTime(start, lang)}` : ''}${start && end ? ' and ' : ''}${end ? `closes ${formatTime(end, lang)}` : ''}${note}.`;
      }
      const note = state === 'open' ? `（正在${window.zh}）` : state === 'ended' ? '（已截止）' : '';
      return `${s.name}：${window.zh}${start ? `开始时间是${formatTime(start, lang)}` : ''}${start && end ? '，' : ''}${end ? `${window.zh}截止时间是${formatTime(end, lang)}` : ''}${note}。`;
    });
  if (lines.length > 0) return lines;
  return [
    lang === 'en'
      ? `The ${window.en.toLowerCase()} dates have not been published yet.`
      : `尚未公布${window.zh}时间。`,
  ];
};

const blockOf = (
  c: CompetitionFactsDoc,
  topics: Topics,
  lang: Lang,
  isNamed: boolean,
  now: number,
): string => {
  const lines = [lang === 'en' ? c.name : `「${c.name}」`];
  if (!isRunning(c, now)) lines.push(lang === 'en' ? 'This competition has ended.' : '该竞赛已结束。');
  if (topics.window) lines.push(...windowLines(c, topics.window, lang, !isNamed, now));
  if (topics.fee) lines.push(feeLine(c.enroll, lang));
  if (topics.team) lines.push(teamLine(c.enroll, lang));
  return lines.join('\n');
};

export type FactsAnswer = { text: string; competitions: CompetitionFactsDoc[] };

/**
 * The answer from settings, or null when the question does not ask for dates, fee or team size. A named
 * competition is answered for itself (with a note when it has ended); otherwise the competitions open now,
 * and when none is, it says so rather than answering for an ended one.
 */
export const answerFacts = (
  question: string,
  competitions: CompetitionFactsDoc[],
  lang: Lang,
  now = Date.now(),
): FactsAnswer | null => {
  const topics = topicsOf(question);
  if (!asksFacts(topics)) return null;
  const named = namedCompetition(question, competitions);
  if (named) return { text: blockOf(named, topics, lang, true, now), competitions: [named] };
  const current = currentCompetitions(competitions, topics, now);
  if (current.length === 0) {
    const what = topics.window ?? SIGN_UP_WINDOW;
    return {
      text:
        lang === 'en'
          ? `No competition on this site has ${what.en.toLowerCase()} open or coming up now, so I cannot give a date. Watch the competition list and the notices for the next one.`
          : `本站目前没有正在${what.zh}或即将开始${what.zh}的竞赛，暂时无法给出时间。请关注竞赛列表和通知公告。`,
      competitions: [],
    };
  }
  const intro = topics.window
    ? lang === 'en'
      ? `Competitions with ${topics.window.en.toLowerCase()} open now or coming up:`
      : `正在${topics.window.zh}或即将${topics.window.zh}的竞赛：`
    : lang === 'en'
      ? 'Competitions running now:'
      : '目前在办的竞赛：';
  return {
    text: [intro, ...current.map((c) => blockOf(c, topics, lang, false, now))].join('\n'),
    competitions: current,
  };
};
