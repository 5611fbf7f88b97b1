import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type DeskTransferRow,
  type MyCompetitionRow,
  type OrderRow,
  type PageResult,
  type PortalCompetitionDetail,
  type SchoolTeamRow,
} from '@podium/contracts';
import { enrollTeams, financeOrders, financePayments } from '../../db/schema/index.ts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { closeDueOrders } from './index.ts';

let t: TestApp;
let paidCompetition: PortalCompetitionDetail;
let school: string;
let organizer: string;

beforeAll(async () => {
  t = await createTestApp();
  paidCompetition = await portalCompetition(t, '智创大赛');
  school = await t.login('school');
  organizer = await t.login('organizer');
});
afterAll(() => t.close());

const upload = async (token: string, content: Buffer, filename = 'voucher.png') => {
  const body = multipartBody({ filename, content, contentType: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/common/file/upload`,
    query: { purpose: 'transferVoucher' },
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body.payload,
  });
  return response.json() as { code: number; msg: string; data: { fileId: string; url: string } };
};

/** Two new students of school A sign up for the paid competition; each team awaits payment. */
const twoUnpaidTeams = async (prefix: string) => {
  const a = await signUpNewStudent(t, paidCompetition, `${prefix}_a`);
  const b = await signUpNewStudent(t, paidCompetition, `${prefix}_b`);
  return [a.res.body.data, b.res.body.data];
};

const schoolOrder = (teamIds: string[], token = school) =>
  t.post<OrderRow>(
    '/web/finance/school/order',
    { competitionId: paidCompetition.competitionId, teamIds },
    { token, lang: 'en' },
  );

describe('a school pays for many of its teams in one order', () => {
  it("tells a captain whose team is on the school's order that the school pays, and offers no pay", async () => {
    const a = await signUpNewStudent(t, paidCompetition, 'sch_cap_a');
    const b = await signUpNewStudent(t, paidCompetition, 'sch_cap_b');
    const ownOrder = a.res.body.data.orderNo!;
    const made = await schoolOrder([a.res.body.data.teamId, b.res.body.data.teamId]);
    const schoolOrderNo = made.body.data.orderNo;

    const mine = await t.get<MyCompetitionRow[]>('/web/center/competition/list', { token: a.token });
    const row = mine.body.data.find((r) => r.teamId === a.res.body.data.teamId)!;
    expect(row.status).toBe('awaitingPayment');
    expect(row.actions).not.toContain('pay');

    const en = 'Your school pays for this sign-up in its own order; there is nothing for you to pay';
    const zh = '该报名由学校统一缴费，您无需支付；如有疑问请联系学校老师';
    const forTeam = (lang: 'en' | 'zh-CN') =>
      t.post('/web/finance/order/forTeam', { teamId: a.res.body.data.teamId }, { token: a.token, lang });
    expect((await forTeam('en')).body).toMatchObject({ code: 409, msg: en });
    expect((await forTeam('zh-CN')).body).toMatchObject({ code: 409, msg: zh });
    const paySchool = await t.post(
      '/web/finance/demo/pay',
      { orderNo: schoolOrderNo },
      { token: a.token, lang: 'en' },
    );
    expect(paySchool.body).toMatchObject({ code: 409, msg: en });
    // Their own cancelled order is closed, not payable; a stranger still hears "not yours".
    const payOwn = await t.post(
      '/web/finance/demo/pay',
      { orderNo: ownOrder },
      { token: a.token, lang: 'en' },
    );
    expect(payOwn.body.code).toBe(409);
    const stranger = await signInNewStudent(t, 'sch_cap_stranger');
    const strangerPays = await t.post(
      '/web/finance/demo/pay',
      { orderNo: schoolOrderNo },
      { token: stranger, lang: 'en' },
    );
    expect(strangerPays.body.msg).toBe('This order is not yours');
    const schoolState = await t.db
      .select({ state: financeOrders.state })
      .from(financeOrders)
      .where(eq(financeOrders.orderNo, schoolOrderNo));
    expect(schoolState[0]!.state).toBe('awaiting');
  });

  it('lists its teams awaiting payment and makes one order with a line per team', async () => {
    const [a, b] = await twoUnpaidTeams('sch_one');
    const teams = await t.get<SchoolTeamRow[]>('/web/finance/school/teams', {
      token: school,
      query: { competitionId: paidCompetition.competitionId },
    });
    const ids = teams.body.data.map((r) => r.teamId);
    expect(ids).toEqual(expect.arrayContaining([a!.teamId, b!.teamId]));
    // A team of its captain alone breaks the competition's 3–5 students: the school is told before paying.
    const listed = teams.body.data.find((r) => r.teamId === a!.teamId)!;
    expect(listed.ruleBreach).toMatch(/学生人数为 1 人/);

    const made = await schoolOrder([a!.teamId, b!.teamId]);
    expect(made.body.data).toMatchObject({ state: 'awaiting', amountFen: 20000 });
    expect(made.body.data.lines.map((l) => l.teamId).sort()).toEqual([a!.teamId, b!.teamId].sort());
    // The captains' own orders are cancelled (closed, places kept: the teams still wait, on this order).
    const own = await t.db
      .select()
      .from(financeOrders)
      .where(inArray(financeOrders.orderNo, [a!.orderNo!, b!.orderNo!]));
    expect(own.map((o) => [o.state, o.closeReason])).toEqual([
      ['closed', 'cancelled'],
      ['closed', 'cancelled'],
    ]);
    const teamRows = await t.db
      .select({ status: enrollTeams.status })
      .from(enrollTeams)
      .where(inArray(enrollTeams.publicId, [a!.teamId, b!.teamId]));
    expect(teamRows.map((r) => r.status)).toEqual(['awaitingPayment', 'awaitingPayment']);

    // A team already in the school's order, or another school's, is refused; nothing is made.
    const again = await schoolOrder([a!.teamId]);
    expect(again.body.code).toBe(409);
    const other = await signInNewStudent(t, 'sch_other_b', 'schoolB');
    const foreign = await t.post<{ teamId: string }>(
      '/web/enroll/signUp',
      {
        competitionId: paidCompetition.competitionId,
        itemId: paidCompetition.items[0]!.itemId,
        participantGroupId: paidCompetition.participantGroups[0]?.groupId,
        teamName: 'sch_other_b队',
      },
      { token: other },
    );
    const refused = await schoolOrder([foreign.body.data.teamId]);
    expect(refused.body).toMatchObject({
      code: 409,
      msg: "Some of the chosen teams are not your school's or have nothing to pay",
    });
    // A student is no school account.
    const student = await signInNewStudent(t, 'sch_student');
    expect((await schoolOrder([a!.teamId], student)).body.code).toBe(401);
  });
});

describe('bank transfer', () => {
  it('voucher → rejected with a reason the payer reads → another voucher → confirmed once → paid', async () => {
    const [a, b] = await twoUnpaidTeams('sch_tr');
    const order = (await schoolOrder([a!.teamId, b!.teamId])).body.data;

    // The voucher is typed by content: a text file named .png is refused at upload.
    const fake = await upload(school, Buffer.from('not an image at all'));
    expect(fake.code).toBe(400);
    const first = await upload(school, PNG_1X1);
    expect(first.code).toBe(0);
    const submit = (fileId: string) =>
      t.post<OrderRow>(
        '/web/finance/transfer/submit',
        { orderNo: order.orderNo, fileId },
        { token: school, lang: 'en' },
      );
    const submitted = await submit(first.data.fileId);
    expect(submitted.body.data).toMatchObject({ provider: 'transfer', transfer: { state: 'submitted' } });
    const twice = await submit(first.data.fileId);
    expect(twice.body).toMatchObject({
      code: 409,
      msg: 'A transfer voucher is already waiting for finance staff',
    });

    const waiting = await t.get<PageResult<DeskTransferRow>>('/finance/transfer/page', {
      token: organizer,
      query: { state: 'submitted' },
    });
    const row = waiting.body.data.rows.find((r) => r.orderNo === order.orderNo)!;
    expect(row).toMatchObject({ amountFen: 20000, state: 'submitted' });
    // Finance staff read the voucher; another student may not.
    const file = `${API_BASE}/common/file/${first.data.fileId}`;
    expect(
      (await t.app.inject({ url: file, headers: { authorization: `Bearer ${organizer}` } })).statusCode,
    ).toBe(200);
    const stranger = await signInNewStudent(t, 'sch_tr_stranger');
    expect(
      (await t.app.inject({ url: file, headers: { authorization: `Bearer ${stranger}` } })).statusCode,
    ).toBe(404);

    // While the voucher waits, the order does not close even past its time.
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(financeOrders.orderNo, order.orderNo));
    const closed = await t.db.transaction((tx) => closeDueOrders(tx));
    expect(closed.map((c) => c.orderNo)).not.toContain(order.orderNo);
    await t.db
      .update(financeOrders)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(financeOrders.orderNo, order.orderNo));

    const rejected = await t.post<OrderRow>(
      '/finance/transfer/reject',
      { transferId: row.transferId, reason: '凭证金额不清晰' },
      { token: organizer },
    );
    expect(rejected.body.data).toMatchObject({ state: 'awaiting', transfer: { state: 'rejected' } });
    const mine = await t.get<OrderRow>('/web/finance/order/detail', {
      token: school,
      query: { orderNo: order.orderNo },
    });
    expect(mine.body.data.transfer).toMatchObject({ state: 'rejected', rejectReason: '凭证金额不清晰' });

    const second = await upload(school, PNG_1X1);
    expect((await submit(second.data.fileId)).body.code).toBe(0);
    const list = await t.get<PageResult<DeskTransferRow>>('/finance/transfer/page', {
      token: organizer,
      query: { state: 'submitted' },
    });
    const next = list.body.data.rows.find((r) => r.orderNo === order.orderNo)!;
    const [one, two] = await Promise.all([
      t.post<OrderRow>('/finance/transfer/confirm', { transferId: next.transferId }, { token: organizer }),
      t.post<OrderRow>('/finance/transfer/confirm', { transferId: next.transferId }, { token: organizer }),
    ]);
    expect([one.body.code, two.body.code].sort()).toEqual([0, 409]);
    const [paid] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, order.orderNo));
    expect(paid).toMatchObject({ state: 'paid', provider: 'transfer' });
    const payments = await t.db
      .select()
      .from(financePayments)
      .where(and(eq(financePayments.orderId, paid!.id), eq(financePayments.provider, 'transfer')));
    expect(payments).toMatchObject([{ amountFen: 20000 }]);
    const teamRows = await t.db
      .select({ status: enrollTeams.status })
      .from(enrollTeams)
      .where(inArray(enrollTeams.publicId, [a!.teamId, b!.teamId]));
    expect(teamRows.every((r) => r.status !== 'awaitingPayment')).toBe(true);

    // Finance refunds one line (by bank, by hand): that team leaves, the other stays.
    const refunded = await t.post<{ state: string; orderState: string }>(
      '/finance/refund/create',
      { orderNo: order.orderNo, lineId: order.lines[0]!.lineId, amountFen: 10000, reason: '该队退赛' },
      { token: organizer },
    );
    expect(refunded.body.data).toMatchObject({ state: 'succeeded', orderState: 'partlyRefunded' });
    const after = await t.db
      .select({ publicId: enrollTeams.publicId, status: enrollTeams.status })
      .from(enrollTeams)
      .where(inArray(enrollTeams.publicId, [a!.teamId, b!.teamId]));
    const gone = order.lines[0]!.teamId;
    expect(after.find((r) => r.publicId === gone)!.status).toBe('rejected');
    expect(after.find((r) => r.publicId !== gone)!.status).not.toBe('rejected');
  });

  it("refuses a voucher for someone else's order, a file of another purpose, and a paid order", async () => {
    const { token, res } = await signUpNewStudent(t, paidCompetition, 'tr_own');
    const orderNo = res.body.data.orderNo!;
    const other = await signInNewStudent(t, 'tr_not_owner');
    const voucher = await upload(other, PNG_1X1);
    const notYours = await t.post(
      '/web/finance/transfer/submit',
      { orderNo, fileId: voucher.data.fileId },
      { token: other, lang: 'en' },
    );
    expect(notYours.body).toMatchObject({ code: 409, msg: 'This order is not yours' });
    // Someone else's file cannot be handed in as mine.
    const borrowed = await t.post(
      '/web/finance/transfer/submit',
      { orderNo, fileId: voucher.data.fileId },
      { token, lang: 'en' },
    );
    expect(borrowed.body).toMatchObject({
      code: 400,
      msg: 'Upload the transfer voucher (an image or a PDF) first',
    });
    await t.post('/web/finance/demo/pay', { orderNo }, { token });
    const mine = await upload(token, PNG_1X1);
    const late = await t.post(
      '/web/finance/transfer/submit',
      { orderNo, fileId: mine.data.fileId },
      { token, lang: 'en' },
    );
    expect(late.body).toMatchObject({ code: 409, msg: 'This order is already paid' });
  });
});
