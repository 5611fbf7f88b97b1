import { AssistantApi, type AssistantEvent } from '@podium/contracts';
import { apiUrl, currentHeaders } from '../../api/client.ts';

/** Thrown when the server refuses the question (429 too many, 400 bad input) before answering. */
export class AskError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Asks deepChat and hands each event of the streamed answer (server-sent events) to `onEvent`. */
export const askAssistant = async (
  question: string,
  onEvent: (event: AssistantEvent) => void,
  signal?: AbortSignal,
) => {
  const response = await fetch(apiUrl(AssistantApi.ask), {
    method: 'POST',
    headers: { ...currentHeaders(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ question }),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { code?: number; msg?: string };
    throw new AskError(body.code ?? response.status, body.msg ?? '');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks)
      if (block.startsWith('data: ')) onEvent(JSON.parse(block.slice(6)) as AssistantEvent);
  }
};
