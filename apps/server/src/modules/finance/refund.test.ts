import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeskRefundRow,
  EnrollSetting,
  OrderRow,
  PageResult,
  PortalCompetitionDetail,
  RefundResult,
  SignUpDetail,
} from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitions,
  enrollCapacity,
  enrollTeams,
  financeOrders,
  financeRefunds,
  subscribeMessages,
  users,
} from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { executeRefund } from './index.ts';
import type { Providers } from './providers/index.ts';
import type { PaymentProvider, RefundRequest } from './providers/provider.ts';

let t: TestApp;
let paidCompetition: PortalCompetitionDetail;
let competitionId: number;
let organizer: string;
let secondFinance: string;
let thirdFinance: string;

beforeAll(async () => {
  t = await createTestApp();
  paidCompetition = await portalCompetition(t, '智创大赛');
  const [row] = await t.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.publicId, paidCompetition.competitionId));
  competitionId = row!.id;
  organizer = await t.login('organizer');
  const group = t.fixture.groups.organizer;
  secondFinance = (await createActor(t, { username: 'fin_second', group, permissions: ['finance:action'] }))
    .token;
  thirdFinance = (await createActor(t, { username: 'fin_third', group, permissions: ['finance:action'] }))
    .token;
});
afterAll(() => t.close());

/** A new student signs up for the paid demo competition (100.00 yuan per team) and pays on the demo cashier. */
const paidSignUp = async (username: string) => {
  const { token, res } = await signUpNewStudent(t, paidCompetition, username);
  const orderNo = res.body.data.orderNo!;
  const pay = await t.post<OrderRow>('/web/finance/demo/pay', { orderNo }, { token });
  expect(pay.body.data.state).toBe('paid');
  const line = { orderNo, lineId: pay.body.data.lines[0]!.lineId };
  return { token, orderNo, line, lineId: line.lineId, teamId: res.body.data.teamId };
};

const refund = (token: string, body: Record<string, unknown>, lang?: 'en') =>
  t.post<RefundResult>('/finance/refund/create', body, { token, lang });

const usedTotal = async () => {
  const [row] = await t.db
    .select({ used: sql<number>`coalesce(sum(${enrollCapacity.used}), 0)::int` })
    .from(enrollCapacity)
    .where(and(eq(enrollCapacity.competitionId, competitionId), eq(enrollCapacity.scope, 'total')));
  return row!.used;
};

const teamStatus = async (teamPublicId: string) =>
  (await t.db.select().from(enrollTeams).where(eq(enrollTeams.publicId, teamPublicId)))[0]!.status;

/** The organiser sets the approval amount in the competition's enrolment settings (through the API). */
const setApprovalAbove = async (fen: number | null) => {
  const current = await t.get<EnrollSetting>('/competition/enroll/setting', {
    token: organizer,
    query: { competitionId: paidCompetition.competitionId },
  });
  const saved = await t.post(
    '/competition/enroll/setting/save',
    { ...current.body.data, refundApprovalAboveFen: fen },
    { token: organizer },
  );
  expect(saved.body.code).toBe(0);
  const [row] = await t.db
    .select({ above: competitionEnrollSettings.refundApprovalAboveFen })
    .from(competitionEnrollSettings)
    .where(eq(competitionEnrollSettings.competitionId, competitionId));
  expect(row!.above).toBe(fen);
};

describe('a refund in full', () => {
  it('gives the money back through the demo provider, takes the sign-up out and frees its place', async () => {
    const paid = await paidSignUp('rf_full');
    const before = await usedTotal();
    const mark = await operationLogMark(t);
    const res = await refund(organizer, {
      orderNo: paid.orderNo,
      lineId: paid.lineId,
      amountFen: 10000,
      reason: '选手因病退赛',
    });
    expect(res.body.data).toMatchObject({ state: 'succeeded', orderState: 'refunded', amountFen: 10000 });
    expect(await teamStatus(paid.teamId)).toBe('rejected');
    expect(await usedTotal()).toBe(before - 1);
    const detail = await t.get<SignUpDetail>('/enroll/manage/detail', {
      token: organizer,
      query: { teamId: paid.teamId },
    });
    expect(detail.body.data.history.map((h) => h.action)).toEqual(['created', 'paid', 'refunded']);

    // The payer sees it in the user centre, with the reason.
    const mine = await t.get<PageResult<OrderRow>>('/web/finance/order/page', { token: paid.token });
    expect(mine.body.data.rows[0]).toMatchObject({
      orderNo: paid.orderNo,
      state: 'refunded',
      refundedFen: 10000,
      refunds: [{ lineId: paid.lineId, amountFen: 10000, reason: '选手因病退赛', state: 'succeeded' }],
    });
    // Audited with who and why.
    const log = await waitForOperationLog(t, 'finance', 'refundCreate', mark);
    expect(log).toMatchObject({ target: paid.orderNo });
    expect(JSON.stringify(log)).toContain('选手因病退赛');

    // Nothing is left to refund.
    const again = await refund(
      organizer,
      { orderNo: paid.orderNo, lineId: paid.lineId, amountFen: 1, reason: 'x' },
      'en',
    );
    expect(again.body).toMatchObject({ code: 409, msg: 'This order is not paid, or fully refunded' });
    expect(await usedTotal()).toBe(before - 1);
  });

  it('tells the payer that the money arrived and that it went back, and nobody else', async () => {
    const paid = await paidSignUp('rf_told');
    const bystander = await paidSignUp('rf_bystander');
    const idOf = async (username: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const inbox = async (username: string) =>
      (
        await t.db
          .select()
          .from(subscribeMessages)
          .where(eq(subscribeMessages.userId, await idOf(username)))
      ).filter((m) => m.topic === 'payment');
    const refunded = await refund(organizer, {
      orderNo: paid.orderNo,
      lineId: paid.lineId,
      amountFen: 10000,
      reason: '选手退赛',
    });
    expect(refunded.body.data.state).toBe('succeeded');
    await t.notify.drain();
    const told = await inbox('rf_told');
    expect(told.map((m) => m.title).sort()).toEqual(['缴费成功', '退款已完成']);
    expect(told.every((m) => m.link === '/center/order')).toBe(true);
    expect(told.find((m) => m.title === '退款已完成')).toMatchObject({ titleEn: 'Refund completed' });
    expect(told.find((m) => m.title === '退款已完成')!.content).toContain(paid.orderNo);
    // The other payer heard of their own payment only; the organiser who refunded, of nothing.
    expect((await inbox('rf_bystander')).map((m) => m.content)).toEqual([
      expect.stringContaining(bystander.orderNo),
    ]);
    expect(await inbox('organizer')).toEqual([]);
  });
});

describe('partial refunds', () => {
  it('leave the order partly refunded and the sign-up in; more than is left is refused', async () => {
    const paid = await paidSignUp('rf_part');
    const first = await refund(organizer, { ...paid.line, amountFen: 3000, reason: '部分退款' });
    expect(first.body.data).toMatchObject({ state: 'succeeded', orderState: 'partlyRefunded' });
    expect(await teamStatus(paid.teamId)).not.toBe('rejected');
    const over = await refund(organizer, { ...paid.line, amountFen: 7001, reason: '超额' }, 'en');
    expect(over.body).toMatchObject({
      code: 409,
      msg: 'The refund exceeds what is left to refund (7000 fen on this line)',
    });
    const zh = await refund(organizer, { ...paid.line, amountFen: 7001, reason: '超额' });
    expect(zh.body.msg).toBe('退款金额超过可退金额（该项剩余可退 7000 分）');
  });

  it('are never over-refunded under concurrency: 6 × 3000 fen at once on a 10000 fen line → 3 succeed', async () => {
    const paid = await paidSignUp('rf_race');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refund(organizer, { ...paid.line, amountFen: 3000, reason: `并发${i}` }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(3);
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, paid.orderNo));
    const rows = await t.db.select().from(financeRefunds).where(eq(financeRefunds.orderId, order!.id));
    expect(rows.reduce((sum, r) => sum + r.amountFen, 0)).toBe(9000);
    expect(order!.state).toBe('partlyRefunded');
  });

  it('refuses a line of another order, bad input, and callers without the right', async () => {
    const a = await paidSignUp('rf_line_a');
    const b = await paidSignUp('rf_line_b');
    const wrongLine = await refund(
      organizer,
      { ...a.line, lineId: b.lineId, amountFen: 100, reason: 'x' },
      'en',
    );
    expect(wrongLine.body).toMatchObject({ code: 404, msg: 'This order has no such line' });
    const noReason = await refund(organizer, { ...a.line, amountFen: 100, reason: ' ' });
    expect(noReason.body.code).toBe(400);
    const fraction = await refund(organizer, { ...a.line, amountFen: 10.5, reason: 'x' });
    expect(fraction.body.code).toBe(400);
    const student = await refund(a.token, { ...a.line, amountFen: 100, reason: 'x' });
    expect(student.body.code).toBe(401);
    const schoolFinance = await createActor(t, {
      username: 'rf_school_fin',
      group: t.fixture.groups.schoolA,
      permissions: ['finance:action'],
    });
    const school = await refund(schoolFinance.token, { ...a.line, amountFen: 100, reason: 'x' }, 'en');
    expect(school.body.msg).toBe("Only the competition organiser's finance staff handle refunds");
    const rows = await t.db.select().from(financeRefunds).where(eq(financeRefunds.reason, 'x'));
    expect(rows).toHaveLength(0);
  });
});

describe('a refund above the approval amount', () => {
  it('waits for a second finance person, never its requester; two approvals at once give one refund', async () => {
    await setApprovalAbove(5000);
    try {
      const paid = await paidSignUp('rf_approve');
      const asked = await refund(organizer, { ...paid.line, amountFen: 6000, reason: '大额退款' });
      expect(asked.body.data).toMatchObject({ state: 'awaitingApproval', orderState: 'paid' });
      const { refundId } = asked.body.data;

      const list = await t.get<PageResult<DeskRefundRow>>('/finance/refund/page', {
        token: organizer,
        query: { state: 'awaitingApproval', orderNo: paid.orderNo },
      });
      expect(list.body.data.rows).toMatchObject([{ refundId, requestedByMe: true, amountFen: 6000 }]);

      const self = await t.post('/finance/refund/approve', { refundId }, { token: organizer, lang: 'en' });
      expect(self.body).toMatchObject({
        code: 409,
        msg: 'Another finance person than the requester must approve this refund',
      });
      // What it holds counts against the line while it waits.
      const over = await refund(organizer, { ...paid.line, amountFen: 4001, reason: '超额' });
      expect(over.body.code).toBe(409);

      const [one, two] = await Promise.all([
        t.post<RefundResult>('/finance/refund/approve', { refundId }, { token: secondFinance }),
        t.post<RefundResult>('/finance/refund/approve', { refundId }, { token: thirdFinance, lang: 'en' }),
      ]);
      const codes = [one.body.code, two.body.code].sort();
      expect(codes).toEqual([0, 409]);
      const loser = one.body.code === 409 ? one : two;
      expect(['This refund has already been decided', '该退款已处理，无需重复操作']).toContain(
        loser.body.msg,
      );
      const rows = await t.db.select().from(financeRefunds).where(eq(financeRefunds.publicId, refundId));
      expect(rows).toMatchObject([{ state: 'succeeded', amountFen: 6000 }]);
      const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, paid.orderNo));
      expect(order!.state).toBe('partlyRefunded');

      // Small ones still go at once.
      const small = await refund(organizer, { ...paid.line, amountFen: 1000, reason: '小额' });
      expect(small.body.data.state).toBe('succeeded');
    } finally {
      await setApprovalAbove(null);
    }
  });

  it('declined with a note frees its amount; a decided one cannot be approved', async () => {
    await setApprovalAbove(0);
    try {
      const paid = await paidSignUp('rf_decline');
      const asked = await refund(organizer, { ...paid.line, amountFen: 10000, reason: '全额' });
      const { refundId } = asked.body.data;
      const declined = await t.post<RefundResult>(
        '/finance/refund/decline',
        { refundId, reason: '材料不全' },
        { token: secondFinance },
      );
      expect(declined.body.data).toMatchObject({ state: 'declined', orderState: 'paid' });
      const late = await t.post('/finance/refund/approve', { refundId }, { token: thirdFinance });
      expect(late.body.code).toBe(409);
      expect(await teamStatus(paid.teamId)).not.toBe('rejected');
      const again = await refund(organizer, { ...paid.line, amountFen: 10000, reason: '补齐材料' });
      expect(again.body.data.state).toBe('awaitingApproval');
    } finally {
      await setApprovalAbove(null);
    }
  });
});

describe('a provider that does not answer', () => {
  it('leaves the refund requested and is asked again with the same request number', async () => {
    await setApprovalAbove(0);
    try {
      const paid = await paidSignUp('rf_retry');
      const asked = await refund(organizer, { ...paid.line, amountFen: 10000, reason: '重试' });
      const { refundId } = asked.body.data;
      const seen: RefundRequest[] = [];
      const providerAnswering = (answer: () => Promise<{ succeeded: boolean }>): Providers =>
        new Map([
          [
            'demo',
            {
              refund: async (request: RefundRequest) => {
                seen.push(request);
                return answer();
              },
            } as unknown as PaymentProvider,
          ],
        ]);
      // Approved, but the provider is down: still requested, the order refunding.
      await t.db
        .update(financeRefunds)
        .set({ state: 'requested' })
        .where(eq(financeRefunds.publicId, refundId));
      const down = providerAnswering(() => Promise.reject(new Error('network')));
      expect(await executeRefund(t.db, down, refundId)).toBe('requested');
      const up = providerAnswering(async () => ({ succeeded: true }));
      const results = await Promise.all([
        executeRefund(t.db, up, refundId),
        executeRefund(t.db, up, refundId),
      ]);
      expect(results).toEqual(['succeeded', 'succeeded']);
      expect(new Set(seen.map((s) => s.requestNo)).size).toBe(1);
      expect(seen[0]).toMatchObject({ orderNo: paid.orderNo, amountFen: 10000 });
      const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, paid.orderNo));
      expect(order!.state).toBe('refunded');
      expect(await teamStatus(paid.teamId)).toBe('rejected');
    } finally {
      await setApprovalAbove(null);
    }
  });
});
