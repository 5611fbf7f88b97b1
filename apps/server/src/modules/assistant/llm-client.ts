// An OpenAI-compatible chat endpoint (DeepSeek, Qwen, a local server: LLM_BASE_URL / LLM_API_KEY /
// LLM_MODEL), streamed through the official `openai` client, which speaks the chat-completions streaming
// format. The model only sees the facts and passages retrieval chose, so it can only say what the site has
// published.
import OpenAI from 'openai';

export type LlmConfig = { baseUrl: string; apiKey: string; model: string };
export type ChatMessage = { role: 'system' | 'user'; content: string };

export const llmConfigFrom = (env: NodeJS.ProcessEnv): LlmConfig | null =>
  env.LLM_BASE_URL && env.LLM_MODEL
    ? { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL }
    : null;

/** A visitor waits for the first words; a silent endpoint gives way to the extractive answer. */
const TIMEOUT_MS = 30_000;

/** Yields the answer's text as the endpoint streams it; throws when the endpoint fails at any point. */
export async function* streamChat(config: LlmConfig, messages: ChatMessage[]): AsyncGenerator<string> {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers need no key: the client insists on one, so the header is dropped instead.
    apiKey: config.apiKey || 'unused',
    ...(config.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    timeout: TIMEOUT_MS,
    // The fallback is the extractive answer, at once: no retries while the visitor waits.
    maxRetries: 0,
  });
  const stream = await client.chat.completions.create({
    model: config.model,
    messages,
    stream: true,
    temperature: 0.2,
  });
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta?.content;
    if (text) yield text;
  }
}
