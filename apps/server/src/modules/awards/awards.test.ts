import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeMessages } from '../../db/schema/index.ts';
import type {
  AwardEntryRow,
  AwardLevel,
  AwardListRow,
  MyAwardRow,
  PageResult,
  PublicAwardListRow,
} from '@podium/contracts';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';

let t: TestApp;
let organizer: string;
let group: string;
let competitionId: string;
let listId: string;
let levels: AwardLevel[];
const as = () => ({ token: organizer, groupId: group });

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  group = t.fixture.groups.organizer.publicId;
  const page = await t.get<PageResult<{ competitionId: string; shortName: string }>>(
    '/competition/info/page',
    { ...as(), query: { pageSize: '50' } },
  );
  competitionId = page.body.data.rows.find((r) => r.shortName === '东海杯数模')!.competitionId;
});
afterAll(() => t.close());

describe('award levels and lists', () => {
  it('adds standard levels with their default names and a custom one; a custom one needs a name', async () => {
    for (const kind of ['first', 'second', 'third', 'excellent'] as const) {
      const saved = await t.post<AwardLevel>('/competitionReward/level/save', { competitionId, kind }, as());
      expect(saved.body.code).toBe(0);
    }
    const noName = await t.post(
      '/competitionReward/level/save',
      { competitionId, kind: 'custom' },
      { ...as(), lang: 'en' },
    );
    expect(noName.body).toMatchObject({ code: 400, msg: 'Give a custom award a name' });
    await t.post(
      '/competitionReward/level/save',
      { competitionId, kind: 'custom', name: '最佳创意奖', orderNum: 9 },
      as(),
    );
    levels = (
      await t.get<AwardLevel[]>('/competitionReward/level/list', { ...as(), query: { competitionId } })
    ).body.data;
    expect(levels.map((l) => l.name)).toEqual(['一等奖', '二等奖', '三等奖', '优秀奖', '最佳创意奖']);
  });

  it('makes a list, fills it by hand (a person by user name), and audits each change', async () => {
    const mark = await operationLogMark(t);
    const list = await t.post<{ listId: string }>(
      '/competitionReward/list/save',
      { competitionId, name: '数模获奖名单' },
      as(),
    );
    listId = list.body.data.listId;
    const line = await t.post<{ entryId: string }>(
      '/competitionReward/detailedList/save',
      { listId, levelId: levels[0]!.levelId, username: 'student', workName: '城市交通流模型', score: 91 },
      as(),
    );
    expect(line.body.code).toBe(0);
    await waitForOperationLog(t, 'award', 'entry-save', mark);
    const rows = (
      await t.get<PageResult<AwardEntryRow>>('/competitionReward/detailedList/page', {
        ...as(),
        query: { listId },
      })
    ).body.data.rows;
    expect(rows[0]).toMatchObject({
      winnerName: '李同学',
      schoolName: '东海大学',
      awardName: '一等奖',
      username: 'student',
      score: 91,
    });
    const nobody = await t.post(
      '/competitionReward/detailedList/save',
      { listId, levelId: levels[0]!.levelId },
      as(),
    );
    expect(nobody.body.code).toBe(400);
  });

  it('imports .xlsx: good rows become lines, bad rows come back in an error workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('获奖名单');
    sheet.addRow(['奖项', '获奖者', '用户名', '学校', '学生', '指导教师', '队伍名称', '作品名称', '成绩']);
    sheet.addRow(['二等奖', '王五', '', '东海大学', '', '', '', '作品甲', '88']);
    sheet.addRow(['三等奖', '赵六', '', '西山理工学院', '', '', '', '作品乙', '77.5']);
    sheet.addRow(['特等奖', '钱七', '', '', '', '', '', '', '']);
    sheet.addRow(['优秀奖', '孙八', '', '', '', '', '', '', '很高']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const { payload, headers } = multipartBody({ filename: 'awards.xlsx', content: file });
    const response = await t.app.inject({
      method: 'POST',
      url: `/prod-api/competitionReward/detailedList/import?listId=${listId}`,
      headers: { ...headers, authorization: `Bearer ${organizer}`, 'x-group-id': group },
      payload,
    });
    const result = response.json() as {
      code: number;
      msg: string;
      data: { imported: number; failed: number; errorFileUrl: string };
    };
    expect(result.msg).toBe('ok');
    expect(result.data).toMatchObject({ imported: 2, failed: 2 });
    const errors = await t.app.inject({
      method: 'GET',
      url: result.data.errorFileUrl,
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(errors.statusCode).toBe(200);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(new Uint8Array(errors.rawPayload).buffer);
    const texts = back.worksheets[0]!.getSheetValues().flat().map(String).join('|');
    expect(texts).toContain('奖项“特等奖”不存在');
    expect(texts).toContain('成绩“很高”不是数字');
  });

  it('imports from the template downloaded in English, refused rows coming back in English', async () => {
    // A list of its own: the lines of the shared one are counted below.
    const own = await t.post<{ listId: string }>(
      '/competitionReward/list/save',
      { competitionId, name: 'Modelling awards' },
      as(),
    );
    const template = await t.app.inject({
      method: 'GET',
      url: '/prod-api/competitionReward/detailedList/template',
      headers: { authorization: `Bearer ${organizer}`, 'x-group-id': group, 'accept-language': 'en' },
    });
    expect(template.headers['content-disposition']).toContain('award-import-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(template.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Award list');
    expect((sheet.getRow(2).values as string[]).slice(1)).toEqual([
      'Award',
      'Winner',
      'Username',
      'School',
      'Students',
      'Advisors',
      'Team name',
      'Work',
      'Score',
    ]);
    sheet.getRow(3).values = ['二等奖', 'Grace', '', '东海大学', '', '', '', 'Model A', '90'];
    sheet.getRow(4).values = ['二等奖', 'Heidi', '', '', '', '', '', '', 'high'];
    const { payload, headers } = multipartBody({
      filename: 'awards.xlsx',
      content: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/prod-api/competitionReward/detailedList/import?listId=${own.body.data.listId}`,
      headers: {
        ...headers,
        authorization: `Bearer ${organizer}`,
        'x-group-id': group,
        'accept-language': 'en',
      },
      payload,
    });
    const result = response.json() as { data: { imported: number; failed: number; errorFileUrl: string } };
    expect(result.data).toMatchObject({ imported: 1, failed: 1 });
    const errors = await t.app.inject({
      method: 'GET',
      url: result.data.errorFileUrl,
      headers: { authorization: `Bearer ${organizer}` },
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(new Uint8Array(errors.rawPayload).buffer);
    expect(back.worksheets[0]!.name).toBe('Refused rows');
    expect(back.worksheets[0]!.getRow(1).getCell(10).value).toBe('Reason');
    expect(back.worksheets[0]!.getRow(2).getCell(2).value).toBe('Heidi');
  });

  it('ranks by score and gives levels by rank bands', async () => {
    const ranked = await t.post<{ ranked: number }>(
      '/competitionReward/detailedList/fromRanks',
      {
        listId,
        bands: [
          { levelId: levels[0]!.levelId, count: 1 },
          { levelId: levels[1]!.levelId, count: 2 },
        ],
      },
      as(),
    );
    expect(ranked.body.data.ranked).toBe(3);
    const rows = (
      await t.get<PageResult<AwardEntryRow>>('/competitionReward/detailedList/page', {
        ...as(),
        query: { listId },
      })
    ).body.data.rows;
    expect(rows.map((r) => [r.winnerName, r.rank, r.awardName])).toEqual([
      ['李同学', 1, '一等奖'],
      ['王五', 2, '二等奖'],
      ['赵六', 3, '二等奖'],
    ]);
  });

  it('reaches the winner’s user centre only once published', async () => {
    const student = await t.login('student');
    const mine = async () => (await t.get<MyAwardRow[]>('/web/reward/my', { token: student })).body.data;
    expect((await mine()).some((r) => r.listName === '数模获奖名单')).toBe(false);
    await t.post('/competitionReward/list/publish', { listId, published: true }, as());
    expect((await mine()).find((r) => r.listName === '数模获奖名单')).toMatchObject({ awardName: '一等奖' });
    // The winner is told once, with the level won; another student is not.
    await t.post('/competitionReward/list/publish', { listId, published: true }, as());
    await t.notify.drain();
    const told = async (userId: number) =>
      (await t.db.select().from(subscribeMessages).where(eq(subscribeMessages.userId, userId))).filter(
        (m) => m.title === '获奖通知' && m.content.includes('数模获奖名单'),
      );
    const notices = await told(t.fixture.users.student.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toContain('「一等奖」');
    expect(await told(t.fixture.users.student2.id)).toHaveLength(0);

    // Announced among the site's published lists, newest first, with its count of lines; unpublished, gone.
    const announced = async () =>
      (await t.get<PageResult<PublicAwardListRow>>('/home/reward/lists', { query: { pageSize: '50' } })).body
        .data.rows;
    const lines = await t.get<PageResult<unknown>>('/home/reward/page', {
      query: { listId, pageSize: '50' },
    });
    expect((await announced())[0]).toMatchObject({
      listId,
      listName: '数模获奖名单',
      entries: lines.body.data.total,
    });
    await t.post('/competitionReward/list/publish', { listId, published: false }, as());
    expect((await announced()).some((r) => r.listId === listId)).toBe(false);
    await t.post('/competitionReward/list/publish', { listId, published: true }, as());
  });

  it('finds one list by its id alone, with its competition (a page opened with only listId)', async () => {
    const other = await t.post<{ listId: string }>(
      '/competitionReward/list/save',
      { competitionId, name: '另一份名单' },
      as(),
    );
    expect(other.body.code).toBe(0);
    const found = await t.get<PageResult<AwardListRow>>('/competitionReward/list/page', {
      ...as(),
      query: { listId },
    });
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.rows[0]).toMatchObject({ listId, competitionId, name: '数模获奖名单' });
  });

  it('shows another tenant none of it and refuses a student', async () => {
    const rival = await createRivalOrganiser(t, 'rival_awards', ['reward:list', 'reward:edit']);
    const lists = await t.get<PageResult<AwardListRow>>('/competitionReward/list/page', {
      token: rival.token,
      groupId: rival.groupId,
    });
    expect(lists.body.data.total).toBe(0);
    const lines = await t.get('/competitionReward/detailedList/page', {
      token: rival.token,
      groupId: rival.groupId,
      query: { listId },
    });
    expect(lines.body.code).toBe(404);
    const write = await t.post(
      '/competitionReward/detailedList/save',
      { listId, levelId: levels[0]!.levelId, winnerName: 'x' },
      { token: rival.token, groupId: rival.groupId },
    );
    expect(write.body.code).toBe(404);
    const student = await t.login('student');
    expect((await t.get('/competitionReward/list/page', { token: student })).status).toBe(403);
  });
});
