import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  type InfoFormDetail,
  type InfoFormRow,
  type InfoSubmission,
  type PageResult,
  type PortalCompetitionRow,
} from '@podium/contracts';
import { infoForms } from '../../db/schema/index.ts';
import { readAllRows } from '../../platform/excel.ts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { settledAudit } from './audit-rows.test-helper.ts';

let t: TestApp;
let organizer: string;
let student: string;
let student2: string;
let teamCompetitionId: string;
let formId: string;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const fields = [
  { key: 'invoiceTitle', label: '发票抬头', type: 'text', required: true },
  { key: 'taxNo', label: '税号', type: 'text', required: false },
  { key: 'amount', label: '金额', type: 'number', required: true },
  { key: 'kind', label: '发票类型', type: 'select', required: true, options: ['普票', '专票'] },
  { key: 'date', label: '开票日期', type: 'date', required: false },
];

beforeAll(async () => {
  t = await createTestApp();
  [organizer, student, student2] = await Promise.all([
    t.login('organizer'),
    t.login('student'),
    signInNewStudent(t, 'outsider_forms'),
  ]);
  const rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
  teamCompetitionId = rows.find((r) => r.shortName === '智创大赛')!.competitionId;
});
afterAll(() => t.close());

describe('organiser: information forms', () => {
  it('defines a form (audited) and refuses duplicate keys and a select without options', async () => {
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await t.post<{ formId: string }>(
      '/competition/infoForm/save',
      { competitionId: teamCompetitionId, title: '报销发票信息', fields, deadline },
      org(),
    );
    expect(res.body.code).toBe(0);
    formId = res.body.data.formId;
    const dup = await t.post(
      '/competition/infoForm/save',
      { competitionId: teamCompetitionId, title: 'x', fields: [fields[0], fields[0]], deadline },
      org(),
    );
    expect(dup.body).toMatchObject({ code: 400, msg: '字段标识重复：invoiceTitle' });
    const noOptions = await t.post(
      '/competition/infoForm/save',
      {
        competitionId: teamCompetitionId,
        title: 'x',
        fields: [{ key: 'k', label: '类型', type: 'select' }],
        deadline,
      },
      { ...org(), lang: 'en' },
    );
    expect(noOptions.body).toMatchObject({ code: 400, msg: 'The select field “类型” needs options' });
    const [log] = await settledAudit(t, { action: 'infoFormSave', target: formId });
    expect(log).toMatchObject({ module: 'competition', success: true });
    const list = await t.get<InfoFormRow[]>('/competition/infoForm/list', {
      ...org(),
      query: { competitionId: teamCompetitionId },
    });
    expect(list.body.data.map((f) => f.title)).toEqual(['决赛行程与住宿信息', '报销发票信息']);
    expect(list.body.data[0]!.submissionCount).toBe(1);
  });

  it('refuses a student and an anonymous caller', async () => {
    const body = { competitionId: teamCompetitionId, title: 'x', fields, deadline: new Date().toISOString() };
    expect((await t.post('/competition/infoForm/save', body, { token: student })).body.code).toBe(401);
    expect((await t.post('/competition/infoForm/save', body)).body.code).toBe(11000);
    expect(
      (await t.get('/competition/infoForm/submission/list', { token: student, query: { formId } })).body.code,
    ).toBe(401);
  });
});

describe('entrant: submit until the deadline', () => {
  it('lists the forms of the competitions the student entered', async () => {
    const res = await t.get<InfoFormRow[]>('/web/center/infoForm/list', { token: student });
    expect(res.body.data.map((f) => f.title).sort()).toEqual(['决赛行程与住宿信息', '报销发票信息'].sort());
    const travel = res.body.data.find((f) => f.title === '决赛行程与住宿信息')!;
    expect(travel.submittedAt).not.toBeNull();
    expect((await t.get<InfoFormRow[]>('/web/center/infoForm/list', { token: student2 })).body.data).toEqual(
      [],
    );
  });

  it('checks required fields, numbers, options and unknown keys with clear messages', async () => {
    const submit = (values: Record<string, string>, lang?: 'en') =>
      t.post('/web/center/infoForm/submit', { formId, values }, { token: student, lang });
    expect((await submit({ amount: '12' })).body).toMatchObject({ code: 400, msg: '请填写“发票抬头”' });
    expect((await submit({ invoiceTitle: '东海大学', amount: 'abc', kind: '普票' })).body).toMatchObject({
      msg: '“金额”须为数字',
    });
    expect((await submit({ invoiceTitle: '东海大学', amount: '12', kind: '收据' }, 'en')).body).toMatchObject(
      {
        msg: 'Choose “发票类型” from its options',
      },
    );
    expect(
      (await submit({ invoiceTitle: '东海大学', amount: '12', kind: '普票', date: '2026-13-40' })).body.code,
    ).toBe(400);
    expect(
      (await submit({ invoiceTitle: '东海大学', amount: '12', kind: '普票', extra: '1' })).body,
    ).toMatchObject({
      msg: '表单中没有字段“extra”',
    });
  });

  it('submits, edits in place (audited) and shows the answers back', async () => {
    const values = { invoiceTitle: '东海大学', taxNo: '=HYPERLINK("x")', amount: '300', kind: '专票' };
    expect(
      (await t.post('/web/center/infoForm/submit', { formId, values }, { token: student })).body.code,
    ).toBe(0);
    const edited = { ...values, amount: '320' };
    expect(
      (await t.post('/web/center/infoForm/submit', { formId, values: edited }, { token: student })).body.code,
    ).toBe(0);
    const detail = await t.get<InfoFormDetail>('/web/center/infoForm/detail', {
      token: student,
      query: { formId },
    });
    expect(detail.body.data.values).toMatchObject({ amount: '320', kind: '专票' });
    const logs = await settledAudit(t, { action: 'infoSubmit' }, 2);
    expect(logs.filter((l) => l.success)).toHaveLength(2);
  });

  it('refuses a student who did not enter the competition', async () => {
    const res = await t.post(
      '/web/center/infoForm/submit',
      { formId, values: { invoiceTitle: 'x', amount: '1', kind: '普票' } },
      { token: student2, lang: 'en' },
    );
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'Only entrants of this competition may fill this form',
    });
    expect(
      (await t.get('/web/center/infoForm/detail', { token: student2, query: { formId } })).body.code,
    ).toBe(400);
  });

  it('lets the organiser list and export the submissions (formulas neutralised)', async () => {
    const list = await t.get<InfoSubmission[]>('/competition/infoForm/submission/list', {
      ...org(),
      query: { formId },
    });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      username: 'student',
      realName: '李同学',
      schoolName: '东海大学',
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/competition/infoForm/submission/export`,
      query: { formId },
      headers: { authorization: `Bearer ${organizer}`, 'x-group-id': t.fixture.groups.organizer.publicId },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await readAllRows(file.rawPayload);
    expect(rows[0]).toEqual([
      '用户名',
      '姓名',
      '学校',
      '队伍',
      '发票抬头',
      '税号',
      '金额',
      '发票类型',
      '开票日期',
      '提交时间',
    ]);
    expect(rows[1]!.slice(0, 8)).toEqual([
      'student',
      '李同学',
      '东海大学',
      '追光者队', // student's demo team (seed/extras/teams.ts)
      '东海大学',
      `'=HYPERLINK("x")`,
      '320',
      '专票',
    ]);
  });

  it('refuses submissions after the deadline', async () => {
    await t.db.update(infoForms).set({ deadline: new Date(Date.now() - 1000) });
    const res = await t.post(
      '/web/center/infoForm/submit',
      { formId, values: { invoiceTitle: 'x', amount: '1', kind: '普票' } },
      { token: student },
    );
    expect(res.body).toMatchObject({ code: 400, msg: '已过填写截止时间' });
    expect((await t.post('/competition/infoForm/delete', { formId }, org())).body.code).toBe(0);
  });
});
