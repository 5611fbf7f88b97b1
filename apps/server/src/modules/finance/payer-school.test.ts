import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type DeskOrderRow, type OrderRow, type PageResult } from '@podium/contracts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { pdfText } from '../../test-support/pdf-text.ts';

/**
 * A school's order for its teams names the school as the payer (for its reimbursement) and the person who
 * placed it: in the payer's order list and detail, on the finance desk and its export, on the receipt PDF.
 * A student's own order names the student.
 */
let t: TestApp;
let school: string;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  school = await t.login('school');
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

const receipt = async (token: string, orderNo: string) => {
  const res = await t.app.inject({
    url: `${API_BASE}/web/finance/order/receipt`,
    query: { orderNo },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.headers['content-type']).toContain('application/pdf');
  return pdfText(res.rawPayload);
};

describe('the payer of a school’s order', () => {
  it('is the school, with the teacher who placed it, everywhere the order shows', async () => {
    // The demo: 钱老师 (account `school`, 东海大学) paid one team's fee.
    const mine = await t.get<PageResult<OrderRow>>('/web/finance/order/page', { token: school });
    const order = mine.body.data.rows.find((r) => r.payerSchool !== null)!;
    expect(order).toMatchObject({ state: 'paid', payerSchool: '东海大学', payerName: '钱老师' });
    const detail = await t.get<OrderRow>('/web/finance/order/detail', {
      token: school,
      query: { orderNo: order.orderNo },
    });
    expect(detail.body.data).toMatchObject({ payerSchool: '东海大学', payerName: '钱老师' });

    const desk = await t.get<PageResult<DeskOrderRow>>('/finance/order/page', {
      token: organizer,
      query: { keyword: order.orderNo },
    });
    expect(desk.body.data.rows[0]).toMatchObject({
      payerSchool: '东海大学',
      payerName: '钱老师',
      paidBySchool: true,
    });
    // Every other desk order is a student's own: no school named as its payer.
    const all = await t.get<PageResult<DeskOrderRow>>('/finance/order/page', {
      token: organizer,
      query: { pageSize: '100' },
    });
    expect(all.body.data.rows.filter((r) => r.payerSchool).map((r) => r.orderNo)).toEqual([order.orderNo]);

    const text = await receipt(school, order.orderNo);
    expect(text).toContain('付款单位 Payer：东海大学');
    expect(text).toContain('经办人 Placed by：钱老师');
    expect(text).not.toContain('付款人 Payer');
  });

  it("is the student on a student's own order and receipt", async () => {
    const paid = await portalCompetition(t, '智创大赛');
    const { token, res } = await signUpNewStudent(t, paid, 'payer_own');
    const orderNo = res.body.data.orderNo!;
    const pay = await t.post<OrderRow>('/web/finance/demo/pay', { orderNo }, { token });
    expect(pay.body.data).toMatchObject({ state: 'paid', payerSchool: null });
    const text = await receipt(token, orderNo);
    expect(text).toContain(`付款人 Payer：${pay.body.data.payerName}`);
    expect(pay.body.data.payerName).not.toBe('');
    expect(text).not.toContain('付款单位');
  });
});
