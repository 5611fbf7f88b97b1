// What a newcomer's first certificate printed, read back from the PDFs the app makes (pdftotext): the
// competition's name is on it, an award line without an advisor prints no empty 「指导教师：」 line, and
// the demo seal 样章 and four-eyes approval are told to the desk before anyone tries to approve or send.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate } from '@podium/certificate';
import {
  API_BASE,
  CertificateApi,
  GROUP_HEADER,
  type BatchRow,
  type IssuedRow,
  type PageResult,
  type PreviewWinnerRow,
} from '@podium/contracts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobStatus, makeAwardList, waitFor } from './cert-test-helpers.ts';
import { pdfTextCompact as textOf } from '../../test-support/pdf-text.ts';

type Actor = { token: string; groupId: string };
let t: TestApp;
let maker: Actor;
let approver: Actor;
let listId: string;
let winner: PreviewWinnerRow;

const headers = (as: Actor) => ({ authorization: `Bearer ${as.token}`, [GROUP_HEADER]: as.groupId });
const pdfAt = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: headers(maker) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  if (process.env.CERT_PRINT_DUMP) writeFileSync(process.env.CERT_PRINT_DUMP, res.rawPayload);
  return res.rawPayload;
};
const saveSeal = (sealUrl: string) =>
  t.post(
    '/certificate/setting/save',
    {
      numberKind: 'autoincrementFour',
      prefix: 'PR2026-',
      suffix: '',
      sealUrl,
      signerName: '组委会',
      verifyWording: '真实有效',
    },
    maker,
  );
const batchRowOf = async (batchId: string, as: Actor) =>
  (await t.get<PageResult<BatchRow>>(CertificateApi.batchPage, as)).body.data.rows.find(
    (r) => r.batchId === batchId,
  )!;

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  approver = await createActor(t, {
    username: 'print_approver',
    group: t.fixture.groups.organizer,
    permissions: ['certificate:list', 'certificate:check'],
  });
  expect((await saveSeal('')).body.code).toBe(0);
  // Winners typed by hand with a school and no advisor, as a newcomer's first list is.
  ({ listId } = await makeAwardList(t, maker, {
    competition: '东海杯数模',
    name: '无指导教师名单',
    lines: 1,
  }));
  const found = await t.get<PageResult<PreviewWinnerRow>>(CertificateApi.previewWinners, {
    ...maker,
    query: { listId },
  });
  winner = found.body.data.rows[0]!;
});
afterAll(() => t.close());

describe('the demo certificate as a winner gets it', () => {
  it('names the competition and prints no advisor line for a winner without one (preview)', async () => {
    const saved = await t.post<{ designId: string }>(
      '/certificate/design/save',
      { design: { ...createAwardWinnerTemplate(), title: '打印规则' } },
      maker,
    );
    const query = new URLSearchParams({ designId: saved.body.data.designId, entryId: winner.entryId });
    const text = textOf(await pdfAt(`${API_BASE}${CertificateApi.previewWinner}?${query.toString()}`));
    expect(winner.competitionName).not.toBe('');
    expect(text).toContain(winner.competitionName.replace(/\s+/g, ''));
    expect(text).toContain('学校：东海大学');
    expect(text).toContain('获奖者1');
    expect(text).not.toContain('指导教师');
  });
});

describe('a batch printing the demo seal, and four eyes', () => {
  let batchId: string;

  it('tells the desk the batch prints 样章 while the organiser has no seal, and who may approve it', async () => {
    const saved = await t.post<{ batchId: string }>(
      '/certificate/batch/save',
      { listId, title: '样章批次', design: createAwardWinnerTemplate() },
      maker,
    );
    batchId = saved.body.data.batchId;
    await t.post('/certificate/batch/submitCheck', { batchId }, maker);
    expect(await batchRowOf(batchId, maker)).toMatchObject({ ownBatch: true, specimenSeal: true });
    expect(await batchRowOf(batchId, approver)).toMatchObject({ ownBatch: false, specimenSeal: true });
    const detail = await t.get<BatchRow>(CertificateApi.batchDetail, { ...maker, query: { batchId } });
    expect(detail.body.data).toMatchObject({ ownBatch: true, specimenSeal: true });
    // The author is not offered the approval, and the server still refuses it.
    const own = await t.post(
      '/certificate/batch/check',
      { batchId, approved: true },
      { ...maker, lang: 'en' },
    );
    expect(own.body.code).toBe(409);
    expect(own.body.msg).toBe('You cannot approve a certificate you made yourself');
  });

  it('stops warning once the organiser has a seal of their own', async () => {
    expect((await saveSeal('/api/common/file/organiser-seal')).body.code).toBe(0);
    expect(await batchRowOf(batchId, approver)).toMatchObject({ specimenSeal: false });
    expect((await saveSeal('')).body.code).toBe(0);
    expect(await batchRowOf(batchId, approver)).toMatchObject({ specimenSeal: true });
  });

  it('issues certificates that name the competition and print no empty advisor line', async () => {
    const checked = await t.post('/certificate/batch/check', { batchId, approved: true }, approver);
    expect(checked.body.code).toBe(0);
    const sent = await t.post<{ jobId: string }>('/certificate/batch/send', { batchId }, maker);
    expect(sent.body.code).toBe(0);
    await waitFor(async () => (await jobStatus(t, maker, sent.body.data.jobId)).status === 'done', 100_000);
    const page = await t.get<PageResult<IssuedRow>>(CertificateApi.issuedPage, {
      ...maker,
      query: { batchId },
    });
    const row = page.body.data.rows[0]!;
    const text = textOf(await pdfAt(row.pdfUrl));
    expect(text).toContain(winner.competitionName.replace(/\s+/g, ''));
    expect(text).toContain('学校：东海大学');
    expect(text).not.toContain('指导教师');
  }, 120_000);
});
