/** deepChat (issue 9): questions answered from the site's published content. */
import { z } from 'zod';

export const AssistantApi = {
  /** POST {question} → text/event-stream of `sources`, `delta` and `done` events. */
  ask: '/deepChat/ask',
} as const;

/** Questions per IP per minute. */
export const ASSISTANT_QUESTIONS_PER_MINUTE = 20;

export const assistantAskBody = z.strictObject({
  question: z.string().trim().min(1).max(300),
});
export type AssistantAskBody = z.input<typeof assistantAskBody>;

/** A published item an answer was drawn from, with the portal path a visitor follows. */
export type AssistantSource = { title: string; path: string; kind: 'competition' | 'news' | 'page' };

/**
 * The events of the answer stream, in order: one `sources`, any number of `delta`, one `done`. A `reset`
 * (the model failed part-way) discards the text so far; the extractive answer's deltas follow.
 */
export type AssistantEvent =
  | { type: 'sources'; sources: AssistantSource[] }
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'done'; mode: 'extractive' | 'model' };
