// One question → the events of its answer: sources first, then the text in pieces, then done.
import type { AssistantEvent } from '@podium/contracts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';
import { siteGroupOf } from '../content/content-public.ts';
import { answerDates, answerFromPassages, pickCompetition, sourcesOf } from './extractive-answer.ts';
import { streamChat, type LlmConfig } from './llm-client.ts';
import { rankPassages, siteIndex } from './search-index.ts';

/** Splits a prepared answer into short pieces, so the extractive answer streams like a model's. */
const pieces = (text: string) => text.match(/[^，。；\n]+[，。；\n]?|\n/gu) ?? [text];

const systemPrompt = (lang: Lang) =>
  lang === 'en'
    ? 'You answer questions about this competition site. Use only the numbered passages and facts given. If they do not contain the answer, say so. Answer briefly in English.'
    : '你是本竞赛网站的问答助手。只能依据给出的编号资料和事实回答；资料中没有的，请直接说明未找到。请用简洁的中文回答。';

export async function* answerQuestion(
  db: Db,
  host: string,
  question: string,
  lang: Lang,
  llm: LlmConfig | null,
): AsyncGenerator<AssistantEvent> {
  const site = await siteGroupOf(db, host);
  if (!site) {
    yield { type: 'sources', sources: [] };
    yield { type: 'delta', text: answerFromPassages([], lang) };
    yield { type: 'done', mode: 'extractive' };
    return;
  }
  const index = await siteIndex(db, site);
  const ranked = rankPassages(index, question).map((r) => r.passage);
  const competition = pickCompetition(question, index.corpus.competitions, ranked);
  const dates = answerDates(question, competition, lang);
  const sources = sourcesOf([
    ...(dates && competition ? [competition.source] : []),
    ...ranked.map((p) => p.source),
  ]);
  yield { type: 'sources', sources };

  if (llm && ranked.length + (dates ? 1 : 0) > 0) {
    const context = [
      ...(dates ? [`事实 / facts:\n${dates}`] : []),
      ...ranked.map((p, i) => `[${i + 1}] ${p.source.title}: ${p.text}`),
    ].join('\n\n');
    try {
      for await (const text of streamChat(llm, [
        { role: 'system', content: systemPrompt(lang) },
        { role: 'user', content: `${context}\n\n问题 / question: ${question}` },
      ]))
        yield { type: 'delta', text };
      yield { type: 'done', mode: 'model' };
      return;
    } catch {
      // The model is unreachable or failed: the visitor still gets the extractive answer below.
    }
  }
  for (const text of pieces(dates ?? answerFromPassages(ranked, lang))) yield { type: 'delta', text };
  yield { type: 'done', mode: 'extractive' };
}
