import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type InvoiceRow,
  type OrderRow,
  type PageResult,
  type PortalCompetitionDetail,
} from '@podium/contracts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let paid: PortalCompetitionDetail;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  paid = await portalCompetition(t, '智创大赛');
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const VALID_TAX_NO = '91350100M000100Y43';

const upload = async (token: string, content: Buffer, filename: string) => {
  const body = multipartBody({ filename, content, contentType: 'application/octet-stream' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/common/file/upload`,
    query: { purpose: 'invoice' },
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body.payload,
  });
  return response.json() as { code: number; msg: string; data: { fileId: string } };
};

/** A new student's paid order (demo cashier). */
const paidOrder = async (username: string) => {
  const { token, res } = await signUpNewStudent(t, paid, username);
  const orderNo = res.body.data.orderNo!;
  const pay = await t.post<OrderRow>('/web/finance/demo/pay', { orderNo }, { token });
  expect(pay.body.data.state).toBe('paid');
  return { token, orderNo };
};

const ask = (
  token: string,
  orderNo: string,
  over: Record<string, string> = {},
  lang: 'en' | 'zh-CN' = 'en',
) =>
  t.post<InvoiceRow>(
    '/web/finance/invoice/request',
    {
      orderNo,
      title: '东海大学',
      taxNo: VALID_TAX_NO,
      address: '东海市大学路1号',
      email: 'fin@dh.edu.cn',
      ...over,
    },
    { token, lang },
  );

describe('invoices', () => {
  it('the payer asks once, with a checked credit code; finance staff issue it with a PDF; the payer downloads it', async () => {
    const { token, orderNo } = await paidOrder('inv_pdf');
    const wrong = await ask(token, orderNo, { taxNo: '91350100M000100Y44' });
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.msg).toContain('check character');
    const zh = await ask(token, orderNo, { taxNo: '91350100M000100Y44' }, 'zh-CN');
    expect(zh.body.msg).toContain('统一社会信用代码');

    const asked = await ask(token, orderNo, { taxNo: VALID_TAX_NO.toLowerCase() });
    expect(asked.body.data).toMatchObject({ state: 'requested', taxNo: VALID_TAX_NO, amountFen: 10000 });
    expect((await ask(token, orderNo)).body.msg).toBe('An invoice was already asked for this order');

    const desk = await t.get<PageResult<InvoiceRow>>('/finance/invoice/page', {
      token: organizer,
      query: { state: 'requested' },
    });
    const row = desk.body.data.rows.find((r) => r.orderNo === orderNo)!;
    expect(row.invoiceId).toBe(asked.body.data.invoiceId);

    // A picture is refused by its bytes at upload; a zip that is not an OFD is refused at issue.
    expect((await upload(organizer, PNG_1X1, 'invoice.pdf')).code).toBe(400);
    const zip = new JSZip();
    zip.file('hello.txt', 'not an invoice');
    const notOfd = await upload(organizer, await zip.generateAsync({ type: 'nodebuffer' }), 'x.ofd');
    const refused = await t.post(
      '/finance/invoice/issue',
      { invoiceId: row.invoiceId, invoiceNo: '26442000000012345678', fileId: notOfd.data.fileId },
      { token: organizer, lang: 'en' },
    );
    expect(refused.body).toMatchObject({ code: 400, msg: 'Upload the invoice file (a PDF or an OFD) first' });

    const pdf = await upload(organizer, MINIMAL_PDF, 'invoice.pdf');
    const issued = await t.post<InvoiceRow>(
      '/finance/invoice/issue',
      { invoiceId: row.invoiceId, invoiceNo: '26442000000012345678', fileId: pdf.data.fileId },
      { token: organizer },
    );
    expect(issued.body.data).toMatchObject({ state: 'issued', invoiceNo: '26442000000012345678' });
    const again = await t.post(
      '/finance/invoice/issue',
      { invoiceId: row.invoiceId, invoiceNo: '26442000000012345679', fileId: pdf.data.fileId },
      { token: organizer, lang: 'en' },
    );
    expect(again.body.msg).toBe('This invoice has already been issued');

    const mine = await t.get<InvoiceRow>('/web/finance/invoice/detail', { token, query: { orderNo } });
    expect(mine.body.data.fileUrl).toBeTruthy();
    const file = `${API_BASE}/common/file/${pdf.data.fileId}`;
    const read = await t.app.inject({ url: file, headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await signInNewStudent(t, 'inv_stranger');
    expect(
      (await t.app.inject({ url: file, headers: { authorization: `Bearer ${stranger}` } })).statusCode,
    ).toBe(404);
  });

  it('accepts an OFD (a zip holding OFD.xml)', async () => {
    const { token, orderNo } = await paidOrder('inv_ofd');
    const asked = await ask(token, orderNo);
    const zip = new JSZip();
    zip.file('OFD.xml', '<ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016" Version="1.0"/>');
    const ofd = await upload(organizer, await zip.generateAsync({ type: 'nodebuffer' }), 'invoice.ofd');
    const issued = await t.post<InvoiceRow>(
      '/finance/invoice/issue',
      { invoiceId: asked.body.data.invoiceId, invoiceNo: '26442000000012345680', fileId: ofd.data.fileId },
      { token: organizer },
    );
    expect(issued.body.data.state).toBe('issued');
  });

  it('refuses an invoice and a receipt for an order not paid; a paid order gives a receipt PDF', async () => {
    const { token, res } = await signUpNewStudent(t, paid, 'inv_unpaid');
    const orderNo = res.body.data.orderNo!;
    expect((await ask(token, orderNo)).body.msg).toBe('An invoice can only be asked for a paid order');
    const receiptOf = (who: string, no: string) =>
      t.app.inject({
        url: `${API_BASE}/web/finance/order/receipt`,
        query: { orderNo: no },
        headers: { authorization: `Bearer ${who}`, 'accept-language': 'en' },
      });
    expect((await receiptOf(token, orderNo)).json()).toMatchObject({
      code: 409,
      msg: 'A receipt is given once the order is paid',
    });
    const done = await paidOrder('inv_receipt');
    const receipt = await receiptOf(done.token, done.orderNo);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.rawPayload.length).toBeGreaterThan(1000);
    expect((await receiptOf(token, done.orderNo)).json()).toMatchObject({
      code: 409,
      msg: 'This order is not yours',
    });
  });
});
