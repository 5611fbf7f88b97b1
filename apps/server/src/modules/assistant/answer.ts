// One question → the events of its answer: sources first, then the text in pieces, then done.
import type { AssistantEvent, AssistantSource } from '@podium/contracts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';
import { siteGroupOf } from '../content/content-public.ts';
import type { Passage } from './corpus.ts';
import { answerFromPassages, sourcesOf } from './extractive-answer.ts';
import { answerFacts } from './facts-answer.ts';
import { streamChat, type ChatMessage, type LlmConfig } from './llm-client.ts';
import { rankPassages, siteIndex } from './search-index.ts';

/** Splits a prepared answer into short pieces, so the extractive answer streams like a model's. */
const pieces = (text: string) => text.match(/[^，。；\n]+[，。；\n]?|\n/gu) ?? [text];

const systemPrompt = (lang: Lang) =>
  lang === 'en'
    ? 'You answer questions about this competition site. Use only the facts and the numbered material given; cite the material you use as [n]. Fees, team sizes and dates come only from the facts. Prefer competitions that are open now. If the material does not contain the answer, say that you do not know. Answer briefly in English.'
    : '你是本竞赛网站的问答助手。只能依据给出的事实和编号资料回答，并用 [n] 标注所引用的资料。报名费、人数和时间只能来自“事实”。优先回答正在进行的竞赛。资料中没有的，请直接说明不知道。请用简洁的中文回答。';

/**
 * The model's input: the facts from settings, and each passage under the number of its source in the
 * `sources` event (so "[2]" in the answer is the second link the visitor sees). Passages whose source did
 * not make the list are left out.
 */
const contextOf = (facts: string | null, ranked: Passage[], sources: AssistantSource[]) =>
  [
    ...(facts ? [`事实 / facts:\n${facts}`] : []),
    ...ranked.flatMap((p) => {
      const n = sources.findIndex((s) => s.path === p.source.path) + 1;
      return n > 0 ? [`[${n}] ${p.source.title}: ${p.text}`] : [];
    }),
  ].join('\n\n');

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
  const facts = answerFacts(question, index.corpus.competitions, lang);
  const sources = sourcesOf([
    ...(facts?.competitions.map((c) => c.source) ?? []),
    ...ranked.map((p) => p.source),
  ]);
  yield { type: 'sources', sources };

  if (llm && (ranked.length > 0 || facts)) {
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(lang) },
      {
        role: 'user',
        content: `${contextOf(facts?.text ?? null, ranked, sources)}\n\n问题 / question: ${question}`,
      },
    ];
    let hasText = false;
    try {
      for await (const text of streamChat(llm, messages)) {
        hasText = true;
        yield { type: 'delta', text };
      }
      if (hasText) {
        yield { type: 'done', mode: 'model' };
        return;
      }
    } catch {
      // The model is unreachable or failed: the visitor gets the extractive answer below, in place of
      // whatever part of the model's answer had arrived.
      if (hasText) yield { type: 'reset' };
    }
  }
  for (const text of pieces(facts?.text ?? answerFromPassages(ranked, lang))) yield { type: 'delta', text };
  yield { type: 'done', mode: 'extractive' };
}
