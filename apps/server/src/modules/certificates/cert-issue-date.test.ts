// A certificate's date: the PDF prints it (the template's issueDate code) and the verification page shows
// it, both from the certificate's one `issuedAt` through `formatIssueDate`, read in China's zone. Before,
// the PDF printed a date typed into the template (二〇二五年十二月) and carried its generation time as
// CreationDate, while the page formatted issuedAt in the viewer's zone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIssueDate } from '@podium/certificate';
import type { IssuedRow, PageResult, TraceResult } from '@podium/contracts';
import { certificates } from '../../db/schema/index.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobStatus, makeAndSend, makeAwardList, waitFor } from './cert-test-helpers.ts';
import { pdfTextCompact as textOf } from '../../test-support/pdf-text.ts';

type Actor = { token: string; groupId: string };
let t: TestApp;
let maker: Actor;
let row: IssuedRow;

const pdfOf = async (url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${maker.token}`, 'x-group-id': maker.groupId },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

/** What the verification page (the QR's address) is told about the certificate. */
const traceOf = async (traceUrl: string) => {
  const url = new URL(traceUrl);
  const res = await t.get<TraceResult>('/home/certificate/trace', {
    query: { code: url.searchParams.get('code')!, sig: url.searchParams.get('sig')! },
  });
  expect(res.body.data.verdict).toBe('valid');
  return res.body.data.certificate!;
};

/** pdfkit's PDF date of an instant (D:YYYYMMDDHHmmssZ, UTC). */
const pdfDate = (at: Date) => `D:${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  const approver = await createActor(t, {
    username: 'date_approver',
    group: t.fixture.groups.organizer,
    permissions: ['certificate:list', 'certificate:check'],
  });
  const { listId } = await makeAwardList(t, maker, {
    competition: '东海杯数模',
    name: '证书日期名单',
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
}, 120_000);
afterAll(() => t.close());

describe('a certificate’s date', () => {
  it('is the same on the issued PDF and on the verification page: the issue moment, in China’s zone', async () => {
    const record = await traceOf(row.traceUrl);
    const [stored] = await t.db
      .select({ issuedAt: certificates.issuedAt })
      .from(certificates)
      .where(eq(certificates.certNo, row.certNo));
    expect(record.issuedAt).toBe(stored!.issuedAt.toISOString());
    const pdf = await pdfOf(row.pdfUrl);
    const text = textOf(pdf);
    expect(text).toContain(formatIssueDate(record.issuedAt));
    expect(text).not.toContain('二〇二五年十二月');
    // The document's creation date is that same instant, not when the file was generated.
    expect(pdf.toString('latin1')).toContain(pdfDate(stored!.issuedAt));
  });

  it('prints the Beijing day for a certificate issued at 01:30 Beijing time (still the day before in UTC)', async () => {
    const issuedAt = new Date('2025-11-30T17:30:00.000Z');
    // The stored PDF is dropped so the next read renders it again from the row (as for seeded certificates).
    await t.db
      .update(certificates)
      .set({ issuedAt, fileKey: null, thumbKey: null })
      .where(eq(certificates.certNo, row.certNo));
    const record = await traceOf(row.traceUrl);
    expect(formatIssueDate(record.issuedAt)).toBe('2025年12月1日');
    expect(formatIssueDate(record.issuedAt, 'en')).toBe('1 December 2025');
    const pdf = await pdfOf(row.pdfUrl);
    expect(textOf(pdf)).toContain('2025年12月1日');
    expect(pdf.toString('latin1')).toContain(pdfDate(issuedAt));
  });
});
