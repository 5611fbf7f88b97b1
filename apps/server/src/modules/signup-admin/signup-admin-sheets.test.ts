import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  SIGNUP_IMPORT_COLUMNS,
  SIGNUP_IMPORT_COLUMNS_EN,
  type SignUpOptions,
} from '@podium/contracts';
import {
  competitionEnrollSettings,
  competitions,
  enrollTeams,
  subscribeMessages,
  users,
} from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { placesTaken } from '../enrollment/capacity.ts';
import { readAllRows } from '../../platform/excel.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { download, listOf, setUpSignUpAdmin, upload } from './signup-admin.test-support.ts';

let t: TestApp;
let competitionId: string;
let organizer: string;
let school: string;
let sibling: string;
let student: string;
let options: SignUpOptions;

type Row = Partial<Record<(typeof SIGNUP_IMPORT_COLUMNS)[number], string | { formula: string }>>;
type Json = {
  code: number;
  msg: string;
  data: { created?: number; problems: { row: number; column: string; reason: string }[] };
};

beforeAll(async () => {
  ({ t, competitionId, organizer, school, sibling, student } = await setUpSignUpAdmin());
  options = (
    await t.get<SignUpOptions>('/enroll/manage/options', { token: organizer, query: { competitionId } })
  ).body.data;
});
afterAll(() => t.close());

/** The downloaded template of a competition, filled below its notes and title rows. */
const workbookOf = async (token: string, competition: string, rows: Row[]) => {
  const template = await download(t, '/enroll/manage/import/template', token, { competitionId: competition });
  expect(template.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(template.rawPayload).buffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(2).values).toEqual([undefined, ...SIGNUP_IMPORT_COLUMNS]);
  rows.forEach((row, i) =>
    SIGNUP_IMPORT_COLUMNS.forEach((column, c) => {
      const value = row[column];
      if (value !== undefined) sheet.getCell(3 + i, c + 1).value = value;
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
const runImport = async (token: string, content: Buffer, competition = competitionId) =>
  (await upload(t, '/enroll/manage/import', token, content, { competitionId: competition })).json() as Json;

/** A student of 东海大学 (school A) or 西山理工学院 (school B), by username. */
const newStudent = async (school: 'schoolA' | 'schoolB') => {
  const username = `imp${newPublicId()
    .slice(0, 6)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;
  const [source] = await t.db.select({ h: users.passwordHash }).from(users).limit(1);
  await t.db.insert(users).values({
    publicId: newPublicId(),
    username,
    passwordHash: source!.h,
    realName: `导入${username.slice(3)}`,
    userType: 'student',
    groupId: t.fixture.groups[school].id,
  });
  return username;
};

describe('GET /enroll/manage/export', () => {
  it('exports the filtered list the caller may see, neutralising formulas', async () => {
    // A team whose name would run as a formula in a spreadsheet.
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.name, '青禾智造'));
    await t.db
      .update(enrollTeams)
      .set({ name: '=HYPERLINK("http://x","青禾")' })
      .where(eq(enrollTeams.id, team!.id));

    const all = await download(t, '/enroll/manage/export', organizer, { competitionId });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('attachment');
    const rows = await readAllRows(all.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['队伍名称', '竞赛', '阶段', '赛项']);
    const total = (await listOf(t, organizer, { competitionId })).body.data.total;
    expect(rows).toHaveLength(total + 1);
    expect(rows.some((r) => r[0] === `'=HYPERLINK("http://x","青禾")`)).toBe(true);
    expect(rows.some((r) => r[5] === '西山理工学院')).toBe(true);

    const pending = await readAllRows(
      (await download(t, '/enroll/manage/export', organizer, { status: 'pending' })).rawPayload,
    );
    expect(pending.slice(1).every((r) => r[9] === '待审核')).toBe(true);

    const own = await readAllRows((await download(t, '/enroll/manage/export', school)).rawPayload);
    expect(own.slice(1).every((r) => r[5] === '东海大学')).toBe(true);
    // Every sign-up the school may see, whichever area's demo data made it.
    expect(own).toHaveLength((await listOf(t, school, {})).body.data.total + 1);
    const theirs = await readAllRows((await download(t, '/enroll/manage/export', sibling)).rawPayload);
    expect(theirs.slice(1).every((r) => r[5] === '西山理工学院')).toBe(true);
    expect(theirs.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['山岚智能', '西山之光']));
    expect(theirs).toHaveLength((await listOf(t, sibling, {})).body.data.total + 1);
  });

  it('refuses a student and an anonymous caller', async () => {
    expect((await download(t, '/enroll/manage/export', student)).json()).toMatchObject({ code: 401 });
    expect((await download(t, '/enroll/manage/export', '')).json()).toMatchObject({ code: 11000 });
  });
});

describe('import of recommended teams', () => {
  it('refuses the whole file with a reason per bad row and writes nothing; the error workbook marks them', async () => {
    const before = (await t.db.select().from(enrollTeams)).length;
    const good = await newStudent('schoolA');
    const item = options.items[0]!.label;
    const group = options.groups[0]!.label;
    const content = await workbookOf(school, competitionId, [
      { 队伍名称: '北辰智能', 赛项: item, 参赛组别: group, 队长用户名: good },
      {
        队伍名称: '未知赛项队',
        赛项: '不存在的赛项',
        参赛组别: group,
        队长用户名: await newStudent('schoolA'),
      },
      { 队伍名称: '邻校队', 赛项: item, 参赛组别: group, 队长用户名: await newStudent('schoolB') },
      { 队伍名称: '重复队', 赛项: item, 参赛组别: group, 队长用户名: good },
      { 队伍名称: '=1+1', 赛项: item, 参赛组别: group, 队长用户名: 'stu001' },
      { 赛项: item, 参赛组别: '研究生组', 队长用户名: 'nobody' },
    ]);
    const res = await runImport(school, content);
    expect(res.code).toBe(13017);
    const reasons = res.data.problems.map((p) => `${p.row}/${p.column}/${p.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        '4/赛项/赛项不存在',
        '5/队长用户名/用户不存在或不在你管理的学校',
        '6/队长用户名/与第 3 行重复',
        '7/队伍名称/不能以 = + - @ 开头',
        '7/队长用户名/该学生已在该赛项的一支队伍中',
        '8/队伍名称/不能为空',
        '8/参赛组别/参赛组别不存在',
      ]),
    );
    expect(res.data.problems.some((p) => p.row === 3)).toBe(false);
    expect((await t.db.select().from(enrollTeams)).length).toBe(before);

    const errors = await upload(t, '/enroll/manage/import/errors', school, content, { competitionId });
    expect(errors.statusCode).toBe(200);
    const rows = await readAllRows(errors.rawPayload);
    expect(rows[1]![4]).toBe('错误原因');
    expect(rows[2]![4]).toBe('');
    expect(rows[3]![4]).toContain('赛项不存在');
  });

  it('creates sign-ups through the sign-up itself: source recommend for a school, import for the organiser', async () => {
    const item = options.items[1]!.label;
    const group = options.groups[0]!.label;
    const [a, b] = [await newStudent('schoolA'), await newStudent('schoolB')];
    const bySchool = await runImport(
      school,
      await workbookOf(school, competitionId, [
        { 队伍名称: '东海推荐一队', 赛项: item, 参赛组别: group, 队长用户名: a },
      ]),
    );
    expect(bySchool).toMatchObject({ code: 0, data: { created: 1, problems: [] } });
    const byOrganizer = await runImport(
      organizer,
      await workbookOf(organizer, competitionId, [
        { 队伍名称: '西山导入队', 赛项: item, 参赛组别: group, 队长用户名: b },
      ]),
    );
    expect(byOrganizer).toMatchObject({ code: 0, data: { created: 1 } });
    const rows = (await listOf(t, organizer, { competitionId, keyword: '队' })).body.data.rows;
    expect(rows.find((r) => r.name === '东海推荐一队')).toMatchObject({
      source: 'recommend',
      schoolName: '东海大学',
    });
    expect(rows.find((r) => r.name === '西山导入队')).toMatchObject({
      source: 'import',
      schoolName: '西山理工学院',
    });
    // The recommended captain reads that the school put the team forward; the imported one, a plain receipt.
    await t.notify.drain();
    const titlesOf = async (username: string) => {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      const inbox = await t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, user!.id));
      return inbox.map((m) => m.title);
    };
    expect(await titlesOf(a)).toEqual(['学校已推荐您的队伍报名']);
    expect(await titlesOf(b)).toEqual(['报名已提交']);
  });

  it('respects the database capacity: rows beyond it come back refused, the others stay', async () => {
    const [team] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(like(competitions.name, '%全国大学生智能创新设计大赛'));
    const total = await placesTaken(t.db, team!.id, 'total');
    // Leave exactly one place: the organiser lowers the competition's capacity (the sign-up reads it).
    await t.db
      .update(competitionEnrollSettings)
      .set({ capacityTotal: total.used + 1 })
      .where(eq(competitionEnrollSettings.competitionId, team!.id));
    const item = options.items[2]!.label;
    const group = options.groups[0]!.label;
    const res = await runImport(
      organizer,
      await workbookOf(organizer, competitionId, [
        { 队伍名称: '最后一席', 赛项: item, 参赛组别: group, 队长用户名: await newStudent('schoolA') },
        { 队伍名称: '迟到一步', 赛项: item, 参赛组别: group, 队长用户名: await newStudent('schoolA') },
      ]),
    );
    expect(res.code).toBe(0);
    expect(res.data.created).toBe(1);
    expect(res.data.problems).toEqual([{ row: 4, column: '队伍名称', reason: '报名名额已满' }]);
    const after = await placesTaken(t.db, team!.id, 'total');
    expect(after.used).toBe(after.limit);
  });

  it('needs the competition, refuses a student, and refuses a file that is not .xlsx', async () => {
    const content = await workbookOf(organizer, competitionId, []);
    const noCompetition = (await upload(t, '/enroll/manage/import', organizer, content)).json() as Json;
    expect(noCompetition).toMatchObject({ code: 400, msg: '请选择竞赛（字段 competitionId）' });
    expect((await runImport(student, content)).code).toBe(401);
    expect((await runImport(organizer, Buffer.from('not a workbook'))).code).toBe(400);
    expect((await runImport(organizer, content)).code).toBe(13017);
  });
});

describe('the sign-up sheets in English', () => {
  const inEnglish = (
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    content?: Buffer,
  ) => {
    const body = content ? multipartBody({ filename: 'teams.xlsx', content }, query) : undefined;
    return t.app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers: { authorization: `Bearer ${school}`, 'accept-language': 'en', ...body?.headers },
      ...(body ? { payload: body.payload } : { query }),
    });
  };

  it('downloads an English template that imports once filled', async () => {
    // The capacity test above left no place: open the competition again.
    const [team] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(like(competitions.name, '%全国大学生智能创新设计大赛'));
    await t.db
      .update(competitionEnrollSettings)
      .set({ capacityTotal: null })
      .where(eq(competitionEnrollSettings.competitionId, team!.id));
    const res = await inEnglish('GET', '/enroll/manage/import/template', { competitionId });
    expect(res.headers['content-disposition']).toContain('team-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Team import');
    expect(sheet.getRow(2).values).toEqual([undefined, ...Object.values(SIGNUP_IMPORT_COLUMNS_EN)]);
    const captain = await newStudent('schoolA');
    sheet.getRow(3).values = ['Eastern Sea One', options.items[1]!.label, options.groups[0]!.label, captain];
    sheet.getRow(4).values = ['Nowhere', 'No such event', options.groups[0]!.label, captain];
    const content = Buffer.from(await workbook.xlsx.writeBuffer());

    const errors = await inEnglish('POST', '/enroll/manage/import/errors', { competitionId }, content);
    const rows = await readAllRows(errors.rawPayload);
    expect(rows[1]![4]).toBe('Errors');
    expect(rows[3]![4]).toMatch(/^Event: /);

    sheet.spliceRows(4, 1);
    const run = await inEnglish(
      'POST',
      '/enroll/manage/import',
      { competitionId },
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(run.json(), run.body).toMatchObject({ code: 0, data: { created: 1, problems: [] } });
  });

  it('exports the list with English titles, statuses and sources', async () => {
    const res = await inEnglish('GET', '/enroll/manage/export', { keyword: 'Eastern Sea One' });
    const rows = await readAllRows(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['Team name', 'Competition', 'Stage', 'Event']);
    expect(rows[1]![0]).toBe('Eastern Sea One');
    expect(rows[1]![10]).toBe('School recommendation');
    expect(['Pending', 'Awaiting payment', 'Approved']).toContain(rows[1]![9]);
  });
});
