import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BlindCheck,
  DistributionRow,
  ExpertQueue,
  PageResult,
  ExpertStage,
  ExpertWork,
  ReviewSetting,
} from '@podium/contracts';
import { experts, files, sessions, users } from '../../db/schema/index.ts';
import { DEMO_DOCUMENTS, DEMO_MEDIA } from '../works/demo-documents.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let expert: string;
let organizer: string;
let stage: ExpertStage;
let queue: ExpertQueue;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const workOf = (assignmentId: string, token = expert) =>
  t.get<ExpertWork>('/review/expert/work', { token, query: { assignmentId } });
/** A ticket link as the browser's `<img>`/`<video>` would fetch it: no Authorization header. */
const fetchLink = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const setDownload = async (expertDownload: boolean) => {
  const setting = (
    await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId: stage.stageId } })
  ).body.data;
  const { reviewStart: _s, reviewEnd: _e, ...body } = setting;
  const saved = await t.post('/review/setting/save', { ...body, expertDownload }, org());
  expect(saved.body.code).toBe(0);
};

beforeAll(async () => {
  t = await createTestApp();
  [expert, organizer] = (await Promise.all(['expert', 'organizer'].map((u) => t.login(u)))) as [
    string,
    string,
  ];
  stage = (await t.get<ExpertStage[]>('/review/expert/stages', { token: expert })).body.data[0]!;
  queue = (
    await t.get<ExpertQueue>('/review/expert/queue', { token: expert, query: { stageId: stage.stageId } })
  ).body.data;
});
afterAll(async () => {
  await t.close();
});

describe('what an expert sees of an assigned work', () => {
  it('shows the work title in the queue and, blind, never the team or school', () => {
    expect(queue.blind).toBe(true);
    for (const item of queue.items) {
      expect(item.workTitle).toMatch(/设计|改造|收纳|装置|绘本/);
      expect(item.title).toMatch(/^#\d{3}$/);
      expect(item.schoolName).toBe('');
    }
  });

  it('gives the title, the description and every file with a view link, no download by default', async () => {
    const res = await workOf(queue.items[0]!.assignmentId);
    expect(res.body.code).toBe(0);
    const work = res.body.data;
    expect(work.title).toBe(queue.items[0]!.workTitle);
    expect(work.fields).toEqual([{ label: '设计说明', value: expect.stringContaining('设计说明见附件') }]);
    expect(work.files.map((f) => [f.name, f.kind])).toEqual([
      ['设计说明.pdf', 'pdf'],
      ['展板.jpg', 'image'],
      ['演示视频.webm', 'video'],
    ]);
    expect(work.downloadAllowed).toBe(false);
    expect(work.files.every((f) => f.downloadUrl === null)).toBe(true);
    expect(work.watermark).toMatch(/^孙专家 · \d{4}-\d{2}-\d{2}$/);
    // Nothing of the team leaks through the answer of a blind stage.
    expect(JSON.stringify(work)).not.toMatch(
      /东海大学|西山理工学院|王思远|刘子涵|青瓷新生|城市微光|折纸书架/,
    );
  });

  it('dates the watermark with the day in China, not the UTC day (at 01:30 Beijing time UTC is still yesterday)', async () => {
    // The coming 17:30 UTC: 01:30 of the next day in Beijing.
    const at = new Date();
    at.setUTCHours(17, 30, 0, 0);
    if (at.getTime() < Date.now()) at.setUTCDate(at.getUTCDate() + 1);
    const beijingDay = new Date(at.getTime() + 86_400_000).toISOString().slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      // Signed in at that moment (a session of real time would have lapsed by then). The session row's
      // last-seen time is the database's clock, which the fake does not move on PostgreSQL: set it to the moment.
      const token = await t.login('expert');
      const [expertUser] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'expert'));
      await t.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.userId, expertUser!.id));
      const res = await workOf(queue.items[0]!.assignmentId, token);
      expect(res.body.code).toBe(0);
      expect(res.body.data.watermark).toBe(`孙专家 · ${beijingDay}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves each file inline through its ticket, with byte ranges for seeking the video', async () => {
    const work = (await workOf(queue.items[0]!.assignmentId)).body.data;
    const [pdf, image, video] = work.files;
    const shown = await fetchLink(pdf!.viewUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-security-policy']).toContain('sandbox');
    expect([DEMO_DOCUMENTS.designBrief, DEMO_DOCUMENTS.designBriefSigned].map(String)).toContain(
      shown.rawPayload.toString(),
    );
    expect((await fetchLink(image!.viewUrl)).rawPayload.equals(DEMO_MEDIA.designBoard.buffer)).toBe(true);
    const size = DEMO_MEDIA.designClip.buffer.length;
    const part = await fetchLink(video!.viewUrl, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.equals(DEMO_MEDIA.designClip.buffer.subarray(1000, 2000))).toBe(true);
  });

  it('refuses a forged or altered ticket, and the generic file route to experts (it would bypass the stage)', async () => {
    const work = (await workOf(queue.items[0]!.assignmentId)).body.data;
    const url = new URL(work.files[0]!.viewUrl, 'http://x');
    const [body, signature] = url.searchParams.get('ticket')!.split('.');
    const claims = Buffer.from(body!, 'base64url').toString();
    const asDownload = Buffer.from(claims.replace('.view.', '.download.')).toString('base64url');
    // The signature's first character changed (to one it is not: a fixed 'x' left one run in 64 unaltered).
    const altered = `${signature![0] === 'x' ? 'y' : 'x'}${signature!.slice(1)}`;
    for (const ticket of [`${asDownload}.${signature}`, `${body}.${altered}`, 'nonsense']) {
      const res = await fetchLink(`/prod-api/review/expert/file?ticket=${ticket}`, {
        'accept-language': 'en',
      });
      expect(res.json()).toMatchObject({ code: 404, msg: expect.stringContaining('expired') });
    }
    const [row] = await t.db.select().from(files).where(eq(files.publicId, work.files[0]!.fileId));
    const generic = await t.app.inject({
      method: 'GET',
      url: `/prod-api/common/file/${row!.publicId}`,
      headers: { authorization: `Bearer ${expert}` },
    });
    expect(generic.json()).toMatchObject({ code: 404 });
  });

  it('downloads (attachment) only while the stage allows it, checked again at every request', async () => {
    await setDownload(true);
    const work = (await workOf(queue.items[0]!.assignmentId)).body.data;
    expect(work.downloadAllowed).toBe(true);
    const download = await fetchLink(work.files[1]!.downloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    await setDownload(false);
    expect((await fetchLink(work.files[1]!.downloadUrl!)).json()).toMatchObject({ code: 404 });
    expect((await fetchLink(work.files[1]!.viewUrl)).statusCode).toBe(200);
  });

  it("lets nobody else read an expert's work: other experts, students, organisers are refused", async () => {
    const assignmentId = queue.items[0]!.assignmentId;
    const [other, student] = await Promise.all([t.login('expert2'), t.login('student')]);
    expect((await workOf(assignmentId, other)).body).toMatchObject({ code: 404 });
    expect((await workOf(assignmentId, student)).body.code).toBe(401);
    expect((await workOf(assignmentId, organizer)).body.code).toBe(401);
    expect((await t.get('/review/expert/work', { query: { assignmentId } })).body.code).toBe(11000);
  });

  it('ends a ticket when its assignment is withdrawn or its session signs out', async () => {
    // The organiser gives the expert one more work of a school they may review, then takes it back.
    const [sun] = await t.db.select().from(experts).where(eq(experts.name, '孙专家'));
    const list = await t.get<PageResult<DistributionRow>>('/review/distribution/list', {
      ...org(),
      query: { stageId: stage.stageId, pageSize: '50' },
    });
    const free = list.body.data.rows.find(
      (r) => r.schoolName === '东海大学' && !r.assignments.some((a) => a.expertId === sun!.publicId),
    )!;
    await t.post('/review/distribution/assign', { entryId: free.entryId, expertId: sun!.publicId }, org());
    const after = await t.get<ExpertQueue>('/review/expert/queue', {
      token: expert,
      query: { stageId: stage.stageId },
    });
    const open = after.body.data.items.find((i) => i.status === 'assigned')!;
    const link = (await workOf(open.assignmentId)).body.data.files[0]!.viewUrl;
    expect((await fetchLink(link)).statusCode).toBe(200);
    const withdrawn = await t.post(
      '/review/distribution/unassign',
      { assignmentId: open.assignmentId },
      org(),
    );
    expect(withdrawn.body.code).toBe(0);
    expect((await fetchLink(link)).json()).toMatchObject({ code: 404 });

    const session = await t.login('expert');
    const kept = queue.items[0]!;
    const mine = (await workOf(kept.assignmentId, session)).body.data.files[2]!.viewUrl;
    expect((await fetchLink(mine, { range: 'bytes=0-9' })).statusCode).toBe(206);
    await t.post('/auth/logout', {}, { token: session });
    expect((await fetchLink(mine, { range: 'bytes=0-9' })).json()).toMatchObject({ code: 404 });
  });
});

describe('the blind-review metadata check', () => {
  it("warns the organiser of a file whose PDF Author names one of the team's members", async () => {
    const res = await t.get<BlindCheck>('/review/distribution/blindCheck', {
      ...org(),
      query: { stageId: stage.stageId },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ blind: true, skipped: 0 });
    expect(res.body.data.checked).toBeGreaterThanOrEqual(6);
    expect(res.body.data.rows).toEqual([
      {
        entryId: expect.any(String),
        teamName: '城市微光创作组',
        workTitle: '老街区夜间照明改造',
        fileName: '设计说明.pdf',
        field: 'PDF Author',
        value: '刘子涵',
        matches: '刘子涵',
      },
    ]);
  });

  it('reads an Office document’s creator too', async () => {
    const { readDocumentAuthors } = await import('../../platform/storage/document-authors.ts');
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file(
      'docProps/core.xml',
      '<cp:coreProperties xmlns:cp="c" xmlns:dc="d"><dc:creator>胡一鸣</dc:creator>' +
        '<cp:lastModifiedBy>Hu &amp; Co</cp:lastModifiedBy></cp:coreProperties>',
    );
    const buffer = await zip.generateAsync({ type: 'nodebuffer' });
    const stored = await t.storage.put(buffer, { contentType: 'x', name: 'a.docx' });
    const authors = await readDocumentAuthors(t.storage, {
      id: 0,
      publicId: 'x',
      storageKey: stored.key,
      ownerId: null,
      groupId: null,
      purpose: 'workFile',
      originalName: 'a.docx',
      size: buffer.length,
      sha256: stored.sha256,
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      createdAt: new Date(),
    });
    expect(authors).toEqual([
      { field: 'Office creator', value: '胡一鸣' },
      { field: 'Office lastModifiedBy', value: 'Hu & Co' },
    ]);
  });

  it('says nothing for a stage that is not blind, and refuses experts', async () => {
    const setting = (
      await t.get<ReviewSetting>('/review/setting/get', { ...org(), query: { stageId: stage.stageId } })
    ).body.data;
    const { reviewStart: _s, reviewEnd: _e, ...body } = setting;
    await t.post('/review/setting/save', { ...body, blind: false }, org());
    const open = await t.get<BlindCheck>('/review/distribution/blindCheck', {
      ...org(),
      query: { stageId: stage.stageId },
    });
    expect(open.body.data).toEqual({ blind: false, checked: 0, skipped: 0, rows: [] });
    await t.post('/review/setting/save', body, org());
    const refused = await t.get('/review/distribution/blindCheck', {
      token: expert,
      query: { stageId: stage.stageId },
    });
    expect(refused.body.code).toBe(401);
  });
});
