// Benchmark (issue 19): Alipay payment notifications, exactly once. 200 orders awaiting payment, each paid by
// one valid signed notify, plus the same notify again for every order (200 duplicates), all 400 sent at once
// through the product's full request path (POST /alipay/payment/notify: SDK signature check, order, amount,
// seller and app id, one locked transaction). Checks: every answer `success`, exactly 200 orders moved to paid,
// exactly 200 payment rows, none twice. Figures: wall time, notifies/s, p50/p95/p99 per notify.
//
// Same-run baseline: the same 400 notifies through the minimum an idempotent notify needs and nothing else —
// one RSA-SHA256 verification (node:crypto) and one conditional `update … where state = 'awaiting'` of the
// order on the same database — so the ratio is what the product's layers (routing, parsing, SDK, checks,
// payment row, sign-up confirmation, audit) cost.
//
//   npx tsx bench/payment-notify.ts     Env: TEST_DATABASE_URL (PostgreSQL server: a fresh database is created
//                                       and dropped; PGlite when unset), BENCH_ORDERS (200), BENCH_WRITE=0
//                                       (print only), BENCH_LABEL (names the run).
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API_BASE } from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitions,
  financeOrders,
  financePayments,
} from '../apps/server/src/db/schema/index.ts';
import { signInNewStudent } from '../apps/server/src/test-support/access-fixtures.ts';
import { portalCompetition } from '../apps/server/src/test-support/demo-competition.ts';
import { createTestApp } from '../apps/server/src/test-support/test-app.ts';
import { postgresVersion, writeBenchmarkSection } from './support.ts';

const orders = Number(process.env.BENCH_ORDERS ?? 200);
const MARKS = { start: '<!-- bench:payment-notify:start -->', end: '<!-- bench:payment-notify:end -->' };
const APP_ID = '2021000000000001';
const SELLER_ID = '2088000000000001';
const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const appKeys = pem();
const alipayKeys = pem();

/** A notification as Alipay sends it: every field but sign/sign_type, sorted, `k=v&…`, RSA2. */
const signedContent = (fields: Record<string, string>) =>
  Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
const notification = (fields: Record<string, string>) => ({
  ...fields,
  sign: createSign('RSA-SHA256').update(signedContent(fields), 'utf8').sign(alipayKeys.privateKey, 'base64'),
  sign_type: 'RSA2',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Figures = { wallMs: number; p50: number; p95: number; p99: number; perSecond: number };
const figuresOf = (latencies: number[], wallMs: number): Figures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    wallMs,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: (latencies.length / wallMs) * 1000,
  };
};

/** All `bodies` at once; each one's time from its start to its answer. */
const fireAll = async (
  send: (body: Record<string, string>) => Promise<string>,
  bodies: Record<string, string>[],
) => {
  const latencies: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    bodies.map(async (body) => {
      const t0 = performance.now();
      const answer = await send(body);
      latencies.push(performance.now() - t0);
      return answer;
    }),
  );
  return { answers, figures: figuresOf(latencies, performance.now() - started) };
};

const databaseName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const loadStart = loadavg()[0] ?? 0;
const t = await createTestApp({
  config: {
    payments: {
      demo: true,
      publicOrigin: 'https://podium.example.edu',
      alipay: {
        appId: APP_ID,
        privateKey: appKeys.privateKey,
        alipayPublicKey: alipayKeys.publicKey,
        sellerId: SELLER_ID,
        gateway: 'http://127.0.0.1:9/gateway.do',
      },
    },
  },
});
const paid = await portalCompetition(t, '智创大赛');
// Room for the bench's sign-ups (the demo competition caps sign-ups per school).
const [competition] = await t.db
  .select({ id: competitions.id })
  .from(competitions)
  .where(eq(competitions.publicId, paid.competitionId));
await t.db
  .update(competitionEnrollSettings)
  .set({ capacityTotal: null, capacityPerSchool: null, capacityPerItem: null })
  .where(eq(competitionEnrollSettings.competitionId, competition!.id));

/** `count` new students sign up (each its own team and order); their order numbers and amounts. */
const makeOrders = async (prefix: string, count: number) => {
  const made: { orderNo: string; amountFen: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = await signInNewStudent(t, `${prefix}${i}`);
    const res = await t.post<{ orderNo: string | null }>(
      '/web/enroll/signUp',
      {
        competitionId: paid.competitionId,
        itemId: paid.items[0]!.itemId,
        participantGroupId: paid.participantGroups[0]?.groupId,
        teamName: `${prefix}${i}队`,
      },
      { token },
    );
    if (!res.body.data?.orderNo) throw new Error(`sign-up ${prefix}${i}: ${res.body.msg}`);
    made.push({ orderNo: res.body.data.orderNo, amountFen: 0 });
  }
  const rows = await t.db
    .select({ orderNo: financeOrders.orderNo, amountFen: financeOrders.amountFen })
    .from(financeOrders)
    .where(
      inArray(
        financeOrders.orderNo,
        made.map((m) => m.orderNo),
      ),
    );
  return rows;
};

/** Alipay's trade numbers are unique across all trades: each set gets its own range (`base`). */
const notifiesFor = (rows: { orderNo: string; amountFen: number }[], base: number) => {
  const valid = rows.map((o, i) =>
    notification({
      app_id: APP_ID,
      seller_id: SELLER_ID,
      out_trade_no: o.orderNo,
      trade_no: `2026112722${String(base + i).padStart(12, '0')}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: (o.amountFen / 100).toFixed(2),
      subject: '智能创新 报名费',
      gmt_payment: '2026-11-27 10:00:00',
      notify_time: '2026-11-27 10:00:01',
      charset: 'utf-8',
    }),
  );
  // Each order's notify twice (Alipay repeats until it hears `success`), interleaved.
  return valid.flatMap((n) => [n, { ...n }]);
};

const process0 = performance.now();
const productRows = await makeOrders('pn_', orders);
const baselineRows = await makeOrders('pb_', orders);
const setupSeconds = (performance.now() - process0) / 1000;

// Warm-up: one notify of an order outside the measured set, through the product.
const [warm] = await makeOrders('pw_', 1);
const sendProduct = async (body: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/alipay/payment/notify`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    })
  ).body;
await sendProduct(notifiesFor([warm!], 900_000)[0]!);

// The baseline first (its own orders), then the product.
const sendBaseline = async (body: Record<string, string>) => {
  const { sign, sign_type: _, ...fields } = body;
  const verified = createVerify('RSA-SHA256')
    .update(signedContent(fields), 'utf8')
    .verify(alipayKeys.publicKey, sign!, 'base64');
  if (!verified) return 'fail';
  await t.db
    .update(financeOrders)
    .set({ state: 'paid', paidAt: new Date() })
    .where(and(eq(financeOrders.orderNo, fields.out_trade_no!), eq(financeOrders.state, 'awaiting')));
  return 'success';
};
const baseline = await fireAll(sendBaseline, notifiesFor(baselineRows, 100_000));
const product = await fireAll(sendProduct, notifiesFor(productRows, 0));

// Exactly once: every answer `success`, every order paid, one payment row each.
const productNos = productRows.map((r) => r.orderNo);
const [paidCount] = await t.db
  .select({ n: sql<number>`count(*)::int` })
  .from(financeOrders)
  .where(and(inArray(financeOrders.orderNo, productNos), eq(financeOrders.state, 'paid')));
const payments = await t.db
  .select({ orderId: financePayments.orderId })
  .from(financePayments)
  .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
  .where(inArray(financeOrders.orderNo, productNos));
const paymentOrders = new Set(payments.map((p) => p.orderId));
const successes = product.answers.filter((a) => a === 'success').length;
const checks = {
  answers: product.answers.length,
  successes,
  paidOrders: paidCount!.n,
  paymentRows: payments.length,
  doublePayments: payments.length - paymentOrders.size,
};
const pgVersion = process.env.TEST_DATABASE_URL ? await postgresVersion(process.env.TEST_DATABASE_URL) : '';
await t.close();

const exact =
  checks.successes === 2 * orders &&
  checks.paidOrders === orders &&
  checks.paymentRows === orders &&
  checks.doublePayments === 0;
const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}${pgVersion ? `, PostgreSQL ${pgVersion}` : ''}; load average ${loadStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
const row = (name: string, f: Figures) =>
  `| ${databaseName} | ${name} | ${(f.wallMs / 1000).toFixed(2)} | ${f.perSecond.toFixed(0)} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.p99.toFixed(0)} |`;
const label = process.env.BENCH_LABEL ? ` (${process.env.BENCH_LABEL})` : '';
const section = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${label} on ${machine}. ${orders} orders awaiting payment (made by ${2 * orders + 1} sign-ups through the API first — the product's, the baseline's and one warm-up — ${setupSeconds.toFixed(0)} s), then ${2 * orders} notifies sent at once (each order's valid notify and its duplicate, interleaved), in process through \`inject\`.`,
  '',
  `Result on ${databaseName}: ${checks.successes}/${checks.answers} answered \`success\`, ${checks.paidOrders} orders paid, ${checks.paymentRows} payment rows, ${checks.doublePayments} double payments — ${exact ? '**exactly once**' : '**NOT exactly once**'}.`,
  '',
  '| database | path | wall s | notifies/s | p50 ms | p95 ms | p99 ms |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  row('baseline: verify + conditional update', baseline.figures),
  row('product: POST /alipay/payment/notify', product.figures),
].join('\n');
console.log(section);
if (process.env.BENCH_WRITE !== '0') {
  const marks = {
    start: MARKS.start.replace('notify:', `notify-${databaseName.toLowerCase()}:`),
    end: MARKS.end.replace('notify:', `notify-${databaseName.toLowerCase()}:`),
  };
  writeBenchmarkSection(`${marks.start}\n${section}\n${marks.end}`, marks);
}
if (!exact) process.exitCode = 1;
