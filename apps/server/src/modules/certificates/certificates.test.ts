import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certBatches, certificates, subscribeMessages } from '../../db/schema/index.ts';
import { createAwardWinnerTemplate } from '@podium/certificate';
import type { IssuedRow, MyCertRow, PageResult, PublicCertRow, TraceResult } from '@podium/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { jobStatus, makeAndSend, makeAwardList, waitFor } from './cert-test-helpers.ts';

let t: TestApp;
let maker: { token: string; groupId: string };
let approver: { token: string; groupId: string };
let listId: string;
let batchId: string;
let issued: IssuedRow[];

const traceParams = (url: string) => {
  const parsed = new URL(url);
  return { code: parsed.searchParams.get('code')!, sig: parsed.searchParams.get('sig')! };
};

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  approver = await createActor(t, {
    username: 'approver',
    group: t.fixture.groups.organizer,
    permissions: ['certificate:list', 'certificate:check'],
  });
  const settings = await t.post(
    '/certificate/setting/save',
    {
      numberKind: 'autoincrementFour',
      prefix: 'DH2026-',
      suffix: '',
      sealUrl: '',
      signerName: '组委会',
      verifyWording: '真实有效',
    },
    maker,
  );
  expect(settings.body.code).toBe(0);
  ({ listId } = await makeAwardList(t, maker, {
    competition: '东海杯数模',
    name: '证书测试名单',
    lines: 3,
    usernames: ['student', 'student2'],
  }));
});
afterAll(() => t.close());

describe('make, check, send', () => {
  it('refuses a design the package’s schema refuses, and a batch its maker approves', async () => {
    const bad = await t.post(
      '/certificate/batch/save',
      { listId, title: 'x', design: { slides: 'nope' } },
      { ...maker, lang: 'en' },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/design is not valid/);
    const saved = await t.post<{ batchId: string }>(
      '/certificate/batch/save',
      { listId, title: '自审', design: createAwardWinnerTemplate() },
      maker,
    );
    await t.post('/certificate/batch/submitCheck', { batchId: saved.body.data.batchId }, maker);
    const own = await t.post(
      '/certificate/batch/check',
      { batchId: saved.body.data.batchId, approved: true },
      maker,
    );
    expect(own.body.code).toBe(409);
    const early = await t.post('/certificate/batch/send', { batchId: saved.body.data.batchId }, maker);
    expect(early.body.code).toBe(409);
    const reject = await t.post(
      '/certificate/batch/check',
      { batchId: saved.body.data.batchId, approved: false },
      approver,
    );
    expect(reject.body.code).toBe(400);
  });

  it(
    'sends an approved batch as a job that issues every certificate once, with PDFs',
    { timeout: 120_000 },
    async () => {
      const sent = await makeAndSend(t, maker, approver, listId);
      batchId = sent.batchId;
      await waitFor(async () => (await jobStatus(t, maker, sent.jobId)).status === 'done', 100_000);
      expect(await jobStatus(t, maker, sent.jobId)).toMatchObject({ done: 3, total: 3 });
      const again = await t.post('/certificate/batch/send', { batchId }, maker);
      expect(again.body.code).toBe(409);
      issued = (
        await t.get<PageResult<IssuedRow>>('/certificate/issued/page', { ...maker, query: { batchId } })
      ).body.data.rows;
      expect(issued).toHaveLength(3);
      expect(issued.map((r) => r.certNo).sort()).toEqual(['DH2026-0001', 'DH2026-0002', 'DH2026-0003']);
      const pdf = await t.app.inject({
        method: 'GET',
        url: issued[0]!.pdfUrl,
        headers: { authorization: `Bearer ${maker.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // Each holder is told, with the public verification as the link, unless they switched the topic
      // off: the demo student subscribes to competition and review only.
      await t.notify.drain();
      const holders = await t.db
        .select({ userId: certificates.userId, code: certificates.code })
        .from(certificates)
        .innerJoin(certBatches, eq(certBatches.id, certificates.batchId))
        .where(eq(certBatches.publicId, sent.batchId));
      const notices = await t.db
        .select()
        .from(subscribeMessages)
        .where(eq(subscribeMessages.title, '您的证书已颁发'));
      expect(holders.filter((x) => x.userId !== null).length).toBeGreaterThan(0);
      for (const h of holders.filter((x) => x.userId !== null)) {
        const mine = notices.filter((n) => n.userId === h.userId);
        if (h.userId === t.fixture.users.student.id) expect(mine).toHaveLength(0);
        else expect(mine[0]!.link).toContain(`/certificate/trace?code=${encodeURIComponent(h.code)}`);
      }
    },
  );
});

describe('the winner, the visitor, revocation', () => {
  it('lists the student’s own certificates with a PDF only they (and organisers) can fetch', async () => {
    const student = await t.login('student');
    const mine = (await t.get<MyCertRow[]>('/web/certificate/my', { token: student })).body.data;
    const ours = mine.filter((c) => c.competitionName.includes('东海杯'));
    expect(ours).toHaveLength(1);
    expect(Object.keys(ours[0]!)).toEqual(
      expect.arrayContaining([
        'certNo',
        'name',
        'awardName',
        'competitionName',
        'issuedAt',
        'traceUrl',
        'pdfUrl',
      ]),
    );
    const own = await t.app.inject({
      method: 'GET',
      url: ours[0]!.pdfUrl,
      headers: { authorization: `Bearer ${student}` },
    });
    expect(own.statusCode).toBe(200);
    const other = await t.login('student2');
    const stranger = await t.app.inject({
      method: 'GET',
      url: ours[0]!.pdfUrl,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: ours[0]!.pdfUrl });
    expect(anonymous.json()).toMatchObject({ code: 11000 });
  });

  it('verifies a genuine code, masks the name, and refuses an altered code or signature', async () => {
    const row = issued.find((r) => r.holderName === '李同学')!;
    const { code, sig } = traceParams(row.traceUrl);
    const trace = (await t.get<TraceResult>('/home/certificate/trace', { query: { code, sig } })).body.data;
    expect(trace.verdict).toBe('valid');
    // The settings' signer is shown as the signing authority.
    expect(trace.certificate).toMatchObject({ certNo: row.certNo, name: '李*学', signerName: '组委会' });
    const key = (await t.get<{ publicKey: string }>('/home/certificate/publicKey')).body.data.publicKey;
    expect(trace.publicKey).toBe(key);
    const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await t.get<TraceResult>('/home/certificate/trace', { query: { code: altered, sig } })).body.data,
    ).toMatchObject({ verdict: 'invalid', certificate: null });
    // A character in the middle: the last ones of base64url carry padding bits, so changing them may not change the bytes.
    const forged = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    expect(
      (await t.get<TraceResult>('/home/certificate/trace', { query: { code, sig: forged } })).body.data
        .verdict,
    ).toBe('invalid');
  });

  it('searches by number, or name + number; a name alone finds nothing', async () => {
    const row = issued.find((r) => r.holderName === '周同学')!;
    const search = (query: Record<string, string>) =>
      t.get<PageResult<PublicCertRow>>('/home/certificate/page', { query });
    expect((await search({ certNo: row.certNo })).body.data.rows[0]).toMatchObject({
      certNo: row.certNo,
      name: '周*学',
    });
    expect((await search({ certNo: row.certNo, name: '周同学' })).body.data.total).toBe(1);
    expect((await search({ certNo: row.certNo, name: '李同学' })).body.data.total).toBe(0);
    expect((await search({ name: '周同学' })).body.data.total).toBe(0);
  });

  it('rate-limits the public search against scraping', async () => {
    let limited = 0;
    for (let i = 0; i < 35; i += 1) {
      const r = await t.get('/home/certificate/page', {
        query: { certNo: `NOPE${i}` },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      if (r.status === 429) limited += 1;
    }
    expect(limited).toBe(5);
  });

  it('revokes with a reason (the trace says revoked) and reissues under a new number', async () => {
    const row = issued.find((r) => r.holderName === '获奖者3')!;
    const revoked = await t.post(
      '/certificate/issued/revoke',
      { certificateId: row.certificateId, reason: '获奖信息有误' },
      maker,
    );
    expect(revoked.body.code).toBe(0);
    const twice = await t.post(
      '/certificate/issued/revoke',
      { certificateId: row.certificateId, reason: '再次撤销' },
      maker,
    );
    expect(twice.body.code).toBe(409);
    const trace = (await t.get<TraceResult>('/home/certificate/trace', { query: traceParams(row.traceUrl) }))
      .body.data;
    expect(trace).toMatchObject({ verdict: 'revoked', certificate: { revokeReason: '获奖信息有误' } });
    const reissued = await t.post<{ certNo: string }>(
      '/certificate/issued/reissue',
      { certificateId: row.certificateId },
      maker,
    );
    expect(reissued.body.code).toBe(0);
    expect(reissued.body.data.certNo).not.toBe(row.certNo);
    const again = await t.post('/certificate/issued/reissue', { certificateId: row.certificateId }, maker);
    expect(again.body.code).toBe(409);
  });

  it('never shows another tenant’s certificates', async () => {
    const rival = await createRivalOrganiser(t, 'rival_certs', [
      'certificate:list',
      'certificate:make',
      'certificate:revoke',
    ]);
    const page = await t.get<PageResult<IssuedRow>>('/certificate/issued/page', rival);
    expect(page.body.data.total).toBe(0);
    expect((await t.get<PageResult<unknown>>('/certificate/batch/page', rival)).body.data.total).toBe(0);
    const pdf = await t.app.inject({
      method: 'GET',
      url: issued[0]!.pdfUrl,
      headers: { authorization: `Bearer ${rival.token}`, 'x-group-id': rival.groupId },
    });
    expect(pdf.statusCode).toBe(404);
    const revoke = await t.post(
      '/certificate/issued/revoke',
      { certificateId: issued[0]!.certificateId, reason: '恶意撤销' },
      rival,
    );
    expect(revoke.body.code).toBe(404);
  });
});
