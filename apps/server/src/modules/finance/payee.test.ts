import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type EnrollSetting, type OrderRow, type PortalCompetitionDetail } from '@podium/contracts';
import { financeOrders } from '../../db/schema/index.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { closeDueOrdersWithProviders } from './close-orders.ts';

/**
 * Bank transfer needs somewhere to send the money: the competition's payee (account name, bank and branch,
 * account number) is set with its fee, shown on the order, and without it no voucher is taken. A voucher
 * waiting for finance staff keeps the order open past its payment window.
 */
let t: TestApp;
let paid: PortalCompetitionDetail;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  paid = await portalCompetition(t, '智创大赛');
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

const settings = async () =>
  (
    await t.get<EnrollSetting>('/competition/enroll/setting', {
      token: organizer,
      query: { competitionId: paid.competitionId },
    })
  ).body.data;

const savePayee = async (
  payee: { payeeName: string; payeeBank: string; payeeAccount: string },
  lang: 'zh-CN' | 'en' = 'zh-CN',
) =>
  t.post('/competition/enroll/setting/save', { ...(await settings()), ...payee }, { token: organizer, lang });

const orderOf = (token: string, orderNo: string) =>
  t.get<OrderRow>('/web/finance/order/detail', { token, query: { orderNo } });

const uploadVoucher = async (token: string) => {
  const body = multipartBody({ filename: 'voucher.png', content: PNG_1X1, contentType: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/common/file/upload`,
    query: { purpose: 'transferVoucher' },
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return (response.json() as { data: { fileId: string } }).data.fileId;
};

const DEMO_PAYEE = {
  name: '全国大学生创新竞赛组委会秘书处',
  bank: '中国工商银行东海分行营业部',
  account: '6222021001008866123',
};

describe('the payee of bank transfers', () => {
  it('is saved with the fee settings only whole and with a real account number (zh/en)', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { payeeName: '某协会', payeeBank: '', payeeAccount: '' },
        '银行转账收款信息须同时填写户名、开户行和账号，或全部留空',
        'Give the account name, the bank and branch and the account number for bank transfers, or none of them',
      ],
      [
        { payeeName: '某协会', payeeBank: '某银行', payeeAccount: '' },
        '银行转账收款信息须同时填写户名、开户行和账号，或全部留空',
        'Give the account name, the bank and branch and the account number for bank transfers, or none of them',
      ],
      [
        { payeeName: '某协会', payeeBank: '某银行', payeeAccount: '6222-ABCD-1234' },
        '收款账号应为 8–30 位数字',
        'The account number must be 8–30 digits',
      ],
      [
        { payeeName: '某协会', payeeBank: '某银行', payeeAccount: '1234567' },
        '收款账号应为 8–30 位数字',
        'The account number must be 8–30 digits',
      ],
    ];
    for (const [payee, zh, en] of cases) {
      expect((await savePayee(payee as never)).body).toMatchObject({ code: 400, msg: zh });
      expect((await savePayee(payee as never, 'en')).body).toMatchObject({ code: 400, msg: en });
    }
    // Nothing half-saved: the demo payee is still there.
    expect(await settings()).toMatchObject({
      payeeName: DEMO_PAYEE.name,
      payeeBank: DEMO_PAYEE.bank,
      payeeAccount: DEMO_PAYEE.account,
    });
    // Written as people write it (groups of four): kept as its digits.
    const saved = await savePayee({
      payeeName: ' 东海大学财务处 ',
      payeeBank: '中国银行东海支行',
      payeeAccount: '6217 0000 1111 2222 333',
    });
    expect(saved.body.code).toBe(0);
    expect(await settings()).toMatchObject({
      payeeName: '东海大学财务处',
      payeeBank: '中国银行东海支行',
      payeeAccount: '6217000011112222333',
    });
    const restored = await savePayee({
      payeeName: DEMO_PAYEE.name,
      payeeBank: DEMO_PAYEE.bank,
      payeeAccount: DEMO_PAYEE.account,
    });
    expect(restored.body.code).toBe(0);
  });

  it('is on the order; without one no voucher is taken, with a reason in the payer’s language', async () => {
    const { token, res } = await signUpNewStudent(t, paid, 'payee_stu');
    const orderNo = res.body.data.orderNo!;
    expect((await orderOf(token, orderNo)).body.data.payee).toEqual(DEMO_PAYEE);

    expect((await savePayee({ payeeName: '', payeeBank: '', payeeAccount: '' })).body.code).toBe(0);
    expect((await orderOf(token, orderNo)).body.data.payee).toBeNull();
    const fileId = await uploadVoucher(token);
    const submit = (lang: 'zh-CN' | 'en') =>
      t.post('/web/finance/transfer/submit', { orderNo, fileId }, { token, lang });
    expect((await submit('zh-CN')).body).toMatchObject({
      code: 409,
      msg: '主办方未提供银行转账收款账户，请选择其他支付方式或联系主办方',
    });
    expect((await submit('en')).body).toMatchObject({
      code: 409,
      msg: 'The organiser has given no bank account for transfers: choose another way to pay or ask the organiser',
    });
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    expect(order).toMatchObject({ state: 'awaiting', provider: null });

    await savePayee({
      payeeName: DEMO_PAYEE.name,
      payeeBank: DEMO_PAYEE.bank,
      payeeAccount: DEMO_PAYEE.account,
    });
    const accepted = await submit('zh-CN');
    expect(accepted.body).toMatchObject({ code: 0, data: { transfer: { state: 'submitted' } } });
  });
});

describe('the payment window and a waiting voucher', () => {
  it('the close job leaves an order whose voucher waits open, and closes the one without', async () => {
    const withVoucher = await signUpNewStudent(t, paid, 'payee_wait');
    const without = await signUpNewStudent(t, paid, 'payee_late');
    const waitingNo = withVoucher.res.body.data.orderNo!;
    const lateNo = without.res.body.data.orderNo!;
    const fileId = await uploadVoucher(withVoucher.token);
    const submitted = await t.post<OrderRow>(
      '/web/finance/transfer/submit',
      { orderNo: waitingNo, fileId },
      { token: withVoucher.token },
    );
    expect(submitted.body.code).toBe(0);

    // Both windows run out; the durable close job's own path runs.
    for (const no of [waitingNo, lateNo])
      await t.db
        .update(financeOrders)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(financeOrders.orderNo, no));
    const closed = await closeDueOrdersWithProviders(t.db);
    expect(closed.map((c) => c.orderNo)).toContain(lateNo);
    expect(closed.map((c) => c.orderNo)).not.toContain(waitingNo);

    // The payer's order still awaits finance staff, the voucher shown as waiting (the cashier's "no clock").
    const waiting = (await orderOf(withVoucher.token, waitingNo)).body.data;
    expect(waiting).toMatchObject({ state: 'awaiting', transfer: { state: 'submitted' } });
    expect((await orderOf(without.token, lateNo)).body.data.state).toBe('closed');

    // Finance staff decide: confirmed after the window, the order is paid (not lost to the close job).
    const rows = await t.get<{ rows: { transferId: string; orderNo: string }[] }>('/finance/transfer/page', {
      token: organizer,
      query: { state: 'submitted' },
    });
    const row = rows.body.data.rows.find((r) => r.orderNo === waitingNo)!;
    const confirmed = await t.post<OrderRow>(
      '/finance/transfer/confirm',
      { transferId: row.transferId },
      { token: organizer },
    );
    expect(confirmed.body.code).toBe(0);
    expect((await orderOf(withVoucher.token, waitingNo)).body.data.state).toBe('paid');
  });
});
