// An OpenAI-compatible chat endpoint (LLM_BASE_URL / LLM_API_KEY / LLM_MODEL), streamed. The model only
// sees the passages retrieval chose, so it can only say what the site has published.
export type LlmConfig = { baseUrl: string; apiKey: string; model: string };

export const llmConfigFrom = (env: NodeJS.ProcessEnv): LlmConfig | null =>
  env.LLM_BASE_URL && env.LLM_MODEL
    ? { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL }
    : null;

const TIMEOUT_MS = 30_000;

/** Yields the answer's text as the endpoint streams it (server-sent `data:` lines of deltas). */
export async function* streamChat(
  config: LlmConfig,
  messages: Array<{ role: 'system' | 'user'; content: string }>,
): AsyncGenerator<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok || !response.body) throw new Error(`chat endpoint answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.replace(/^data:\s?/, '').trim();
      if (!line.startsWith('data:') || !data) continue;
      if (data === '[DONE]') return;
      const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> };
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
}
