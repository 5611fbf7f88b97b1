import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  EXPERT_IMPORT_COLUMNS,
  EXPERT_IMPORT_COLUMNS_EN,
  type ImportCheckResult,
  type ImportProblem,
} from '@podium/contracts';
import { experts } from '../../db/schema/index.ts';
import { readAllRows } from '../../platform/excel.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;
let template: Buffer;

type Row = Partial<Record<(typeof EXPERT_IMPORT_COLUMNS)[number], string | { formula: string }>>;

const libraryCount = async () =>
  (
    await t.db.select({ n: count() }).from(experts).where(eq(experts.groupId, t.fixture.groups.organizer.id))
  )[0]!.n;

const download = (path: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: { authorization: `Bearer ${token}`, 'x-group-id': t.fixture.groups.organizer.publicId },
  });

const workbookOf = async (rows: Row[]) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(template).buffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((row, i) =>
    EXPERT_IMPORT_COLUMNS.forEach((column, c) => {
      const value = row[column];
      if (value !== undefined) sheet.getCell(3 + i, c + 1).value = value;
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const upload = async <T>(path: string, content: Buffer, token = organizer) => {
  const { payload, headers } = multipartBody({ filename: 'experts.xlsx', content }, {});
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return response.headers['content-type']?.toString().includes('json')
    ? { body: response.json() as { code: number; msg: string; data: T }, raw: response.rawPayload }
    : { body: null, raw: response.rawPayload };
};

const good: Row = {
  姓名: '导入专家甲',
  职称: '教授',
  工作单位: '南湖大学',
  所属学校: '东海大学',
  专业领域: '人工智能,数学建模',
  回避学校: '西山理工学院',
  手机号: '13911110001',
  身份证号: '11010519491231002X',
  邮箱: 'importa@podium.local',
  开户银行: '中国银行',
  银行卡号: '6217001234567890',
  状态: '正常',
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
  const res = await download('/expert/library/template/export', organizer);
  expect(res.statusCode).toBe(200);
  template = res.rawPayload;
});
afterAll(async () => {
  await t.close();
});

// Every upload is parsed in a worker thread; under a loaded CI machine that takes seconds per call.
describe('expert import', { timeout: 120_000 }, () => {
  it('template has the notes row and the titles in order', async () => {
    const rows = await readAllRows(template);
    expect(rows[0]![0]).toContain('填写说明');
    expect(rows[1]).toEqual([...EXPERT_IMPORT_COLUMNS]);
  });

  it('checks every field, duplicates in the file and against the library; writes nothing on a problem', async () => {
    const before = await libraryCount();
    const file = await workbookOf([
      good,
      { ...good, 姓名: '导入专家乙', 身份证号: '', 邮箱: '' }, // same phone as row 3
      { 姓名: '', 手机号: '123' }, // name required, phone format
      { 姓名: '坏领域', 专业领域: '占星术', 所属学校: '不存在大学', 身份证号: '1234' },
      { 姓名: '坏卡', 银行卡号: '12ab', 状态: '休假', 邮箱: 'not-an-email' },
      { 姓名: '孙专家', 工作单位: '华东设计研究院' }, // already in the demo library
      { 姓名: '公式', 职称: { formula: '1+1' } },
    ]);
    const check = await upload<ImportCheckResult>('/expert/library/template/check', file);
    expect(check.body!.code).toBe(0);
    const problems = check.body!.data.problems;
    const at = (row: number) => problems.filter((p) => p.row === row).map((p) => p.column);
    expect(check.body!.data).toMatchObject({ total: 7, valid: 1 });
    expect(at(3)).toEqual([]);
    expect(at(4)).toEqual(['手机号']);
    expect(problems.find((p) => p.row === 4)!.reason).toContain('3');
    expect(at(5).sort()).toEqual(['姓名', '手机号'].sort());
    expect(at(6).sort()).toEqual(['专业领域', '所属学校', '身份证号'].sort());
    expect(at(7).sort()).toEqual(['状态', '邮箱', '银行卡号'].sort());
    expect(problems.find((p) => p.row === 8)!.reason).toContain('孙专家');
    expect(at(9)).toEqual(['职称']);

    const run = await upload<{ problems: ImportProblem[] }>('/expert/library/template/import', file);
    expect(run.body).toMatchObject({ code: 13017 });
    expect(run.body!.data.problems.length).toBe(problems.length);
    expect(await libraryCount()).toBe(before);

    const errors = await upload('/expert/library/template/errors', file);
    const sheet = await readAllRows(errors.raw);
    const reasonAt = sheet[1]!.indexOf('错误原因');
    expect(reasonAt).toBe(EXPERT_IMPORT_COLUMNS.length);
    expect(sheet[2]![reasonAt] ?? '').toBe('');
    expect(sheet[3]![reasonAt]).toContain('手机号：');
  });

  it('imports a clean file in one go: encrypted, dictionary values, schools resolved; then refuses it again', async () => {
    const before = await libraryCount();
    const file = await workbookOf([
      good,
      { 姓名: '导入专家丙', 工作单位: '北岭研究所', 专业领域: 'software' },
    ]);
    const run = await upload<{ created: number }>('/expert/library/template/import', file);
    expect(run.body, run.body?.msg).toMatchObject({ code: 0, data: { created: 2 } });
    expect(await libraryCount()).toBe(before + 2);
    const [stored] = await t.db
      .select()
      .from(experts)
      .where(and(eq(experts.name, '导入专家甲'), eq(experts.groupId, t.fixture.groups.organizer.id)));
    expect(stored).toMatchObject({
      fields: ['ai', 'math'],
      schoolGroupId: t.fixture.groups.schoolA.id,
      status: 'active',
    });
    expect(stored!.conflictGroupIds).toEqual([t.fixture.groups.schoolB.id]);
    expect(stored!.phoneCipher).not.toContain('13911110001');
    expect(stored!.idCardCipher).not.toContain('1101');
    const again = await upload<{ problems: ImportProblem[] }>('/expert/library/template/import', file);
    expect(again.body!.code).toBe(13017);
    expect(again.body!.data.problems.map((p) => p.row)).toEqual([3, 4]);

    const exported = await download('/expert/library/export', organizer);
    const rows = await readAllRows(exported.rawPayload);
    const mine = rows.find((r) => r[0] === '导入专家甲')!;
    expect(mine[6]).toMatch(/^139\*{4}0001$/);
    expect(mine[4]).toBe('人工智能,数学建模');
    expect(mine[10]).toBe('**** **** **** 7890');
    expect(rows.some((r) => r.join('').includes('6217001234567890'))).toBe(false);
  });

  it('refuses a non-xlsx upload with 13017 on import, and callers without the permission', async () => {
    const bad = await upload('/expert/library/template/import', Buffer.from('name,phone\n'));
    expect(bad.body).toMatchObject({ code: 13017 });
    expect((await download('/expert/library/template/export', school)).json()).toMatchObject({ code: 401 });
    const asSchool = await upload('/expert/library/template/check', template, school);
    expect(asSchool.body!.code).toBe(401);
    expect((await download('/expert/library/export', school)).json()).toMatchObject({ code: 401 });
  });
});

describe('the expert sheets in English', { timeout: 120_000 }, () => {
  const inEnglish = (method: 'GET' | 'POST', path: string, content?: Buffer) => {
    const body = content ? multipartBody({ filename: 'experts.xlsx', content }, {}) : undefined;
    return t.app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers: {
        authorization: `Bearer ${organizer}`,
        'x-group-id': t.fixture.groups.organizer.publicId,
        'accept-language': 'en',
        ...body?.headers,
      },
      ...(body ? { payload: body.payload } : {}),
    });
  };

  it('downloads an English template that imports once filled, English status words included', async () => {
    const res = await inEnglish('GET', '/expert/library/template/export');
    expect(res.headers['content-disposition']).toContain('expert-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Expert import');
    expect((sheet.getRow(2).values as string[]).slice(1)).toEqual(Object.values(EXPERT_IMPORT_COLUMNS_EN));
    const titles = Object.values(EXPERT_IMPORT_COLUMNS_EN) as string[];
    const fill = (cells: Record<string, string>) =>
      Object.entries(cells).forEach(([title, value]) => {
        sheet.getCell(3, titles.indexOf(title) + 1).value = value;
      });
    fill({ Name: 'Dr Evans', Organisation: 'North Lab', Status: 'Disabled' });
    const run = await inEnglish(
      'POST',
      '/expert/library/template/import',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(run.json()).toMatchObject({ code: 0, data: { created: 1 } });
    const [stored] = await t.db.select().from(experts).where(eq(experts.name, 'Dr Evans'));
    expect(stored).toMatchObject({ organisation: 'North Lab', status: 'disabled' });

    fill({ Name: 'Dr Frost', Phone: '123' });
    const errors = await inEnglish(
      'POST',
      '/expert/library/template/errors',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    const rows = await readAllRows(errors.rawPayload);
    expect(rows[1]![titles.length]).toBe('Errors');
    expect(rows[2]![titles.length]).toMatch(/^Phone: /);
  });

  it('exports the library with English titles and words', async () => {
    const rows = await readAllRows((await inEnglish('GET', '/expert/library/export')).rawPayload);
    expect(rows[0]).toEqual([...Object.values(EXPERT_IMPORT_COLUMNS_EN), 'Sign-in account', 'Access ends']);
    const evans = rows.find((r) => r[0] === 'Dr Evans')!;
    expect(evans[11]).toBe('Disabled');
    expect(evans[12]).toBe('No');
  });
});
