import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttentionRow,
  OrderRow,
  PageResult,
  PortalCompetitionDetail,
  TotalRow,
} from '@podium/contracts';
import { financeAttention, financeOrders, operationLogs } from '../../db/schema/index.ts';
import { operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let paidCompetition: PortalCompetitionDetail;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  paidCompetition = await portalCompetition(t, '智创大赛');
});
afterAll(() => t.close());

const totals = (query: Record<string, string>, token = organizer) =>
  t.get<TotalRow[]>('/finance/totals', { token, query });

describe('needs attention', () => {
  it('is resolved once, with an audited note; a rival organiser does not reach it', async () => {
    const open = await t.get<PageResult<AttentionRow>>('/finance/attention/page', {
      token: organizer,
      query: { resolved: 'no' },
    });
    const entry = open.body.data.rows[0]!;
    const rival = await createRivalOrganiser(t, 'att_rival', ['finance:action']);
    const foreign = await t.post(
      '/finance/attention/resolve',
      { attentionId: entry.attentionId, note: '越权' },
      { token: rival.token, lang: 'en' },
    );
    expect(foreign.body).toMatchObject({ code: 404, msg: 'The needs-attention entry does not exist' });
    const empty = await t.post(
      '/finance/attention/resolve',
      { attentionId: entry.attentionId, note: '  ' },
      { token: organizer },
    );
    expect(empty.body.code).toBe(400);

    const mark = await operationLogMark(t);
    const [one, two] = await Promise.all([
      t.post(
        '/finance/attention/resolve',
        { attentionId: entry.attentionId, note: '已线下原路退回' },
        { token: organizer },
      ),
      t.post(
        '/finance/attention/resolve',
        { attentionId: entry.attentionId, note: '重复' },
        { token: organizer, lang: 'en' },
      ),
    ]);
    expect([one.body.code, two.body.code].sort()).toEqual([0, 409]);
    const [row] = await t.db
      .select()
      .from(financeAttention)
      .where(eq(financeAttention.publicId, entry.attentionId));
    expect(row!.resolvedAt).not.toBeNull();
    expect(['已线下原路退回', '重复']).toContain(row!.resolution);
    // Both tries are logged (the refused one as failed); the winner's carries the note kept.
    await waitForOperationLog(t, 'finance', 'attentionResolve', mark);
    await expect
      .poll(async () =>
        JSON.stringify(
          await t.db
            .select()
            .from(operationLogs)
            .where(and(eq(operationLogs.action, 'attentionResolve'), gt(operationLogs.id, mark))),
        ),
      )
      .toContain(row!.resolution);
    const done = await t.get<PageResult<AttentionRow>>('/finance/attention/page', {
      token: organizer,
      query: { resolved: 'yes' },
    });
    expect(done.body.data.rows.map((r) => r.attentionId)).toContain(entry.attentionId);
  });
});

describe('GET /finance/totals', () => {
  it('adds up money in and out per competition, school and day, and follows a new payment and refund', async () => {
    const before = (await totals({ by: 'competition' })).body.data;
    const row = (rows: TotalRow[]) => rows.find((r) => r.key === paidCompetition.competitionId);
    const base = row(before) ?? { paidFen: 0, refundedFen: 0, payments: 0, refunds: 0, netFen: 0 };

    const { token, res } = await signUpNewStudent(t, paidCompetition, 'tot_payer');
    const orderNo = res.body.data.orderNo!;
    const pay = await t.post<OrderRow>('/web/finance/demo/pay', { orderNo }, { token });
    await t.post(
      '/finance/refund/create',
      { orderNo, lineId: pay.body.data.lines[0]!.lineId, amountFen: 2500, reason: '部分退款' },
      { token: organizer },
    );
    const after = row((await totals({ by: 'competition' })).body.data)!;
    expect(after).toMatchObject({
      payments: base.payments + 1,
      paidFen: base.paidFen + 10000,
      refunds: base.refunds + 1,
      refundedFen: base.refundedFen + 2500,
      netFen: base.netFen + 7500,
    });

    // Per day (Beijing): today's row holds the payment; the range filter keeps other days out.
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
    const today = new Date(order!.paidAt!.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const days = (await totals({ by: 'day', from: today, to: today })).body.data;
    expect(days.map((d) => d.key)).toEqual([today]);
    expect(days[0]!.paidFen).toBeGreaterThanOrEqual(10000);

    // Per school: the payer's school (school A) is among the rows, and the sums agree with per competition.
    const schools = (await totals({ by: 'school' })).body.data;
    const all = (await totals({ by: 'competition' })).body.data;
    const sum = (rows: TotalRow[]) => rows.reduce((s, r) => s + r.netFen, 0);
    expect(sum(schools)).toBe(sum(all));
    expect(schools.some((s) => s.key === t.fixture.groups.schoolA.publicId)).toBe(true);

    // A rival organiser sees none of this competition's money.
    const rival = await createRivalOrganiser(t, 'tot_rival', ['finance:list']);
    expect(row((await totals({ by: 'competition' }, rival.token)).body.data)).toBeUndefined();
  });
});
