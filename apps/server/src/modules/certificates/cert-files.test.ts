// An issued certificate's files: the PDF says who signed it and where to verify it in its document
// information (read back with poppler's pdfinfo), and its PNG thumbnail — rasterised from that very PDF
// — goes to the PDF's readers only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedRow, MyCertRow, PageResult } from '@podium/contracts';
import { certificates } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobStatus, makeAndSend, makeAwardList, waitFor } from './cert-test-helpers.ts';

type Actor = { token: string; groupId: string };
let t: TestApp;
let maker: Actor;
let row: IssuedRow;
let pdf: Buffer;

const get = (url: string, as?: Actor | string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers:
      as === undefined
        ? {}
        : typeof as === 'string'
          ? { authorization: `Bearer ${as}` }
          : { authorization: `Bearer ${as.token}`, 'x-group-id': as.groupId },
  });

/** Runs a poppler tool on bytes written to a temporary file; returns what it printed (or wrote). */
const withFile = <T>(bytes: Buffer, run: (file: string, dir: string) => T): T => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cert-files-'));
  try {
    const file = path.join(dir, 'c.pdf');
    writeFileSync(file, bytes);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** pdfinfo's "Key: value" lines as a record. */
const pdfInfo = (bytes: Buffer) =>
  Object.fromEntries(
    withFile(bytes, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file]).toString())
      .split('\n')
      .map((line) => /^([A-Za-z ]+):\s+(.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  const approver = await createActor(t, {
    username: 'files_approver',
    group: t.fixture.groups.organizer,
    permissions: ['certificate:list', 'certificate:check'],
  });
  const saved = await t.post(
    '/certificate/setting/save',
    {
      numberKind: 'autoincrementFour',
      prefix: 'FILES-',
      suffix: '',
      sealUrl: '',
      signerName: '东海杯组委会 张主任',
      verifyWording: '真实有效',
    },
    maker,
  );
  expect(saved.body.code).toBe(0);
  const { listId } = await makeAwardList(t, maker, {
    competition: '东海杯数模',
    name: '证书文件名单',
    lines: 1,
    usernames: ['student'],
  });
  const sent = await makeAndSend(t, maker, approver, listId);
  await waitFor(async () => (await jobStatus(t, maker, sent.jobId)).status === 'done', 100_000);
  const page = await t.get<PageResult<IssuedRow>>('/certificate/issued/page', {
    ...maker,
    query: { batchId: sent.batchId },
  });
  row = page.body.data.rows[0]!;
  const response = await get(row.pdfUrl, maker);
  expect(response.statusCode).toBe(200);
  pdf = response.rawPayload;
}, 120_000);
afterAll(() => t.close());

describe('the PDF’s document information', () => {
  it('names the signer of the settings and carries the number and verification URL', () => {
    const info = pdfInfo(pdf);
    expect(info.Author).toBe('东海杯组委会 张主任');
    expect(info.Title).toBe(`${row.competitionName} ${row.awardName} ${row.certNo}`);
    expect(info.Subject).toContain(row.certNo);
    expect(info.Subject).toContain(row.traceUrl);
    expect(info.Keywords).toBe(`${row.certNo}, ${row.traceUrl}`);
    expect(row.traceUrl).toMatch(/\/certificate\/trace\?code=\w+&sig=/);
  });
});

describe('the thumbnail', () => {
  it('is the PDF’s first page as a PNG, for its owner and the organisers', async () => {
    const student = await t.login('student');
    const mine = (await t.get<MyCertRow[]>('/web/certificate/my', { token: student })).body.data;
    const own = mine.find((c) => c.certNo === row.certNo)!;
    expect(own.thumbUrl).toBe(row.thumbUrl);

    const first = await get(own.thumbUrl, student);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toContain('private');
    const thumb = PNG.sync.read(first.rawPayload);
    expect(thumb.width).toBe(400);
    expect(thumb.height).toBeGreaterThan(270);
    expect(thumb.height).toBeLessThan(290);

    // The same picture poppler draws from the PDF at the same size: the thumbnail is that PDF's page.
    const reference = withFile(pdf, (file, dir) => {
      execFileSync('pdftoppm', [
        '-png',
        '-singlefile',
        '-scale-to-x',
        String(thumb.width),
        '-scale-to-y',
        String(thumb.height),
        file,
        path.join(dir, 'ref'),
      ]);
      return PNG.sync.read(readFileSync(path.join(dir, 'ref.png')));
    });
    let difference = 0;
    let inked = 0;
    for (let i = 0; i < thumb.data.length; i += 4) {
      for (let c = 0; c < 3; c += 1) difference += Math.abs(thumb.data[i + c]! - reference.data[i + c]!);
      if (thumb.data[i]! + thumb.data[i + 1]! + thumb.data[i + 2]! < 600) inked += 1;
    }
    const pixels = thumb.width * thumb.height;
    expect(difference / pixels / 3, 'mean difference from poppler’s raster (0–255)').toBeLessThan(12);
    expect(inked / pixels, 'share of the page that is not blank').toBeGreaterThan(0.05);

    // Made once: stored and kept on the certificate, then served from storage.
    const [stored] = await t.db
      .select({ thumbKey: certificates.thumbKey })
      .from(certificates)
      .where(eq(certificates.certNo, row.certNo));
    expect(stored!.thumbKey).toBeTruthy();
    const organiser = await get(row.thumbUrl, maker);
    expect(organiser.statusCode).toBe(200);
    expect(organiser.rawPayload.equals(first.rawPayload)).toBe(true);
    const [after] = await t.db
      .select({ thumbKey: certificates.thumbKey })
      .from(certificates)
      .where(eq(certificates.certNo, row.certNo));
    expect(after!.thumbKey).toBe(stored!.thumbKey);
  });

  it('is refused to anyone else: another student, another tenant’s organiser, a visitor', async () => {
    const other = await get(row.thumbUrl, await t.login('student2'));
    expect(other.statusCode).toBe(404);
    const rival = await createRivalOrganiser(t, 'rival_thumbs', ['certificate:list']);
    expect((await get(row.thumbUrl, rival)).statusCode).toBe(404);
    expect((await get(row.thumbUrl)).json()).toMatchObject({ code: 11000 });
  });
});
