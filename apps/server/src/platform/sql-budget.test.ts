import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ApiPath, CertificateApi, CompetitionApi, EnrollApi, NewsApi } from '@podium/contracts';
import type { ApiRoute } from './api-module.ts';
import { certificates, competitions } from '../db/schema/index.ts';
import { surgeFixture } from '../modules/enrollment/surge-fixture.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { recordSql, richTextColumnsIn } from './sql-budget.ts';

/**
 * Generated from the route table: every route that declares `config.sqlBudget` is called twice with the
 * demo data (the first call warms its caches), and the second call may run no more statements than its
 * budget and read no rich text unless it says it shows some. A hot route added later declares a budget
 * beside its other options and is checked here; one this file cannot call yet fails "every budgeted route
 * is called" until it gets a call below. Deterministic: statements are counted, nothing is timed.
 */
let t: TestApp;
let budgeted: ApiRoute[];

/** One request of a route (a fresh one per call: a sign-up needs another student each time). */
type Request = {
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: object;
  token?: string;
};
let requests: Record<string, () => Promise<Request>>;
/** The competition the sign-ups go to (published by the demo organiser in `beforeAll`). */
let openCompetitionId: string;

/** Hot calls that must carry a budget (the homepage's startup calls, the portal's lists, the sign-up). */
const MUST_BE_BUDGETED = [
  ApiPath.websiteSetting,
  ApiPath.lastRound,
  CompetitionApi.portalPage,
  CompetitionApi.portalDetail,
  NewsApi.publicPage,
  CertificateApi.publicPage,
  EnrollApi.signUp,
].map((path) => `${API_BASE}${path}`);

beforeAll(async () => {
  t = await createTestApp();
  budgeted = t.app.apiRoutes.filter((route) => route.sqlBudget);
  const [listed] = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(ne(competitions.status, 'draft'))
    .limit(1);
  const [certificate] = await t.db
    .select({ holderName: certificates.holderName, certNo: certificates.certNo })
    .from(certificates)
    .limit(1);
  const { openIndividualCompetition, signedInStudents } = surgeFixture(() => t);
  const { competitionId, itemIds } = await openIndividualCompetition(100);
  openCompetitionId = competitionId;
  const { tokens } = await signedInStudents(4); // the first call and up to three measured ones
  const get = (query?: Record<string, string>) => async (): Promise<Request> => ({ method: 'GET', query });
  requests = {
    [ApiPath.websiteSetting]: get(),
    [ApiPath.lastRound]: get(),
    [CompetitionApi.portalPage]: get({ pageNum: '1', pageSize: '12' }),
    [CompetitionApi.portalDetail]: get({ competitionId: listed!.publicId }),
    [NewsApi.publicPage]: get({ pageNum: '1', pageSize: '10' }),
    [CertificateApi.publicPage]: get({ name: certificate!.holderName, certNo: certificate!.certNo }),
    [EnrollApi.signUp]: async () => ({
      method: 'POST',
      token: tokens.shift(),
      body: { competitionId, itemId: itemIds[0] },
    }),
  };
});
afterAll(() => t.close());

const call = async (route: ApiRoute) => {
  const request = await requests[route.url.slice(API_BASE.length)]!();
  const response = await t.app.inject({
    method: request.method,
    url: route.url,
    query: request.query,
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
    ...(request.body ? { payload: request.body } : {}),
  });
  return response.json() as { code: number; msg: string };
};

describe('SQL budgets of hot calls (from the route table)', () => {
  it('are declared on every hot call, and every budgeted route is called here', () => {
    const declared = budgeted.map((route) => route.url);
    expect(MUST_BE_BUDGETED.filter((url) => !declared.includes(url))).toEqual([]);
    const uncalled = declared.filter((url) => !requests[url.slice(API_BASE.length)]);
    expect(uncalled).toEqual([]);
  });

  it('hold: a warm call runs at most its budget of statements and reads rich text only where it shows it', async () => {
    const over: string[] = [];
    const report: string[] = [];
    for (const route of budgeted) {
      // The first call may fill caches; the next is held to the budget. Caches live seconds (the sign-up
      // context 2 s, the portal's answers 3 s): on a loaded machine one may lapse between two calls, so a
      // call over budget is measured again, twice at most — a route that always does more fails all three.
      const first = await recordSql(() => call(route));
      expect(first.result, `${route.method} ${route.url} (first call)`).toMatchObject({ code: 0 });
      const budget = route.sqlBudget!;
      const warm: string[][] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const { result, statements } = await recordSql(() => call(route));
        expect(result, `${route.method} ${route.url}`).toMatchObject({ code: 0 });
        warm.push(statements);
        if (statements.length <= budget.statements) break;
      }
      const statements = warm.at(-1)!;
      report.push(`${route.method} ${route.url}: ${statements.length} / ${budget.statements}`);
      if (process.env.SQL_BUDGET_SHOW) report.push(...statements.map((s) => `    ${s}`));
      if (statements.length > budget.statements)
        over.push(
          `${route.method} ${route.url}: ${statements.length} statements, budget ${budget.statements}:\n  ` +
            statements.join('\n  '),
        );
      const rich = [first.statements, ...warm].flat().flatMap(richTextColumnsIn);
      if (rich.length > 0 && !budget.readsRichText)
        over.push(`${route.method} ${route.url} reads rich text: ${[...new Set(rich)].join(', ')}`);
    }
    if (process.env.SQL_BUDGET_SHOW) console.warn(report.join('\n'));
    expect(over).toEqual([]);
  });
});

describe('the portal cache', () => {
  it('shows a competition write at once: the details, the list and lastRound read again after it', async () => {
    const detail = async () =>
      (
        await t.get<{ name: string }>(CompetitionApi.portalDetail, {
          query: { competitionId: openCompetitionId },
        })
      ).body.data.name;
    const listed = async () =>
      (
        await t.get<{ rows: { competitionId: string; name: string }[] }>(CompetitionApi.portalPage, {
          query: { pageNum: '1', pageSize: '50' },
        })
      ).body.data.rows.find((row) => row.competitionId === openCompetitionId)?.name;
    const before = await detail();
    expect(await listed()).toBe(before);
    const { statements } = await recordSql(detail);
    expect(statements).toEqual([]); // kept
    const organizer = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
    const renamed = await t.post(
      '/competition/info/update',
      { competitionId: openCompetitionId, name: '缓存清除验证赛', level: 'school', year: 2026 },
      organizer,
    );
    expect(renamed.body.code).toBe(0);
    expect(await detail()).toBe('缓存清除验证赛');
    expect(await listed()).toBe('缓存清除验证赛');
    const last = await t.get<{ competition: { competitionId: string; name: string } | null }>(
      ApiPath.lastRound,
    );
    // The newest published competition of the tenant: the one opened in beforeAll.
    expect(last.body.data.competition).toMatchObject({
      competitionId: openCompetitionId,
      name: '缓存清除验证赛',
    });
  });
});

describe('the statement counter', () => {
  it('counts every statement of a call, in and out of transactions, and names rich text read', async () => {
    const { statements } = await recordSql(async () => {
      await t.db.select({ id: competitions.id }).from(competitions).limit(1);
      await t.db.transaction(async (tx) => {
        await tx.select({ introduction: competitions.introduction }).from(competitions).limit(1);
      });
    });
    expect(statements).toHaveLength(2);
    expect(richTextColumnsIn(statements[0]!)).toEqual([]);
    expect(richTextColumnsIn(statements[1]!)).toEqual(['"competitions"."introduction"']);
  });
});
