import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  API_BASE,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS_EN,
  type ImportCheckResult,
  type ImportProblem,
  type ImportResult,
} from '@podium/contracts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let organizer: string;
/** Imports for schoolA only. */
let schoolA: string;

type Cell = string | { formula: string };
type Row = Partial<Record<(typeof USER_IMPORT_COLUMNS)[number], Cell>>;

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

/** GET a binary call through the app (in English when asked). */
const download = (path: string, token: string, query: Record<string, string> = {}, lang?: 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
    query,
  });

let template: Buffer;
/** The downloaded template, filled in below its two header rows. */
const workbookOf = async (rows: Row[]) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(template).buffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((row, i) =>
    USER_IMPORT_COLUMNS.forEach((column, c) => {
      const value = row[column];
      if (value !== undefined) sheet.getCell(3 + i, c + 1).value = value;
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const upload = (
  path: string,
  token: string,
  content: Buffer | null,
  fields: Record<string, string> = {},
  filename = 'users.xlsx',
  lang?: 'en',
) => {
  const { payload, headers } = multipartBody(content ? { filename, content } : null, fields);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload,
  });
};
const check = async (token: string, content: Buffer, fields?: Record<string, string>) =>
  (await upload('/system/user/template/check', token, content, fields)).json() as {
    code: number;
    msg: string;
    data: ImportCheckResult;
  };
const runImport = async (token: string, content: Buffer, fields?: Record<string, string>) =>
  (await upload('/system/user/template/import', token, content, fields)).json() as {
    code: number;
    msg: string;
    data: ImportResult & { problems: ImportProblem[] };
  };

const good = (n: number, extra: Row = {}): Row => ({
  用户名: `imp${n}user`,
  姓名: `导入${n}`,
  手机号: `1370000000${n}`,
  邮箱: `imp${n}@x.cn`,
  身份证号: '',
  所属机构编码: 'SCH-DONGHAI',
  角色: '学生',
  状态: '正常',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  organizer = await t.login('organizer');
  const [role] = await t.db
    .insert(roles)
    .values({
      publicId: newPublicId(),
      groupId: t.fixture.groups.schoolA.id,
      roleKey: 'importer',
      roleName: '导入员',
      permissions: ['system:user:list', 'system:user:import', 'system:user:export'],
    })
    .returning({ id: roles.id });
  await t.db
    .insert(userRoles)
    .values({ userId: t.fixture.users.school.id, roleId: role!.id, groupId: t.fixture.groups.schoolA.id });
  // Platform roles (no group) are ROOT's to assign; the school's own 学生 role is what the rows name.
  await t.db.insert(roles).values({
    publicId: newPublicId(),
    groupId: t.fixture.groups.schoolA.id,
    roleKey: 'schoolStudent',
    roleName: '学生',
    permissions: [],
  });
  schoolA = await t.login('school');
  const res = await download('/system/user/template/export', organizer);
  template = res.rawPayload;
});
afterAll(() => t.close());

describe('GET /system/user/template/export', () => {
  it('is an .xlsx with notes, titles and drop-downs from the database', async () => {
    const res = await download('/system/user/template/export', organizer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell(1, 1).value)).toContain('填写说明');
    expect((sheet.getRow(2).values as string[]).slice(1)).toEqual([...USER_IMPORT_COLUMNS]);
    const validations = (sheet as unknown as { dataValidations: { model: Record<string, { type: string }> } })
      .dataValidations.model;
    // exceljs expands the ranges cell by cell when it reads them back.
    expect(Object.keys(validations)).toEqual(expect.arrayContaining(['F3', 'G3', 'H3', 'H10002']));
    expect(validations.H3).toMatchObject({ type: 'list', formulae: ['lists!$C$1:$C$2'] });
    const lists = workbook.getWorksheet('lists')!;
    expect(lists.state).toBe('hidden');
    const listed = lists.getColumn(1).values.filter(Boolean);
    expect(listed).toEqual(expect.arrayContaining(['ORGANIZER', 'SCH-DONGHAI', 'SCH-XISHAN']));
    expect(listed).not.toContain('PLATFORM');
    expect(lists.getColumn(2).values).toContain('学生');
    expect(lists.getColumn(2).values).not.toContain('超级管理员');
  });

  it('needs the import permission', async () => {
    expect((await download('/system/user/template/export', await t.login('expert'))).json()).toMatchObject({
      code: 401,
    });
  });
});

describe('POST /system/user/template/check', () => {
  it('accepts good rows without writing', async () => {
    const before = await userCount();
    const res = await check(organizer, await workbookOf([good(1), good(2), good(3)]));
    expect(res).toMatchObject({ code: 0, data: { total: 3, valid: 3, existing: 0, problems: [] } });
    expect(await userCount()).toBe(before);
  });

  it('returns every bad row with its row number, column and reason', async () => {
    const res = await check(
      organizer,
      await workbookOf([
        good(1),
        good(1, { 手机号: '13700000009', 邮箱: 'other@x.cn' }),
        good(4, {
          姓名: { formula: 'SUM(1,2)' },
          邮箱: '=HYPERLINK("http://evil")',
          手机号: '+8613700000004',
        }),
        good(5, {
          用户名: '5x',
          身份证号: '12345',
          所属机构编码: 'NOPE',
          角色: '学生,超级管理员',
          状态: '离职',
        }),
        good(6, { 用户名: 'student', 身份证号: '110105200002300011' }),
      ]),
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ total: 5, valid: 1, existing: 1 });
    const at = (row: number) =>
      res.data.problems.filter((p) => p.row === row).map((p) => `${p.column}:${p.reason}`);
    expect(at(3)).toEqual([]);
    expect(at(4)).toEqual(['用户名:与第 3 行重复']);
    expect(at(5)).toEqual(
      expect.arrayContaining(['姓名:不允许公式', '邮箱:不允许公式', '手机号:不允许公式']),
    );
    expect(at(6)).toEqual(
      expect.arrayContaining([
        '用户名:须以字母开头，4-32位字母、数字或下划线',
        '身份证号:无效的身份证号码：必须为18位字符串',
        '所属机构编码:机构编码不存在或不在管辖范围内',
        '角色:角色不存在或无权分配：超级管理员',
        '状态:状态只能是“正常”或“停用”',
      ]),
    );
    expect(at(7)).toEqual(
      expect.arrayContaining(['用户名:用户名已存在（可勾选“更新已有用户”）', '身份证号:无效的出生日期']),
    );
  });

  it('refuses malformed, wrong-type, oversized and missing files', async () => {
    const zipLike = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect(await check(organizer, zipLike)).toMatchObject({
      code: 400,
      msg: '文件已损坏或不是有效的 Excel 文件',
    });
    expect(await check(organizer, Buffer.from('用户名,姓名\nabc,def\n'))).toMatchObject({
      code: 400,
      msg: '仅支持 .xlsx 格式的 Excel 文件',
    });
    expect(await check(organizer, Buffer.alloc(5 * 1024 * 1024 + 10, 0x50))).toMatchObject({
      code: 400,
      msg: '文件不能超过 5 MB',
    });
    const none = (
      await upload('/system/user/template/check', organizer, null, { updateExisting: 'true' })
    ).json();
    expect(none).toMatchObject({ code: 400, msg: '请上传文件（字段 file）' });
    const json = await t.post('/system/user/template/check', { file: 'x' }, { token: organizer });
    expect(json.body).toMatchObject({ code: 400, msg: '请上传文件（字段 file）' });
    const headerless = new ExcelJS.Workbook();
    headerless.addWorksheet('x').getCell(1, 1).value = 'hello';
    expect(await check(organizer, Buffer.from(await headerless.xlsx.writeBuffer()))).toMatchObject({
      code: 400,
    });
  });

  it('needs a session and the permission', async () => {
    const file = await workbookOf([good(1)]);
    expect((await upload('/system/user/template/check', 'nope', file)).json()).toMatchObject({ code: 11000 });
    expect((await upload('/system/user/template/check', await t.login('expert'), file)).json()).toMatchObject(
      { code: 401 },
    );
  });
});

describe('POST /system/user/template/import', () => {
  it('writes nothing and answers 13017 with the reasons when any row is bad', async () => {
    const before = await userCount();
    const res = await runImport(organizer, await workbookOf([good(1), good(2, { 用户名: '' })]));
    expect(res).toMatchObject({ code: 13017, msg: '导入失败，共 1 处错误' });
    expect(res.data.problems).toEqual([{ row: 4, column: '用户名', reason: '必填' }]);
    expect(await userCount()).toBe(before);
  });

  it('imports every row in one go, with a shared initial password shown once', async () => {
    const res = await runImport(
      organizer,
      await workbookOf([
        good(1),
        good(2, { 身份证号: '110105200001010011' }),
        good(3, { 状态: '停用', 所属机构编码: '' }),
      ]),
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ created: 3, updated: 0 });
    await t.login('imp1user', res.data.initialPassword!);
    const [stored] = await t.db.select().from(users).where(eq(users.username, 'imp2user'));
    expect(stored).toMatchObject({ gender: 1, birthday: '2000-01-01', groupId: t.fixture.groups.schoolA.id });
    expect(stored!.phoneCipher).not.toContain('13700000002');
    const [third] = await t.db.select().from(users).where(eq(users.username, 'imp3user'));
    expect(third).toMatchObject({ status: 0, groupId: t.fixture.groups.organizer.id });
  });

  it('updates existing users only when asked, and takes a given initial password', async () => {
    const file = await workbookOf([good(1, { 姓名: '改过' }), good(7)]);
    expect((await runImport(organizer, file)).code).toBe(13017);
    expect((await runImport(organizer, file, { initialPassword: 'short' })).msg).toBe(
      '初始密码需为 8-64 位，并包含字母和数字',
    );
    const res = await runImport(organizer, file, { updateExisting: 'true', initialPassword: 'Given1234' });
    expect(res.data).toEqual({ created: 1, updated: 1, initialPassword: null });
    const [row] = await t.db
      .select({ realName: users.realName })
      .from(users)
      .where(eq(users.username, 'imp1user'));
    expect(row!.realName).toBe('改过');
    await t.login('imp7user', 'Given1234');
  });

  it('keeps a school to its own group and users', async () => {
    const res = await runImport(
      schoolA,
      await workbookOf([
        good(8, { 所属机构编码: 'SCH-XISHAN' }),
        good(9, { 用户名: 'student2', 所属机构编码: '' }),
      ]),
      { updateExisting: 'true' },
    );
    expect(res.code).toBe(13017);
    expect(res.data.problems.map((p) => p.reason)).toEqual([
      '机构编码不存在或不在管辖范围内',
      '无权修改该用户',
    ]);
  });
});

describe('POST /system/user/template/errors', () => {
  it('returns the upload with a 错误原因 column and bad rows filled red', async () => {
    const res = await upload(
      '/system/user/template/errors',
      organizer,
      await workbookOf([good(5), good(6, { 手机号: '=1+1' })]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell(2, 9).value).toBe('错误原因');
    expect(sheet.getCell(3, 9).value).toBe('');
    expect(sheet.getCell(4, 9).value).toBe('手机号：不允许公式');
    expect(sheet.getCell(4, 3).value).toBe("'=1+1"); // written back neutralised
    expect((sheet.getCell(4, 1).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
  });
});

describe('GET /system/user/export', () => {
  it('exports the filtered list, masked and with formulas neutralised', async () => {
    await t.post(
      '/system/user/add',
      {
        username: 'formula1',
        realName: '=HYPERLINK("http://evil","x")',
        password: 'Passw0rd!',
        groupId: t.fixture.groups.schoolA.publicId,
        phone: '13600000001',
      },
      { token: admin },
    );
    const res = await download('/system/user/export', organizer, { keyword: 'formula1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell(2, 2).value).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(sheet.getCell(2, 2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell(2, 3).value).toBe('136****0001');
  });

  it('never exports another school’s users, and needs the permission', async () => {
    const res = await download('/system/user/export', schoolA);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const names = workbook.worksheets[0]!.getColumn(1).values;
    expect(names).toContain('student');
    expect(names).not.toContain('student2');
    expect((await download('/system/user/export', await t.login('expert'))).json()).toMatchObject({
      code: 401,
    });
  });
});

describe('the template in English', () => {
  /** The English template, filled below its notes and title rows with the given cells in column order. */
  const englishFilled = async (rows: string[][]) => {
    const res = await download('/system/user/template/export', organizer, {}, 'en');
    expect(res.headers['content-disposition']).toContain('user-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('User import');
    expect(String(sheet.getCell(1, 1).value)).toMatch(/^How to fill in/);
    expect((sheet.getRow(2).values as string[]).slice(1)).toEqual(Object.values(USER_IMPORT_COLUMNS_EN));
    expect(workbook.getWorksheet('lists')!.getColumn(3).values.filter(Boolean)).toEqual([
      'Active',
      'Disabled',
    ]);
    rows.forEach((cells, r) => cells.forEach((value, c) => (sheet.getCell(3 + r, c + 1).value = value)));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  it('imports once filled, English status words included', async () => {
    const content = await englishFilled([
      ['enuser1', 'Alice', '13700000091', 'alice@x.cn', '', 'SCH-DONGHAI', '学生', 'Disabled'],
      ['enuser2', 'Bob', '', '', '', 'SCH-DONGHAI', '学生', ''],
    ]);
    const run = await runImport(organizer, content);
    expect(run, run.msg).toMatchObject({ code: 0, data: { created: 2 } });
    const [alice] = await t.db.select().from(users).where(eq(users.username, 'enuser1'));
    expect(alice).toMatchObject({ realName: 'Alice', status: 0 });
  });

  it('names problems and writes the error workbook in English', async () => {
    const content = await englishFilled([['enuser3', 'Carol', '=1+1', '', '', '', '', 'Paused']]);
    const checked = (
      await upload('/system/user/template/check', organizer, content, {}, 'u.xlsx', 'en')
    ).json() as { data: ImportCheckResult };
    expect(checked.data.problems.map((p) => p.column)).toEqual(['Phone', 'Status']);
    const res = await upload('/system/user/template/errors', organizer, content, {}, 'u.xlsx', 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell(2, 9).value).toBe('Errors');
    expect(String(sheet.getCell(3, 9).value)).toMatch(/^Phone: .+; Status: status must be “Active”/);
  });

  it('exports the list with English titles and status words', async () => {
    const res = await download('/system/user/export', organizer, { keyword: 'enuser1' }, 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Users');
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      'Username',
      'Name',
      'Phone',
      'Email',
      'ID number',
      'Organisation',
      'Organisation code',
      'Department',
      'Roles',
      'Status',
      'Created',
    ]);
    expect(sheet.getCell(2, 10).value).toBe('Disabled');
  });
});
