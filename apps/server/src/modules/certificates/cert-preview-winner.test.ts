import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate } from '@podium/certificate';
import {
  API_BASE,
  CertificateApi,
  GROUP_HEADER,
  type PageResult,
  type PreviewWinnerRecord,
  type PreviewWinnerRow,
  type TraceResult,
} from '@podium/contracts';
import { awardLists, certCounters, certificates, certNumberSpaces } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { makeAwardList } from './cert-test-helpers.ts';
import { pdfText } from '../../test-support/pdf-text.ts';

type Actor = { token: string; groupId: string };
let t: TestApp;
let maker: Actor;
let listId: string;
let competitionId: number;
let designId: string;
let winner: PreviewWinnerRow;

/** The GET preview as the designer's download link makes it: raw bytes back. */
const previewPdf = (query: Record<string, string>, as: Actor | null = maker) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${CertificateApi.previewWinner}?${new URLSearchParams(query).toString()}`,
    headers: as ? { authorization: `Bearer ${as.token}`, [GROUP_HEADER]: as.groupId } : {},
  });

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'cert-winner-'));
/** The URL the PDF's QR code holds, read from the page as a phone camera would (pdftoppm + jsQR). */
const qrUrlOf = (bytes: Buffer) => {
  const dir = tempDir();
  try {
    writeFileSync(path.join(dir, 'p.pdf'), bytes);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      path.join(dir, 'p.pdf'),
      path.join(dir, 'p'),
    ]);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'p.png')));
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return found?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** What the database says was issued or counted: a preview must leave all of it as it was. */
const issuingState = async () => ({
  certificates: (await t.db.select().from(certificates)).length,
  counters: await t.db.select().from(certCounters),
  spaces: (await t.db.select().from(certNumberSpaces)).length,
});

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  ({ listId } = await makeAwardList(t, maker, {
    competition: '东海杯数模',
    name: '真实获奖者预览名单',
    lines: 2,
  }));
  const [list] = await t.db.select().from(awardLists).where(eq(awardLists.publicId, listId));
  competitionId = list!.competitionId;
  const saved = await t.post<{ designId: string }>(
    '/certificate/design/save',
    { design: { ...createAwardWinnerTemplate(), title: '真实获奖者预览' } },
    maker,
  );
  designId = saved.body.data.designId;
  const found = await t.get<PageResult<PreviewWinnerRow>>(CertificateApi.previewWinners, {
    ...maker,
    query: { keyword: '获奖者2', listId },
  });
  expect(found.body.data.total).toBe(1);
  winner = found.body.data.rows[0]!;
});
afterAll(() => t.close());

describe('GET /certificate/preview/winner', () => {
  it('finds award lines in reach by name and returns the PDF that winner would get', async () => {
    expect(winner).toMatchObject({
      winnerName: '获奖者2',
      awardName: '一等奖',
      listName: '真实获奖者预览名单',
    });
    // A counter already at 41 (as if 41 certificates were issued): the preview shows the 42nd.
    await t.db.insert(certCounters).values({
      groupId: t.fixture.groups.organizer.id,
      scope: `competition:${competitionId}:4`,
      value: 41,
    });
    const res = await previewPdf({ designId, entryId: winner.entryId, numberKind: 'autoincrementFour' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('获奖者2');
    expect(text).toContain('东海大学');
    expect(text).toContain(`C${competitionId}-`);
    expect(text).toContain('0042');

    const values = await t.get<PreviewWinnerRecord>(CertificateApi.previewWinnerRecord, {
      ...maker,
      query: { designId, entryId: winner.entryId, numberKind: 'autoincrementFour' },
    });
    expect(values.body.data.certNo).toBe(`C${competitionId}-0042`);
    expect(values.body.data.record).toMatchObject({ holder: { name: '获奖者2' }, awardName: '一等奖' });
  });

  it('shows a sample of the numbering kind asked for', async () => {
    const ask = async (numberKind?: string) =>
      (
        await t.get<PreviewWinnerRecord>(CertificateApi.previewWinnerRecord, {
          ...maker,
          query: { designId, entryId: winner.entryId, ...(numberKind ? { numberKind } : {}) },
        })
      ).body.data;
    expect((await ask('randomDigits')).certNo).toMatch(/^\d{12}$/);
    expect((await ask('randomAlnum')).certNo).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect((await ask('allAutoincrementThree')).certNo).toBe(`G${t.fixture.groups.organizer.id}-001`);
    // Without a kind: the design's number element (the template counts per competition, 4 digits).
    const byDesign = await ask();
    expect(byDesign.numberKind).toBe('autoincrementFour');
    const refused = await t.get(CertificateApi.previewWinnerRecord, {
      ...maker,
      query: { designId, entryId: winner.entryId, numberKind: 'sequential' },
    });
    expect(refused.body.code).toBe(400);
  });

  it('issues nothing, takes no number, and holds a QR whose URL never verifies', async () => {
    const before = await issuingState();
    const res = await previewPdf({ designId, entryId: winner.entryId, numberKind: 'allAutoincrementFour' });
    expect(res.statusCode).toBe(200);
    const url = qrUrlOf(res.rawPayload);
    expect(url).toBeTruthy();
    expect(await issuingState()).toEqual(before);

    const params = new URL(url!).searchParams;
    expect(params.get('code')).toBe('PREVIEW');
    const trace = await t.get<TraceResult>('/home/certificate/trace', {
      query: { code: params.get('code')!, sig: params.get('sig')! },
    });
    expect(trace.body.data.verdict).toBe('invalid');
    expect(trace.body.data.certificate).toBeNull();
  });

  it('answers a line of another tenant as not found, and refuses callers without certificate:make', async () => {
    const rival = await createRivalOrganiser(t, 'winner_rival', ['certificate:make']);
    const asRival = { token: rival.token, groupId: rival.groupId };
    const rivalDesign = await t.post<{ designId: string }>(
      '/certificate/design/save',
      { design: createAwardWinnerTemplate() },
      asRival,
    );
    const outside = await previewPdf(
      { designId: rivalDesign.body.data.designId, entryId: winner.entryId },
      asRival,
    );
    expect(outside.json().code).toBe(404);
    const listed = await t.get<PageResult<PreviewWinnerRow>>(CertificateApi.previewWinners, {
      ...asRival,
      query: { keyword: '获奖者' },
    });
    expect(listed.body.data.total).toBe(0);
    // Someone else's design is as missing as someone else's line.
    expect((await previewPdf({ designId, entryId: winner.entryId }, asRival)).json().code).toBe(404);

    const viewer = await createActor(t, {
      username: 'winner_viewer',
      group: t.fixture.groups.organizer,
      permissions: ['certificate:list'],
    });
    const asViewer = { token: viewer.token, groupId: viewer.groupId };
    const refused = await previewPdf({ designId, entryId: winner.entryId }, asViewer);
    expect(refused.statusCode).toBe(403);
    expect((await t.get(CertificateApi.previewWinners, asViewer)).status).toBe(403);
    expect((await previewPdf({ designId, entryId: winner.entryId }, null)).statusCode).toBe(401);
  });
});
