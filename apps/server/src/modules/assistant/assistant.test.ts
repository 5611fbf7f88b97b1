import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type AssistantEvent } from '@podium/contracts';
import { competitions, competitionStages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { formatTime } from './format-time.ts';
import { markPublishedContentChanged } from './search-index.ts';

let t: TestApp;
let organizer: { token: string; groupId: string };

beforeAll(async () => {
  t = await createTestApp();
  organizer = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
});
afterAll(() => t.close());

let ipCounter = 0;
/** Asks through the real route and reads the whole event stream. */
const ask = async (question: string, options: { ip?: string; lang?: string } = {}) => {
  ipCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/deepChat/ask`,
    headers: {
      'x-forwarded-for': options.ip ?? `10.9.0.${ipCounter}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: { question },
  });
  if (!response.headers['content-type']?.toString().startsWith('text/event-stream'))
    return { status: response.statusCode, json: response.json() as { code: number }, events: [], text: '' };
  const events = response.body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as AssistantEvent);
  // As the page shows it: a `reset` discards what came before it.
  const text = events.reduce(
    (shown, e) => (e.type === 'reset' ? '' : e.type === 'delta' ? shown + e.text : shown),
    '',
  );
  return { status: response.statusCode, json: null, events, text };
};

const sourcesOf = (events: AssistantEvent[]) => events.find((e) => e.type === 'sources')!.sources;

describe('POST /deepChat/ask without a model', () => {
  it('answers a competition’s sign-up deadline from its fields, with a link to the competition', async () => {
    const [competition] = await t.db
      .select()
      .from(competitions)
      .where(eq(competitions.shortName, '智创大赛'));
    const [stage] = await t.db
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, competition!.id))
      .orderBy(asc(competitionStages.orderNum));
    const answer = await ask('智创大赛的报名截止时间是什么时候？');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`报名截止时间是${formatTime(stage!.signUpEnd!, 'zh')}`);
    expect(sourcesOf(answer.events)[0]).toEqual({
      title: competition!.name,
      path: `/home/competition/details?competitionId=${competition!.publicId}`,
      kind: 'competition',
    });
    expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'extractive' });
    const en = await ask('When does sign-up for 智创大赛 close?', { lang: 'en' });
    expect(en.text).toContain(`closes ${formatTime(stage!.signUpEnd!, 'en')}`);
  });

  it('answers "when does sign-up close" from the competitions open now, never an ended one', async () => {
    const rows = await t.db.select().from(competitions);
    const open = rows.find((c) => c.shortName === '智创大赛')!;
    const [openStage] = await t.db
      .select()
      .from(competitionStages)
      .where(eq(competitionStages.competitionId, open.id))
      .orderBy(asc(competitionStages.orderNum));
    for (const question of ['报名什么时候截止？', '报名截止时间是哪天']) {
      const answer = await ask(question);
      expect(answer.text).toContain(open.name);
      expect(answer.text).toContain(`报名截止时间是${formatTime(openStage!.signUpEnd!, 'zh')}`);
      // 东海杯 (sign-up ended ten days ago) and the closed 创意设计赛 are not offered as the answer.
      for (const ended of rows.filter((c) => c.shortName !== '智创大赛')) {
        expect(answer.text).not.toContain(ended.name);
        expect(sourcesOf(answer.events)[0]?.title).toBe(open.name);
      }
    }
    const en = await ask('When does sign-up close?', { lang: 'en' });
    expect(en.text).toContain(`closes ${formatTime(openStage!.signUpEnd!, 'en')}`);
    expect(en.text).not.toMatch(/东海杯|创意设计/);
  });

  it('states the fee and the team size from the competition’s own settings', async () => {
    const fee = await ask('智创大赛的报名费是多少？');
    expect(fee.text).toContain('报名费：100.00 元');
    const team = await ask('智创大赛每队几个人？');
    expect(team.text).toContain('团队赛，每队 3–5 名学生；指导教师 1–2 名');
    const math = await ask('东海杯数模要交报名费吗，几个人参赛？');
    expect(math.text).toContain('报名免费');
    expect(math.text).toContain('个人赛');
    const en = await ask('How much is the fee for 智创大赛?', { lang: 'en' });
    expect(en.text).toContain('Sign-up fee: ¥100.00.');
    // Unnamed: the competitions running now, sign-up open first; never the closed one.
    const unnamed = await ask('报名费是多少');
    expect(
      unnamed.text.indexOf('智创大赛') < unnamed.text.indexOf('东海杯') || !unnamed.text.includes('东海杯'),
    ).toBe(true);
    expect(unnamed.text).toContain('报名费：100.00 元');
    expect(unnamed.text).not.toContain('创意设计');
  });

  it('says when it does not know: no sign-up open now, dates not published', async () => {
    const stages = await t.db.select().from(competitionStages);
    const day = 86_400_000;
    await t.db
      .update(competitionStages)
      .set({ signUpStart: new Date(Date.now() - 30 * day), signUpEnd: new Date(Date.now() - 20 * day) });
    markPublishedContentChanged();
    try {
      const answer = await ask('报名什么时候截止？');
      expect(answer.text).toContain('本站目前没有正在报名或即将开始报名的竞赛');
      expect(sourcesOf(answer.events).filter((s) => s.kind === 'competition')).toEqual([]);
    } finally {
      for (const { id, signUpStart, signUpEnd } of stages)
        await t.db
          .update(competitionStages)
          .set({ signUpStart, signUpEnd })
          .where(eq(competitionStages.id, id));
      markPublishedContentChanged();
    }
  });

  it('quotes the best passages of published news with their sources', async () => {
    const answer = await ask('可以跨校组队吗');
    expect(answer.text).toContain('允许跨校组队');
    expect(
      sourcesOf(answer.events).some(
        (s) => s.kind === 'news' && s.path.startsWith('/home/newsDetails?newsId='),
      ),
    ).toBe(true);
  });

  it('never reads unpublished news, and reads it once published', async () => {
    const saved = await t.post<{ newsId: string }>(
      '/newsManagement/news/save',
      { title: '紫藤星计划内部草稿', newsType: '1', content: '<p>紫藤星计划的报名将于下月开放。</p>' },
      organizer,
    );
    expect(saved.body.code).toBe(0);
    const hidden = await ask('紫藤星计划是什么');
    expect(hidden.text).not.toContain('紫藤星');
    expect(sourcesOf(hidden.events).map((s) => s.title)).not.toContain('紫藤星计划内部草稿');
    expect(
      (await t.post('/newsManagement/news/publish', { newsId: saved.body.data.newsId }, organizer)).body.code,
    ).toBe(0);
    const shown = await ask('紫藤星计划是什么');
    expect(shown.text).toContain('紫藤星计划的报名将于下月开放');
  });

  it('refuses an empty question with a clear message', async () => {
    const empty = await ask('   ');
    expect(empty.json).toMatchObject({ code: 400 });
  });

  it('limits questions per IP with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await ask('平台介绍', { ip: '10.8.8.8' })).status);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    const refused = await ask('平台介绍', { ip: '10.8.8.8' });
    expect(refused.json).toMatchObject({ code: 429 });
    expect((await ask('平台介绍', { ip: '10.8.8.9' })).status).toBe(200);
  });
});

describe('POST /deepChat/ask with an OpenAI-compatible endpoint', () => {
  let server: Server;
  let received: { model: string; messages: Array<{ role: string; content: string }>; auth: string } | null =
    null;
  /** `ok` streams a whole answer; `break` sends one piece and then drops the connection. */
  let mode: 'ok' | 'break' = 'ok';

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received = {
          ...(JSON.parse(body) as { model: string; messages: [] }),
          auth: req.headers.authorization ?? '',
        };
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (mode === 'break') {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '半句话' } }] })}\n\n`);
          setTimeout(() => res.socket?.destroy(), 20);
          return;
        }
        for (const piece of ['根据资料，', '报名已开放。'])
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    process.env.LLM_BASE_URL = `http://127.0.0.1:${port}/v1`;
    process.env.LLM_API_KEY = 'test-key';
    process.env.LLM_MODEL = 'fake-model';
  });
  afterAll(() => {
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_API_KEY;
    delete process.env.LLM_MODEL;
    server.close();
  });

  it('streams the model’s answer, giving it only retrieved published passages', async () => {
    const answer = await ask('智创大赛的报名截止时间');
    expect(answer.text).toBe('根据资料，报名已开放。');
    expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'model' });
    expect(received!.model).toBe('fake-model');
    expect(received!.auth).toBe('Bearer test-key');
    const prompt = received!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('报名截止时间是');
    expect(prompt).not.toMatch(/1[3-9]\d{9}/); // no phone numbers or other personal data
  });

  it('gives the model the fee and team facts from settings, and numbers passages as the sources it links', async () => {
    const answer = await ask('智创大赛的报名费是多少，每队几个人？');
    expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'model' });
    const prompt = received!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('报名费：100.00 元');
    expect(prompt).toContain('每队 3–5 名学生');
    // "[1]" in the model's text is the first link of the sources event.
    const sources = sourcesOf(answer.events);
    const cited = [...prompt.matchAll(/^\[(\d)\] ([^:]+):/gm)].map((m) => [Number(m[1]), m[2]] as const);
    expect(cited.length).toBeGreaterThan(0);
    for (const [n, title] of cited) expect(sources[n - 1]?.title).toBe(title);
  });

  it('replaces a half-streamed answer with the extractive one when the endpoint fails part-way', async () => {
    mode = 'break';
    try {
      const answer = await ask('智创大赛的报名费是多少？');
      expect(answer.events.some((e) => e.type === 'reset')).toBe(true);
      expect(answer.text).not.toContain('半句话');
      expect(answer.text).toContain('报名费：100.00 元');
      expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'extractive' });
    } finally {
      mode = 'ok';
    }
  });

  it('falls back to the extractive answer when the endpoint fails', async () => {
    process.env.LLM_BASE_URL = 'http://127.0.0.1:1/v1';
    const answer = await ask('智创大赛的报名截止时间');
    expect(answer.text).toContain('报名截止时间是');
    expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'extractive' });
  });
});
