import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUP_IMPORT_COLUMNS,
  type CompetitionOption,
  type CompetitionRow,
  type PageResult,
} from '@podium/contracts';
import { enrollTeams, operationLogs, users } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { openCompetition } from '../../test-support/open-competition.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { download, setUpSignUpAdmin } from './signup-admin.test-support.ts';

// A school recommends its own students' teams, only into competitions open to it now (published, sign-up
// open, not limited to other schools): its desk lists them, the import offers them, the server holds it.
let t: TestApp;
let g: TestApp['fixture']['groups'];
let organizer: string;
let school: string;
let sibling: string;
let student: string;
let openToAll: { competitionId: string; item: string };
let onlyB: { competitionId: string; item: string };
let draftId: string;

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const competitionPage = (token: string, keyword: string) =>
  t.get<PageResult<CompetitionRow>>('/competition/info/page', {
    token,
    query: { keyword, pageNum: '1', pageSize: '50' },
  });
const importChoices = async (token: string) =>
  (await t.get<CompetitionOption[]>('/enroll/manage/import/competitions', { token })).body;

let serial = 0;
const newStudent = async (home: 'schoolA' | 'schoolB') => {
  serial += 1;
  const username = `rec${serial}x${newPublicId()
    .slice(0, 5)
    .replace(/[^A-Za-z0-9]/g, 'x')}`;
  const [source] = await t.db.select({ h: users.passwordHash }).from(users).limit(1);
  await t.db.insert(users).values({
    publicId: newPublicId(),
    username,
    passwordHash: source!.h,
    realName: `推荐${serial}`,
    userType: 'student',
    groupId: g[home].id,
  });
  return username;
};

/** The import template of a competition filled with rows (team, item, captain). */
const sheetOf = async (competitionId: string, rows: [string, string, string][]) => {
  const template = await download(t, '/enroll/manage/import/template', organizer, { competitionId });
  expect(template.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(template.rawPayload).buffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach(([team, item, captain], i) => {
    sheet.getCell(3 + i, 1 + SIGNUP_IMPORT_COLUMNS.indexOf('队伍名称')).value = team;
    sheet.getCell(3 + i, 1 + SIGNUP_IMPORT_COLUMNS.indexOf('赛项')).value = item;
    sheet.getCell(3 + i, 1 + SIGNUP_IMPORT_COLUMNS.indexOf('队长用户名')).value = captain;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
const runImport = async (token: string, competitionId: string, content: Buffer, lang = 'zh') => {
  const { payload, headers } = multipartBody({ filename: 'teams.xlsx', content }, { competitionId });
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/enroll/manage/import',
    headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': lang },
    payload,
  });
  return res.json() as { code: number; msg: string; data: { created?: number } | null };
};

beforeAll(async () => {
  ({ t, organizer, school, sibling, student } = await setUpSignUpAdmin());
  g = t.fixture.groups;
  const open = await openCompetition(t, org(), { name: '校推荐公开赛', items: ['公开赛道'] });
  openToAll = { competitionId: open.competitionId, item: '公开赛道' };
  const b = await openCompetition(t, org(), {
    name: '校推荐西山专场',
    items: ['专场赛道'],
    rules: { eligibleSchoolIds: [g.schoolB.publicId] },
  });
  onlyB = { competitionId: b.competitionId, item: '专场赛道' };
  const draft = await t.post<{ competitionId: string }>(
    '/competition/info/add',
    { name: `校推荐草稿 ${newPublicId().slice(0, 5)}`, level: 'school', year: 2026 },
    org(),
  );
  draftId = draft.body.data.competitionId;
});
afterAll(() => t.close());

describe('a school’s desk competition list', () => {
  it('lists the competitions open to the school, read-only; never a draft nor one limited to another school', async () => {
    const rows = (await competitionPage(school, '校推荐')).body.data.rows;
    const ids = rows.map((r) => r.competitionId);
    expect(ids).toContain(openToAll.competitionId);
    expect(ids).not.toContain(onlyB.competitionId);
    expect(ids).not.toContain(draftId);
    expect(rows.find((r) => r.competitionId === openToAll.competitionId)).toMatchObject({
      canManage: false,
      canPublish: false,
      canUnpublish: false,
      canClose: false,
      canRemove: false,
    });
    // The sibling school (西山) sees its own special competition too.
    const siblings = (await competitionPage(sibling, '校推荐')).body.data.rows.map((r) => r.competitionId);
    expect(siblings).toEqual(expect.arrayContaining([openToAll.competitionId, onlyB.competitionId]));
    // The organiser manages all three, drafts included.
    const managed = (await competitionPage(organizer, '校推荐')).body.data.rows;
    expect(managed.map((r) => r.competitionId)).toEqual(
      expect.arrayContaining([openToAll.competitionId, onlyB.competitionId, draftId]),
    );
    expect(managed.every((r) => r.canManage)).toBe(true);
  });

  it('does not let a school open the desk details of a competition it does not manage', async () => {
    const detail = await t.get('/competition/info/detail', {
      token: school,
      query: { competitionId: openToAll.competitionId },
    });
    expect(detail.body.code).toBe(404);
  });

  it('refuses an anonymous caller and a student', async () => {
    expect((await competitionPage('', '校推荐')).body.code).toBe(11000);
    expect((await competitionPage(student, '校推荐')).body.code).toBe(401);
  });
});

describe('GET /enroll/manage/import/competitions', () => {
  it('offers a school the competitions open to it, and the organiser its own', async () => {
    const bySchool = await importChoices(school);
    expect(bySchool.code).toBe(0);
    const ids = bySchool.data.map((c) => c.competitionId);
    expect(ids).toContain(openToAll.competitionId);
    expect(ids).not.toContain(onlyB.competitionId);
    expect(ids).not.toContain(draftId);
    expect(bySchool.data.every((c) => c.status === 'published')).toBe(true);
    expect((await importChoices(sibling)).data.map((c) => c.competitionId)).toContain(onlyB.competitionId);
    expect((await importChoices(organizer)).data.map((c) => c.competitionId)).toEqual(
      expect.arrayContaining([openToAll.competitionId, onlyB.competitionId, draftId]),
    );
  });

  it('refuses a student and an anonymous caller', async () => {
    expect((await importChoices(student)).code).toBe(401);
    expect((await importChoices('')).code).toBe(11000);
  });
});

describe('a school recommending its teams', () => {
  it('recommends its own student into an open competition, with source recommend and an audit row', async () => {
    const captain = await newStudent('schoolA');
    const res = await runImport(
      school,
      openToAll.competitionId,
      await sheetOf(openToAll.competitionId, [['东海推荐队', openToAll.item, captain]]),
    );
    expect(res).toMatchObject({ code: 0, data: { created: 1 } });
    const [team] = await t.db
      .select({ publicId: enrollTeams.publicId, source: enrollTeams.source })
      .from(enrollTeams)
      .where(eq(enrollTeams.name, '东海推荐队'));
    expect(team!.source).toBe('recommend');
    const logs = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'enroll'), eq(operationLogs.target, team!.publicId)));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'import', success: true });
  });

  it('refuses a competition limited to another school, in both languages, and writes nothing', async () => {
    const captain = await newStudent('schoolA');
    const content = await sheetOf(onlyB.competitionId, [['越界队', onlyB.item, captain]]);
    const zh = await runImport(school, onlyB.competitionId, content);
    expect(zh).toMatchObject({
      code: 409,
      msg: '该竞赛当前未向本校开放报名（须已发布、报名进行中且不限定其他学校）',
    });
    const en = await runImport(school, onlyB.competitionId, content, 'en');
    expect(en.msg).toBe(
      'This competition is not open to your school now (it must be published, taking sign-ups and not limited to other schools)',
    );
    const template = await download(t, '/enroll/manage/import/template', school, {
      competitionId: onlyB.competitionId,
    });
    expect(template.json()).toMatchObject({ code: 409 });
    expect(await t.db.select().from(enrollTeams).where(eq(enrollTeams.name, '越界队'))).toHaveLength(0);
  });

  it('refuses a draft as missing and a closed sign-up window as not open', async () => {
    const captain = await newStudent('schoolA');
    expect(
      (
        await runImport(
          school,
          draftId,
          await sheetOf(openToAll.competitionId, [['草稿队', openToAll.item, captain]]),
        )
      ).code,
    ).toBe(404);
    const closed = await openCompetition(t, org(), { name: '校推荐已结束', items: ['赛道'] });
    expect(
      (await t.post('/competition/info/close', { competitionId: closed.competitionId }, org())).body.code,
    ).toBe(0);
    const res = await runImport(
      school,
      closed.competitionId,
      await sheetOf(closed.competitionId, [['迟到队', '赛道', captain]]),
    );
    expect(res.code).toBe(409);
    expect(await t.db.select().from(enrollTeams).where(eq(enrollTeams.name, '迟到队'))).toHaveLength(0);
  });

  it('never signs up another school’s student', async () => {
    const other = await newStudent('schoolB');
    const res = await runImport(
      school,
      openToAll.competitionId,
      await sheetOf(openToAll.competitionId, [['邻校代报队', openToAll.item, other]]),
    );
    expect(res.code).toBe(13017);
    expect(await t.db.select().from(enrollTeams).where(eq(enrollTeams.name, '邻校代报队'))).toHaveLength(0);
  });
});
