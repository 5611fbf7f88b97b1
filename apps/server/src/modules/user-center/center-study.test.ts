import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type PageResult, type PortalCompetitionRow, type StudyResource } from '@podium/contracts';
import { files } from '../../db/schema/index.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { signInNewStudent } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { settledAudit } from './audit-rows.test-helper.ts';

let t: TestApp;
let organizer: string;
let student: string;
let student2: string;
let school: string;
let teamCompetitionId: string;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });

const uploadPdf = async (token: string, name = '备赛手册.pdf') => {
  const body = multipartBody({
    filename: name,
    content: Buffer.from('%PDF-1.4\nstudy'),
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

const download = (fileId: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}/common/file/${fileId}`,
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  [organizer, student, student2, school] = await Promise.all([
    t.login('organizer'),
    t.login('student'),
    signInNewStudent(t, 'outsider_study'),
    t.login('school'),
  ]);
  const rows = (await t.get<PageResult<PortalCompetitionRow>>('/home/competition/page')).body.data.rows;
  teamCompetitionId = rows.find((r) => r.shortName === '智创大赛')!.competitionId;
});
afterAll(() => t.close());

describe('study resources', () => {
  let resource: StudyResource;
  let fileId: string;

  it('lets the organiser publish an entrants-only resource with a file and a link (audited)', async () => {
    fileId = await uploadPdf(organizer);
    const res = await t.post<StudyResource>(
      '/competition/study/save',
      {
        competitionId: teamCompetitionId,
        title: '初赛备赛手册',
        description: '题目解读与评分细则',
        visibility: 'entrants',
        links: [{ title: '官方说明', url: 'https://www.example.edu.cn/guide' }],
        fileIds: [fileId],
      },
      org(),
    );
    expect(res.body.code).toBe(0);
    resource = res.body.data;
    expect(resource.files).toEqual([{ fileId, name: '备赛手册.pdf', size: expect.any(Number) }]);
    const [file] = await t.db.select().from(files).where(eq(files.publicId, fileId));
    expect(file!.purpose).toBe('studyResource');
    const logs = await settledAudit(t, { action: 'studySave', target: resource.resourceId });
    expect(logs[0]).toMatchObject({ module: 'competition', success: true });
    const list = await t.get<StudyResource[]>('/competition/study/list', {
      ...org(),
      query: { competitionId: teamCompetitionId },
    });
    expect(list.body.data.map((r) => r.title)).toContain('初赛备赛手册');
  });

  it('shows it to an entrant, who may download the file; a non-entrant sees only public resources', async () => {
    const forStudent = (await t.get<StudyResource[]>('/web/center/study/list', { token: student })).body.data;
    expect(forStudent.map((r) => r.title)).toEqual(
      expect.arrayContaining(['初赛备赛手册', '决赛答辩模板（仅限报名选手）']),
    );
    expect((await download(fileId, student)).statusCode).toBe(200);

    const forOther = (await t.get<StudyResource[]>('/web/center/study/list', { token: student2 })).body.data;
    expect(forOther.map((r) => r.title)).toEqual(['往届优秀作品与评审要点']);
    expect((await download(fileId, student2)).statusCode).toBe(404);
    const keyword = await t.get<StudyResource[]>('/web/center/study/list', {
      token: student,
      query: { keyword: '模板' },
    });
    expect(keyword.body.data).toHaveLength(1);
  });

  it('opens the file to everyone signed in once the resource is made public', async () => {
    const res = await t.post<StudyResource>(
      '/competition/study/save',
      {
        competitionId: teamCompetitionId,
        resourceId: resource.resourceId,
        title: '初赛备赛手册',
        visibility: 'public',
        fileIds: [fileId],
      },
      org(),
    );
    expect(res.body.code).toBe(0);
    expect((await download(fileId, student2)).statusCode).toBe(200);
  });

  it('refuses a file that is not the organiser’s own upload, a student, a school account and no sign-in', async () => {
    const foreign = await uploadPdf(student, 'mine.pdf');
    const res = await t.post(
      '/competition/study/save',
      { competitionId: teamCompetitionId, title: '借用', fileIds: [foreign] },
      { ...org(), lang: 'en' },
    );
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'An attachment does not exist or was not uploaded by you',
    });
    const body = { competitionId: teamCompetitionId, title: 'x' };
    expect((await t.post('/competition/study/save', body, { token: student })).body.code).toBe(401);
    expect((await t.post('/competition/study/save', body, { token: school })).body.code).toBe(401);
    expect((await t.post('/competition/study/save', body)).body.code).toBe(11000);
    expect((await t.get('/web/center/study/list')).body.code).toBe(11000);
  });

  it('removes a resource (audited); the entrant no longer sees it', async () => {
    const res = await t.post('/competition/study/delete', { resourceId: resource.resourceId }, org());
    expect(res.body.code).toBe(0);
    const left = (await t.get<StudyResource[]>('/web/center/study/list', { token: student })).body.data;
    expect(left.map((r) => r.resourceId)).not.toContain(resource.resourceId);
    const missing = await t.post('/competition/study/delete', { resourceId: resource.resourceId }, org());
    expect(missing.body).toMatchObject({ code: 404, msg: '学习资料不存在' });
    const [log] = await settledAudit(t, { action: 'studyRemove' });
    expect(log).toMatchObject({ success: true });
  });
});
