import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { like } from 'drizzle-orm';
import {
  API_BASE,
  EXPERT_IMPORT_COLUMNS,
  GROUP_HEADER,
  SIGNUP_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
} from '@podium/contracts';
import { competitions } from '../db/schema/index.ts';
import type { ApiModule, ApiRoute } from './api-module.ts';
import { sendWorkbook, writeSheet } from './excel.ts';
import { firstStageOf } from '../test-support/demo-competition.ts';
import { multipartBody } from '../test-support/multipart.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { minimalXlsx } from '../test-support/zip-builder.ts';

/**
 * Generated from the route table: every route that replies with a workbook (`config.workbook`, which
 * `sendWorkbook` demands) is called in English, and no sheet name or title-row cell may hold Chinese.
 * Data rows may (people's names, schools). A workbook route without a fixture below fails the check, so a
 * new export joins it.
 */
let t: TestApp;
let tokens: Record<'admin' | 'organizer' | 'school', string>;
let routes: ApiRoute[];

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** How to call one workbook route: who, in which acting group, with what query or upload. */
type Call = {
  as: keyof typeof tokens;
  groupId?: string;
  query?: Record<string, string>;
  /** A multipart upload (field `file`, plus plain fields). */
  upload?: { content: Buffer; fields?: Record<string, string> };
};

/** One row under the Chinese titles of a template (an upload of the kind organisers have made for years). */
const chineseUpload = (titles: readonly string[], row: string[]) => minimalXlsx([...titles], 1, () => row);

const fixtures: Record<string, () => Promise<Call>> = {
  'GET /system/user/template/export': async () => ({ as: 'admin' }),
  'POST /system/user/template/errors': async () => ({
    as: 'admin',
    upload: { content: chineseUpload(USER_IMPORT_COLUMNS, ['=bad', '张三']) },
  }),
  'GET /system/user/export': async () => ({ as: 'admin' }),
  'GET /system/log/operation/export': async () => ({ as: 'admin' }),
  'GET /system/log/login/export': async () => ({ as: 'admin' }),
  'GET /enroll/manage/export': async () => ({ as: 'organizer' }),
  'GET /enroll/manage/import/template': async () => ({
    as: 'school',
    query: { competitionId: await teamCompetition() },
  }),
  'POST /enroll/manage/import/errors': async () => ({
    as: 'school',
    upload: {
      content: chineseUpload(SIGNUP_IMPORT_COLUMNS, ['队', '无此赛项', '', 'nobody']),
      fields: { competitionId: await teamCompetition() },
    },
  }),
  'GET /expert/library/template/export': async () => ({ as: 'organizer' }),
  'POST /expert/library/template/errors': async () => ({
    as: 'organizer',
    upload: { content: chineseUpload(EXPERT_IMPORT_COLUMNS, ['', '教授']) },
  }),
  'GET /expert/library/export': async () => ({ as: 'organizer' }),
  'GET /database/statistics/export': async () => ({ as: 'organizer' }),
  'GET /review/statistics/export': async () => ({
    as: 'organizer',
    groupId: t.fixture.groups.organizer.publicId,
    query: { stageId: (await firstStageOf(t, '智创大赛')).stageId },
  }),
  'GET /finance/order/export': async () => ({ as: 'admin' }),
  'GET /summary/export/xlsx': async () => ({ as: 'organizer', query: { taskId: await summaryTask() } }),
  'GET /competition/infoForm/submission/export': async () => ({
    as: 'organizer',
    query: { formId: await infoForm() },
  }),
  'GET /competitionReward/detailedList/template': async () => ({ as: 'organizer' }),
  'GET /competitionReward/school/export': async () => ({ as: 'school' }),
};

const teamCompetition = async () => {
  const [row] = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(like(competitions.name, '%全国大学生智能创新设计大赛'));
  return row!.publicId;
};

/** A reporting task whose fields the organiser named in English (typed titles stay as typed). */
const summaryTask = async () => {
  const saved = await t.post<{ taskId: string }>(
    '/summary/task/save',
    {
      title: 'Annual report',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      fields: [{ key: 'contact', label: 'Contact', type: 'text', required: true }],
      allSchools: true,
    },
    { token: tokens.organizer },
  );
  expect(saved.body.code).toBe(0);
  return saved.body.data.taskId;
};

/** An information form with English field labels. */
const infoForm = async () => {
  const saved = await t.post<{ formId: string }>(
    '/competition/infoForm/save',
    {
      competitionId: await teamCompetition(),
      title: 'Travel',
      fields: [{ key: 'arrival', label: 'Arrival', type: 'text' }],
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
    { token: tokens.organizer },
  );
  expect(saved.body.code).toBe(0);
  return saved.body.data.formId;
};

const callInEnglish = (route: ApiRoute, call: Call) => {
  const headers: Record<string, string> = {
    authorization: `Bearer ${tokens[call.as]}`,
    'accept-language': 'en',
    ...(call.groupId ? { [GROUP_HEADER]: call.groupId } : {}),
  };
  const body = call.upload
    ? multipartBody({ filename: 'upload.xlsx', content: call.upload.content }, call.upload.fields)
    : undefined;
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    query: call.query,
    headers: { ...headers, ...body?.headers },
    ...(body ? { payload: body.payload } : {}),
  });
};

/** Chinese in a sheet's name or in its rows down to the title row (the frozen rows: notes and titles). */
const chineseInTitles = async (content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  const found: string[] = [];
  for (const sheet of workbook.worksheets) {
    if (sheet.state === 'hidden' || sheet.state === 'veryHidden') continue;
    if (CJK.test(sheet.name)) found.push(`sheet "${sheet.name}"`);
    const titleRow = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 1;
    for (let r = 1; r <= titleRow; r += 1)
      sheet.getRow(r).eachCell((cell) => {
        // A merged notes row repeats its text in every cell it spans: read it once, at its master.
        if (cell.isMerged && cell.master.address !== cell.address) return;
        const text = String(cell.text ?? '');
        if (CJK.test(text)) found.push(`${sheet.name}!${cell.address} "${text.slice(0, 40)}"`);
      });
  }
  return found;
};

/** A route that sends a workbook without declaring it: refused, so no export escapes this check. */
const undeclared: ApiModule = async (app) => {
  app.get('/test/undeclared-workbook', { schema: { hide: true } }, async (_request, reply) =>
    sendWorkbook(reply, 'x.xlsx', await writeSheet({ sheetName: 'x', columns: [], rows: [] })),
  );
};

beforeAll(async () => {
  t = await createTestApp({ extraModules: [undeclared] });
  const [admin, organizer, school] = await Promise.all(
    ['admin', 'organizer', 'school'].map((u) => t.login(u)),
  );
  tokens = { admin: admin!, organizer: organizer!, school: school! };
  routes = t.app.apiRoutes.filter((r) => r.workbook);
});
afterAll(() => t.close());

describe('workbooks in the reader’s language', () => {
  it('knows every workbook route, and each has a fixture', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const keyOf = (r: ApiRoute) => `${r.method} ${r.url.slice(API_BASE.length)}`;
    expect(routes.map(keyOf).filter((key) => !fixtures[key])).toEqual([]);
    // A fixture of a route that no longer replies with a workbook is stale.
    expect(Object.keys(fixtures).filter((key) => !routes.some((r) => keyOf(r) === key))).toEqual([]);
  });

  it('refuses to send a workbook from a route that does not declare config.workbook', async () => {
    const res = await t.get('/test/undeclared-workbook', { token: tokens.admin });
    expect(res.status).toBe(500);
  });

  it('writes no Chinese into a sheet name or title row when the caller reads English', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const fixture = fixtures[`${route.method} ${route.url.slice(API_BASE.length)}`];
      if (!fixture) continue;
      const res = await callInEnglish(route, await fixture());
      const where = `${route.method} ${route.url}`;
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('spreadsheetml')) {
        wrong.push(`${where} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const found = await chineseInTitles(res.rawPayload);
      if (found.length)
        wrong.push(`${where}: ${found.length} × Chinese, e.g. ${found.slice(0, 3).join(', ')}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
