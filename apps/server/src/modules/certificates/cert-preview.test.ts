import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate } from '@podium/certificate';
import { API_BASE, GROUP_HEADER, type PageResult } from '@podium/contracts';
import { certBatches } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { makeAwardList } from './cert-test-helpers.ts';
import { pdfText } from '../../test-support/pdf-text.ts';

let t: TestApp;
let maker: { token: string; groupId: string };
let listId: string;
let entryId: string;
let designId: string;

/** The preview call as the designer makes it: raw bytes back. */
const preview = (body: unknown, as: { token: string; groupId: string }, lang = 'zh') =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/certificate/preview/pdf`,
    payload: body as object,
    headers: {
      authorization: `Bearer ${as.token}`,
      [GROUP_HEADER]: as.groupId,
      'accept-language': lang,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  ({ listId } = await makeAwardList(t, maker, {
    competition: '东海杯数模',
    name: '预览测试名单',
    lines: 1,
  }));
  const entries = await t.get<PageResult<{ entryId: string; winnerName: string }>>(
    '/competitionReward/detailedList/page',
    { ...maker, query: { listId } },
  );
  entryId = entries.body.data.rows[0]!.entryId;
  const saved = await t.post<{ designId: string }>(
    '/certificate/design/save',
    { design: { ...createAwardWinnerTemplate(), title: '图库中的证书' } },
    maker,
  );
  designId = saved.body.data.designId;
});
afterAll(() => t.close());

describe('preview PDF', () => {
  it('renders a design with the sample winner, and a saved design with a real award line', async () => {
    const sample = await preview({ design: createAwardWinnerTemplate() }, maker);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('application/pdf');
    expect(sample.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(sample.rawPayload)).toContain('一等奖');

    const real = await preview({ designId, entryId }, maker);
    expect(real.statusCode).toBe(200);
    expect(pdfText(real.rawPayload)).toContain('获奖者1');
  });

  it('refuses a bad design, both or neither design, and anything out of reach', async () => {
    const bad = await preview({ design: { slides: 'nope' } }, maker, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/design is not valid/);
    const both = await preview({ design: createAwardWinnerTemplate(), designId }, maker);
    expect(both.json().code).toBe(400);
    const neither = await preview({ entryId }, maker);
    expect(neither.json().code).toBe(400);

    const rival = await createRivalOrganiser(t, 'preview_rival', ['certificate:make']);
    const asRival = { token: rival.token, groupId: rival.groupId };
    expect((await preview({ designId }, asRival)).json().code).toBe(404);
    const otherEntry = await preview({ design: createAwardWinnerTemplate(), entryId }, asRival);
    expect(otherEntry.json().code).toBe(404);

    expect(
      (await t.app.inject({ method: 'POST', url: `${API_BASE}/certificate/preview/pdf` })).statusCode,
    ).toBe(401);
  });
});

describe('a batch from the design library', () => {
  it('copies the saved design onto the batch, and refuses another tenant’s design', async () => {
    const saved = await t.post<{ batchId: string }>(
      '/certificate/batch/save',
      { listId, title: '图库证书', designId },
      maker,
    );
    expect(saved.body.code).toBe(0);
    const detail = await t.get<{ design: { title: string } }>('/certificate/batch/detail', {
      ...maker,
      query: { batchId: saved.body.data.batchId },
    });
    expect(detail.body.data.design.title).toBe('图库中的证书');

    const before = (await t.db.select().from(certBatches)).length;
    const rival = await createRivalOrganiser(t, 'batch_rival', ['certificate:make']);
    const refused = await t.post(
      '/certificate/batch/save',
      { listId, title: 'x', designId },
      { token: rival.token, groupId: rival.groupId },
    );
    expect(refused.body.code).toBe(404);
    const neither = await t.post('/certificate/batch/save', { listId, title: 'x' }, maker);
    expect(neither.body.code).toBe(400);
    expect((await t.db.select().from(certBatches)).length).toBe(before);
  });
});
