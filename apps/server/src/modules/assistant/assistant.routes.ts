import { PassThrough } from 'node:stream';
import { ASSISTANT_QUESTIONS_PER_MINUTE, AssistantApi, assistantAskBody } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { langOf } from '../../platform/messages.ts';
import { answerQuestion } from './answer.ts';
import { llmConfigFrom } from './llm-client.ts';

const MINUTE_MS = 60_000;

/** deepChat: questions answered from the site's published content, streamed as server-sent events. */
export const assistantRoutes: ApiModule = async (app, { deps }) => {
  app.post(
    AssistantApi.ask,
    {
      config: { access: 'public', auditExempt: 'a question to the assistant changes nothing' },
      // Compression would hold the events back until a block fills; they are small anyway.
      compress: false,
      schema: {
        tags: ['assistant'],
        summary: 'Ask a question; the answer streams as text/event-stream (sources, delta…, done)',
        body: assistantAskBody,
      },
    },
    async (request, reply) => {
      const { count, resetInMs } = await deps.limiter.hit(`assistant:${request.ip}`, MINUTE_MS);
      if (count > ASSISTANT_QUESTIONS_PER_MINUTE) throw tooManyRequests(Math.ceil(resetInMs / 1000));
      const lang = langOf(request.headers['accept-language']);
      // Read per request, so an installation can switch the model on without a restart of tests.
      const llm = llmConfigFrom(process.env);
      const events = answerQuestion(deps.db, request.host, request.body.question, lang, llm);
      const stream = new PassThrough();
      void (async () => {
        try {
          for await (const event of events) stream.write(`data: ${JSON.stringify(event)}\n\n`);
        } catch (error) {
          request.log.error({ err: error }, 'assistant answer failed');
          stream.write(`data: ${JSON.stringify({ type: 'done', mode: 'extractive' })}\n\n`);
        }
        stream.end();
      })();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
