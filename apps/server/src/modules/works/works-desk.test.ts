import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, subscribeMessages } from '../../db/schema/index.ts';
import type { PageResult, SharedWork, WorkDetail, WorkRow } from '@podium/contracts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { donghai } from './works-test-support.ts';

let t: TestApp;
let organizer: string;
let school: string;
let student: string;
let siblingSchool: string;

let donghaiCup: string;

/** The desk list within 东海杯, whose two demo works these tests follow (other competitions have works too). */
const list = (token: string, query: Record<string, string> = {}) =>
  t.get<PageResult<WorkRow>>('/works/list', { token, query: { competitionId: donghaiCup, ...query } });

beforeAll(async () => {
  t = await createTestApp();
  const [cup] = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(eq(competitions.name, '第十二届东海杯大学生数学建模挑战赛'));
  donghaiCup = cup!.publicId;
  [organizer, school, student] = await Promise.all([
    t.login('organizer'),
    t.login('school'),
    t.login('student'),
  ]);
  // An account of 西山理工学院 (school B) with the same rights as the demo school account.
  siblingSchool = (
    await createActor(t, {
      username: 'xishan_admin',
      group: t.fixture.groups.schoolB,
      permissions: ['works:list'],
    })
  ).token;
});
afterAll(async () => t.close());

describe('desk works list and detail', () => {
  it('lists both demo works for the organiser, with filters', async () => {
    const all = await list(organizer, { keyword: '东海' });
    expect(all.body.code).toBe(0);
    // Other areas' demo sign-ups have no work yet: the submitted ones are the two demo works.
    const everything = await list(organizer, { status: 'submitted' });
    const titles = everything.body.data.rows.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['城市交通流量预测模型', '新能源电站选址的多目标优化']));
    // 东海杯's two papers; the finished design competition's works are listed too.
    const donghaiCup = { competitionId: (await donghai(t)).competitionPublicId };
    const bySchool = await list(organizer, { ...donghaiCup, keyword: '西山', status: 'submitted' });
    expect(bySchool.body.data.rows.map((r) => r.schoolName)).toEqual(['西山理工学院']);
    const byStatus = await list(organizer, { status: 'notSubmitted' });
    expect(byStatus.body.data.rows.every((r) => r.status === 'notSubmitted')).toBe(true);
    const submitted = await list(organizer, {
      ...donghaiCup,
      status: 'submitted',
      schoolId: t.fixture.groups.schoolA.publicId,
    });
    expect(submitted.body.data.rows.map((r) => r.title)).toEqual(['城市交通流量预测模型']);
  });

  it('shows a school only its own school’s works, never a sibling’s', async () => {
    const own = await list(school, { status: 'submitted' });
    expect(new Set(own.body.data.rows.map((r) => r.schoolName))).toEqual(new Set(['东海大学']));
    const sibling = await list(siblingSchool, { status: 'submitted' });
    expect(new Set(sibling.body.data.rows.map((r) => r.schoolName))).toEqual(new Set(['西山理工学院']));
    const theirs = own.body.data.rows[0]!.workId!;
    const refused = await t.get('/works/detail', { token: siblingSchool, query: { workId: theirs } });
    expect(refused.status).toBe(404);
    const viaPortal = await t.get('/web/work/detail', { token: siblingSchool, query: { workId: theirs } });
    expect(viaPortal.status).toBe(404);
  });

  it('shows every version in the detail, and its files to those allowed', async () => {
    const own = await list(school, {
      competitionId: (await donghai(t)).competitionPublicId,
      status: 'submitted',
    });
    const detail = await t.get<WorkDetail>('/works/detail', {
      token: school,
      query: { workId: own.body.data.rows[0]!.workId! },
    });
    expect(detail.body.data.versions.map((v) => v.versionNo)).toEqual([2, 1]);
    const file = detail.body.data.versions[1]!.files[0]!;
    const download = (token: string) =>
      t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${token}` } });
    const bySchool = await download(school);
    expect(bySchool.statusCode).toBe(200);
    expect(bySchool.headers['content-disposition']).toContain('attachment');
    expect(bySchool.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(organizer)).statusCode).toBe(200);
    expect((await download(siblingSchool)).statusCode).toBe(404);
  });

  it('refuses the wrong role and anonymous callers', async () => {
    const asStudent = await list(student);
    expect(asStudent.status).toBe(403);
    const anonymous = await t.get('/works/list');
    expect(anonymous.body.code).toBe(11000);
    const zip = await t.post('/works/zip', {}, { token: student });
    expect(zip.status).toBe(403);
    const share = await t.post('/works/share', { workId: 'x', publicParts: [] }, { token: school });
    expect(share.status).toBe(403);
  });
});

describe('share page', () => {
  it('shows only the parts the organiser made public, and files only when they are', async () => {
    const rows = (await list(organizer, { status: 'submitted' })).body.data.rows;
    const workId = rows.find((r) => r.schoolName === '东海大学')!.workId!;
    const link = await t.get<{ shareId: string; path: string }>('/web/work/shareLink', {
      token: student,
      query: { workId },
    });
    const { shareId } = link.body.data;
    expect(link.body.data.path).toBe(`/works/detail?shareId=${shareId}`);

    const page = async () =>
      (await t.get<SharedWork>('/web/work/detailByShareId', { query: { shareId } })).body;
    // The demo: team and abstract public, files private.
    const first = await page();
    expect(first.data).toMatchObject({
      title: '城市交通流量预测模型',
      // A one-person entry is named after its student: masked on the public page.
      teamName: '李*学',
      schoolName: '东海大学',
      fields: [{ label: '论文摘要', value: '季节性 ARIMA 与梯度提升残差修正的组合预测模型。' }],
      files: null,
    });
    const detail = await t.get<WorkDetail>('/works/detail', { token: organizer, query: { workId } });
    const fileId = detail.body.data.current!.files[0]!.fileId;
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/prod-api/web/work/shareFile/${shareId}/${fileId}`,
    });
    expect(hidden.statusCode).toBe(404);

    const changed = await t.post('/works/share', { workId, publicParts: ['files'] }, { token: organizer });
    expect(changed.body.code).toBe(0);
    const second = await page();
    expect(second.data).toMatchObject({ teamName: null, schoolName: null, fields: null });
    expect(second.data.files).toHaveLength(1);
    const shown = await t.app.inject({ method: 'GET', url: second.data.files![0]!.url });
    expect(shown.statusCode).toBe(200);
    // Only the current version's files: an old version's file is not reachable through the share link.
    const oldFile = detail.body.data.versions.find((v) => !v.current)!.files[0]!.fileId;
    const old = await t.app.inject({
      method: 'GET',
      url: `/prod-api/web/work/shareFile/${shareId}/${oldFile}`,
    });
    expect(old.statusCode).toBe(404);

    const unknown = await t.get('/web/work/detailByShareId', { query: { shareId: 'nosuchshare123' } });
    expect(unknown.status).toBe(404);

    // The team heard of the first opening once, however often the page was opened since; nobody else did.
    await t.notify.drain();
    const told = await t.db
      .select()
      .from(subscribeMessages)
      .where(eq(subscribeMessages.title, '作品分享链接已被打开'));
    expect(told.map((m) => m.userId)).toEqual([t.fixture.users.student.id]);
    expect(told[0]).toMatchObject({ topic: 'competition', link: '/center/work' });
  });
});
