import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type JobProgress,
  type PageResult,
  type SummaryMyTask,
  type SummaryMyTaskRow,
  type SummaryRecordRow,
  type SummarySchoolList,
  type SummarySubmission,
  type SummarySubmissionRow,
  type SummaryTaskDetail,
  type SummaryTaskSaveBody,
} from '@podium/contracts';
import { operationLogs, summaryTaskVersions, summaryTasks } from '../../db/schema/index.ts';
import { readAllRows } from '../../platform/excel.ts';
import { createActor, operationLogMark } from '../../test-support/access-fixtures.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { createRivalOrganiser } from '../../test-support/rival-organiser.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// School reporting through the real app: the organiser defines and publishes a task, each school fills
// only its own, the organiser returns, accepts and reopens; every refusal is named in both languages.
let t: TestApp;
let organizer: string;
let schoolA: string;
let schoolB: string;
let rival: string;
let g: TestApp['fixture']['groups'];

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const asA = (lang?: 'en') => ({ token: schoolA, groupId: g.schoolA.publicId, ...(lang ? { lang } : {}) });
const asB = (lang?: 'en') => ({ token: schoolB, groupId: g.schoolB.publicId, ...(lang ? { lang } : {}) });

const upload = async (token: string, name: string) => {
  const body = multipartBody({
    filename: name,
    content: Buffer.from(`%PDF-1.4\n${name}`),
    contentType: 'application/pdf',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/common/file/upload`,
    query: { purpose: 'attachment' },
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return (res.json() as { data: { fileId: string } }).data.fileId;
};
const download = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const form = (overrides: Partial<SummaryTaskSaveBody> = {}): SummaryTaskSaveBody => ({
  title: '2026 年度学科竞赛工作报送',
  description: '请各校如实填报',
  deadline: inDays(10),
  fields: [
    { key: 'contact', label: '联系人', type: 'text', required: true },
    { key: 'students', label: '参赛学生人数', type: 'number', required: true },
    { key: 'budget', label: '经费（万元）', type: 'number' },
    { key: 'level', label: '组织层级', type: 'choice', options: ['校级', '省级'] },
    { key: 'summary', label: '工作总结', type: 'textarea' },
    { key: 'held', label: '举办日期', type: 'date' },
    {
      key: 'events',
      label: '校内赛事',
      type: 'table',
      columns: [
        { key: 'name', label: '名称' },
        { key: 'count', label: '人数', type: 'number' },
      ],
    },
    { key: 'proof', label: '证明材料', type: 'attachments' },
  ],
  checks: [
    {
      checkId: 'tooMany',
      field: 'students',
      rule: 'max',
      value: 5000,
      level: 'block',
      message: '参赛人数不能超过 5000',
    },
    {
      checkId: 'few',
      field: 'students',
      rule: 'min',
      value: 10,
      level: 'warn',
      message: '参赛人数少于 10 人',
    },
  ],
  schoolIds: [g.schoolA.publicId, g.schoolB.publicId],
  ...overrides,
});

const save = (body: SummaryTaskSaveBody) => t.post<{ taskId: string }>('/summary/task/save', body, org());
const createPublished = async (overrides: Partial<SummaryTaskSaveBody> = {}) => {
  const created = await save(form(overrides));
  expect(created.body.code).toBe(0);
  const { taskId } = created.body.data;
  expect((await t.post('/summary/task/publish', { taskId }, org())).body.code).toBe(0);
  return taskId;
};
const mySave = (taskId: string, values: object, who = asA(), explanations = {}) =>
  t.post<SummaryMyTask>('/summary/my/save', { taskId, values, explanations }, who);
const mySubmit = (taskId: string, values: object, who = asA(), explanations = {}) =>
  t.post<SummaryMyTask>('/summary/my/submit', { taskId, values, explanations }, who);
const full = { contact: '钱老师', students: 120, level: '省级', events: [{ name: '校赛', count: 80 }] };

const audited = async (action: string, mark: number) => {
  for (let i = 0; i < 50; i++) {
    const rows = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'summary'), eq(operationLogs.action, action)));
    if (rows.some((r) => r.id > mark && r.success)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  organizer = await t.login('organizer');
  schoolA = await t.login('school');
  schoolB = (
    await createActor(t, { username: 'xishan_reporter', group: g.schoolB, permissions: ['summary:fill'] })
  ).token;
  rival = (await createRivalOrganiser(t, 'summary_rival', ['summary:manage'])).token;
});
afterAll(() => t.close());

describe('reporting task lifecycle', () => {
  let taskId: string;
  let submissionId: string;
  let proof: string;

  it('lets the organiser define a task with a template and publish it to the chosen schools (audited)', async () => {
    const mark = await operationLogMark(t);
    const template = await upload(organizer, '填报模板.pdf');
    const created = await save(form({ templateFileId: template }));
    expect(created.body).toMatchObject({ code: 0 });
    taskId = created.body.data.taskId;
    expect(await audited('taskSave', mark)).toBe(true);
    // A draft is not the schools' yet.
    expect((await t.get('/summary/my/detail', { ...asA(), query: { taskId } })).body.code).toBe(404);
    expect((await t.post('/summary/task/publish', { taskId }, org())).body.code).toBe(0);
    expect(await audited('taskPublish', mark)).toBe(true);
    const detail = await t.get<SummaryTaskDetail>('/summary/task/detail', { ...org(), query: { taskId } });
    expect(detail.body.data).toMatchObject({ status: 'published', version: 1, schoolCount: 2 });
    expect(detail.body.data.counts.notStarted).toBe(2);
    // The school asked may download the template.
    expect(
      (await download(`${API_BASE}/common/file/${template}`, schoolA, { 'x-group-id': g.schoolA.publicId }))
        .statusCode,
    ).toBe(200);
  });

  it('lists the task for the school and keeps its draft as it goes, without requiring anything yet', async () => {
    const mine = await t.get<SummaryMyTaskRow[]>('/summary/my/tasks', asA());
    expect(mine.body.data.find((r) => r.taskId === taskId)).toMatchObject({ state: 'notStarted' });
    proof = await upload(schoolA, '获奖证明.pdf');
    const mark = await operationLogMark(t);
    const draft = await mySave(taskId, { contact: '钱老师', proof: [proof] });
    expect(draft.body.code).toBe(0);
    expect(draft.body.data.submission).toMatchObject({ state: 'draft', values: { contact: '钱老师' } });
    expect(draft.body.data.submission.files.map((f) => f.name)).toEqual(['获奖证明.pdf']);
    submissionId = draft.body.data.submission.submissionId!;
    expect(await audited('save', mark)).toBe(true);
    // The organiser reads the attachment; another school does not.
    expect((await download(`${API_BASE}/common/file/${proof}`, organizer)).statusCode).toBe(200);
    expect((await download(`${API_BASE}/common/file/${proof}`, schoolB)).statusCode).toBe(404);
  });

  it('refuses a submission missing a required field, and a badly typed value, in both languages', async () => {
    const zh = await mySubmit(taskId, { contact: '钱老师', proof: [proof] });
    expect(zh.body).toMatchObject({ code: 400, msg: '请填写必填项“参赛学生人数”' });
    const en = await mySubmit(taskId, { contact: '钱老师' }, asA('en'));
    expect(en.body.msg).toBe('Please fill in the required field “参赛学生人数”');
    const typed = await mySubmit(taskId, { ...full, students: 'many' });
    expect(typed.body).toMatchObject({ code: 400, msg: '“参赛学生人数”须为数字' });
    const choice = await mySubmit(taskId, { ...full, level: '国家级' });
    expect(choice.body.msg).toBe('“组织层级”须从选项中选择');
  });

  it('refuses a blocking check, and a warning without an explanation; nothing changes', async () => {
    const blocked = await mySubmit(taskId, { ...full, students: 9000 });
    expect(blocked.body).toMatchObject({ code: 400, msg: '未通过校验：参赛人数不能超过 5000' });
    const en = await mySubmit(taskId, { ...full, students: 9000 }, asA('en'));
    expect(en.body.msg).toBe('A check failed: 参赛人数不能超过 5000');
    const warned = await mySubmit(taskId, { ...full, students: 5 });
    expect(warned.body).toMatchObject({ code: 400, msg: '请说明原因：参赛人数少于 10 人' });
    const still = await t.get<SummaryMyTask>('/summary/my/detail', { ...asA(), query: { taskId } });
    expect(still.body.data.submission).toMatchObject({ state: 'draft', version: 0 });
  });

  it('submits with the warning explained, then refuses edits while it waits for review', async () => {
    const submitted = await mySubmit(taskId, { ...full, students: 5, proof: [proof] }, asA(), {
      few: '今年仅部分学院参加',
    });
    expect(submitted.body.code).toBe(0);
    expect(submitted.body.data.submission).toMatchObject({
      state: 'submitted',
      version: 1,
      explanations: { few: '今年仅部分学院参加' },
    });
    const edit = await mySave(taskId, full);
    expect(edit.body).toMatchObject({ code: 409, msg: '已提交，正在等待审核，审核退回后才能修改' });
  });

  it('keeps the school to its own: another school is told the task is not theirs', async () => {
    const onlyA = await createPublished({ title: '仅东海大学', schoolIds: [g.schoolA.publicId] });
    const zh = await t.get('/summary/my/detail', { ...asB(), query: { taskId: onlyA } });
    expect(zh.body).toMatchObject({ code: 401, msg: '该报送任务不属于你的学校，只能填报本校的任务' });
    const en = await mySave(onlyA, { contact: 'x' }, asB('en'));
    expect(en.body.msg).toBe(
      'This reporting task is not for your school; you can only fill in your own school’s tasks',
    );
    // Nor can a school use another school's upload.
    const bFile = await upload(schoolB, 'b.pdf');
    const foreign = await mySave(taskId, { proof: [bFile] }, asA());
    expect(foreign.body.code).not.toBe(0);
    // An organiser acting for a school-less group is asked to act for the school.
    expect(
      (await t.get('/summary/my/tasks', { token: schoolB, groupId: g.schoolB.publicId })).body.code,
    ).toBe(0);
  });

  it('keeps another organiser out of the task and its submissions', async () => {
    expect((await t.get('/summary/task/detail', { token: rival, query: { taskId } })).body.code).toBe(404);
    expect(
      (await t.get('/summary/submission/detail', { token: rival, query: { submissionId } })).body.code,
    ).toBe(404);
    expect((await t.post('/summary/submission/accept', { submissionId }, { token: rival })).body.code).toBe(
      404,
    );
    const page = await t.get<PageResult<unknown>>('/summary/task/page', { token: rival });
    expect(page.body.data.total).toBe(0);
    // A school cannot review.
    expect((await t.post('/summary/submission/accept', { submissionId }, asA())).body.code).toBe(401);
  });

  it('returns it with a note; the school corrects and resubmits; the organiser accepts it and it locks', async () => {
    const mark = await operationLogMark(t);
    const returned = await t.post<SummarySubmission>(
      '/summary/submission/return',
      { submissionId, note: '请补充校内赛事人数' },
      org(),
    );
    expect(returned.body.data).toMatchObject({ state: 'returned', returnNote: '请补充校内赛事人数' });
    expect(await audited('submissionReturn', mark)).toBe(true);
    const mine = await t.get<SummaryMyTaskRow[]>('/summary/my/tasks', asA());
    expect(mine.body.data.find((r) => r.taskId === taskId)).toMatchObject({
      state: 'returned',
      returnNote: '请补充校内赛事人数',
    });
    expect((await mySubmit(taskId, { ...full, proof: [proof] })).body.data.submission).toMatchObject({
      state: 'submitted',
      version: 2,
    });
    const accepted = await t.post<SummarySubmission>('/summary/submission/accept', { submissionId }, org());
    expect(accepted.body.data).toMatchObject({ state: 'accepted', reviewedBy: '赵组委' });
    expect(await audited('submissionAccept', mark)).toBe(true);
    const locked = await mySave(taskId, full);
    expect(locked.body).toMatchObject({
      code: 409,
      msg: '该报送已审核通过并锁定，如需修改请联系主办单位退回',
    });
    expect((await mySave(taskId, full, asA('en'))).body.msg).toBe(
      'This report was accepted and is locked; ask the organiser to reopen it to change anything',
    );
    // Only a submitted report is accepted or returned.
    expect((await t.post('/summary/submission/accept', { submissionId }, org())).body.code).toBe(409);
  });

  it('exports the accepted data to .xlsx and the attachments as a zip through a job', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/summary/export/xlsx`,
      query: { taskId },
      headers: { authorization: `Bearer ${organizer}`, 'x-group-id': g.organizer.publicId },
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await readAllRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['学校', '参赛学生人数', '校内赛事']));
    expect(rows.flat()).toEqual(expect.arrayContaining(['东海大学', '名称=校赛; 人数=80', '获奖证明.pdf']));
    const mark = await operationLogMark(t);
    const started = await t.post<{ jobId: string }>('/summary/export/attachments', { taskId }, org());
    expect(started.body.code).toBe(0);
    expect(await audited('exportAttachments', mark)).toBe(true);
    let progress: JobProgress | undefined;
    for (let i = 0; i < 100 && progress?.status !== 'done'; i++) {
      progress = (await t.get<JobProgress>(`/common/job/${started.body.data.jobId}`, org())).body.data;
      if (progress.status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(progress).toMatchObject({ status: 'done', done: 1, total: 1 });
    const result = progress!.result as { url: string; files: number };
    expect(result.files).toBe(1);
    const zip = await download(result.url, organizer);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('东海大学/证明材料/获奖证明.pdf'))).toBe(true);
  });

  it('lets the organiser reopen an accepted report, logged, and the school write again', async () => {
    const mark = await operationLogMark(t);
    const reopened = await t.post<SummarySubmission>(
      '/summary/submission/reopen',
      { submissionId, note: '数据口径调整，请重新确认' },
      org(),
    );
    expect(reopened.body.data).toMatchObject({ state: 'returned' });
    expect(await audited('submissionReopen', mark)).toBe(true);
    expect((await mySave(taskId, full)).body.code).toBe(0);
  });

  it('records every step and version: who did what and when', async () => {
    const records = await t.get<PageResult<SummaryRecordRow>>('/summary/record/page', {
      ...org(),
      query: { taskId, pageSize: '50' },
    });
    const steps = records.body.data.rows.map((r) => [r.action, r.toState, r.version]).reverse();
    expect(steps).toEqual([
      ['save', 'draft', 0],
      ['submit', 'submitted', 1],
      ['return', 'returned', 0],
      ['submit', 'submitted', 2],
      ['accept', 'accepted', 0],
      ['reopen', 'returned', 0],
    ]);
    const firstVersion = records.body.data.rows.find((r) => r.version === 1)!;
    expect(firstVersion).toMatchObject({ actor: '钱老师', schoolName: '东海大学', values: { students: 5 } });
  });

  it('versions the form when the organiser edits it after publishing', async () => {
    const detail = (await t.get<SummaryTaskDetail>('/summary/task/detail', { ...org(), query: { taskId } }))
      .body.data;
    const edited = await save({
      ...form(),
      taskId,
      fields: [...detail.fields, { key: 'extra', label: '补充说明', type: 'text', required: false }],
    });
    expect(edited.body.code).toBe(0);
    const [task] = await t.db.select().from(summaryTasks).where(eq(summaryTasks.publicId, taskId));
    expect(task!.version).toBe(2);
    const versions = await t.db
      .select()
      .from(summaryTaskVersions)
      .where(eq(summaryTaskVersions.taskId, task!.id));
    expect(versions.map((v) => [v.version, v.fields.length])).toEqual([[1, 8]]);
    // Saving the same form again does not add a version.
    await save({
      ...form(),
      taskId,
      fields: [...detail.fields, { key: 'extra', label: '补充说明', type: 'text' }],
    });
    const [again] = await t.db.select().from(summaryTasks).where(eq(summaryTasks.publicId, taskId));
    expect(again!.version).toBe(2);
  });
});

describe('deadlines, nothing to report and the school list', () => {
  it('refuses a late report by name, and shows the school overdue', async () => {
    const taskId = await createPublished({ title: '已截止的报送', deadline: inDays(-1) });
    const late = await mySave(taskId, { contact: 'x' });
    expect(late.body.code).toBe(400);
    expect(late.body.msg).toMatch(/^已过报送截止时间（\d{4}-\d{2}-\d{2} \d{2}:\d{2}），不能再填报$/);
    expect((await mySave(taskId, { contact: 'x' }, asA('en'))).body.msg).toMatch(
      /^The deadline \(.+\) has passed/,
    );
    const page = await t.get<PageResult<SummarySubmissionRow>>('/summary/submission/page', {
      ...org(),
      query: { taskId },
    });
    expect(page.body.data.rows.map((r) => r.state)).toEqual(['overdue', 'overdue']);
  });

  it('lets a school say it has nothing to report, with a reason', async () => {
    const taskId = await createPublished({ title: '专项经费报送' });
    const noReason = await t.post('/summary/my/nothing', { taskId, reason: '' }, asB());
    expect(noReason.body.code).toBe(400);
    const nothing = await t.post<SummaryMyTask>(
      '/summary/my/nothing',
      { taskId, reason: '本年度无专项经费' },
      asB(),
    );
    expect(nothing.body.data.submission).toMatchObject({
      state: 'nothing',
      nothingReason: '本年度无专项经费',
    });
    const list = await t.get<SummarySchoolList>('/summary/school/list', {
      ...org(),
      query: { taskId, state: 'nothing' },
    });
    expect(list.body.data.rows.map((r) => r.name)).toEqual(['西山理工学院']);
    expect(list.body.data.rows[0]!.reporters.map((r) => r.name)).toContain('xishan_reporter');
    const all = await t.get<SummarySchoolList>('/summary/school/list', {
      ...org(),
      query: { pageSize: '100' },
    });
    const donghai = all.body.data.rows.find((r) => r.name === '东海大学')!;
    expect(donghai.states[taskId]).toBe('notStarted');
  });

  it('refuses a school outside the organiser, a form with a duplicate key, and deleting a published task', async () => {
    const rivalSchool = await save(form({ schoolIds: ['aaaaaaaaaaaaaaaaaaaaa'] }));
    expect(rivalSchool.body).toMatchObject({ code: 400, msg: '所选学校不在本单位下级范围内' });
    const duplicate = await save(
      form({
        fields: [
          { key: 'a', label: 'A', type: 'text' },
          { key: 'a', label: 'B', type: 'text' },
        ],
        checks: [],
      }),
    );
    expect(duplicate.body).toMatchObject({ code: 400, msg: '字段或校验标识重复：a' });
    const taskId = await createPublished({ title: '不可删除' });
    expect((await t.post('/summary/task/delete', { taskId }, org())).body).toMatchObject({
      code: 409,
      msg: '已发布的报送任务不能删除',
    });
    const all = await save(form({ title: '全部下级学校', allSchools: true, schoolIds: [] }));
    const detail = await t.get<SummaryTaskDetail>('/summary/task/detail', {
      ...org(),
      query: { taskId: all.body.data.taskId },
    });
    expect(detail.body.data.schools.length).toBeGreaterThanOrEqual(2);
    expect((await t.post('/summary/task/delete', { taskId: all.body.data.taskId }, org())).body.code).toBe(0);
  });
});

describe('demo data', () => {
  it('has a published task asking every demo school, in several states', async () => {
    const page = await t.get<
      PageResult<{ taskId: string; title: string; schoolCount: number; counts: Record<string, number> }>
    >('/summary/task/page', { ...org(), query: { keyword: '2026 年度学科竞赛工作报送' } });
    const demo = page.body.data.rows.find((r) => r.title === '2026 年度学科竞赛工作报送')!;
    expect(demo.schoolCount).toBe(7);
    expect(demo.counts).toMatchObject({
      notStarted: 2,
      submitted: 1,
      accepted: 1,
      returned: 1,
      draft: 1,
      nothing: 1,
    });
    const mine = await t.get<SummaryMyTaskRow[]>('/summary/my/tasks', asA());
    expect(mine.body.data.find((r) => r.taskId === demo.taskId)?.state).toBe('notStarted');
  });

  it('has a closed task whose unfinished schools read as overdue', async () => {
    const title = '2026 年上半年竞赛获奖情况报送';
    const page = await t.get<
      PageResult<{ taskId: string; title: string; schoolCount: number; counts: Record<string, number> }>
    >('/summary/task/page', { ...org(), query: { keyword: title } });
    const closed = page.body.data.rows.find((r) => r.title === title)!;
    expect(closed.schoolCount).toBe(7);
    // Never started, a draft left, a returned report not sent back: all three past the deadline.
    expect(closed.counts).toMatchObject({ overdue: 3, accepted: 3, nothing: 1, notStarted: 0, draft: 0 });
    const mine = await t.get<SummaryMyTaskRow[]>('/summary/my/tasks', asA());
    expect(mine.body.data.find((r) => r.taskId === closed.taskId)?.state).toBe('accepted');
  });
});

describe('menus', () => {
  const pathsOf = (menu: unknown) => JSON.stringify(menu).match(/"path":"\/summary\/[^"]*"/g) ?? [];
  it('gives the organiser the four reporting pages and a school only its own form', async () => {
    const mine = await t.get('/system/menu/userMenu', org());
    expect(pathsOf(mine.body.data).sort()).toEqual([
      '"path":"/summary/record"',
      '"path":"/summary/schoolList"',
      '"path":"/summary/setting"',
      '"path":"/summary/submission"',
    ]);
    const school = await t.get('/system/menu/userMenu', asA());
    expect(pathsOf(school.body.data)).toEqual(['"path":"/summary/submission"']);
  });
});
