import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import { files, operationLogs } from '../../db/schema/index.ts';
import { registerFileAccess } from '../../platform/storage/index.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { fakeMp4, PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let student: string;
let student2: string;
let admin: string;

type Result = { code: number; msg: string; data: { fileId: string; url: string } | null };

const upload = async (
  purpose: string,
  file: { filename: string; content: Buffer; field?: string } | null,
  token?: string,
  lang: 'en' | 'zh-CN' = 'en',
) => {
  const body = multipartBody(file && { ...file, contentType: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/common/file/upload`,
    query: { purpose },
    headers: {
      ...body.headers,
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as Result };
};

const download = (fileId: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}/common/file/${fileId}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const fileCount = async () => (await t.db.select({ n: count() }).from(files))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin] = await Promise.all([t.login('student'), t.login('student2'), t.login('admin')]);
});
afterAll(async () => t.close());

describe('POST /common/file/upload', () => {
  it('stores an image, records it and audits the upload', async () => {
    const { body } = await upload('cover', { filename: '封面.png', content: PNG_1X1 }, student);
    expect(body.code).toBe(0);
    expect(body.data!.url).toBe(`${API_BASE}/common/file/${body.data!.fileId}`);
    const [row] = await t.db.select().from(files).where(eq(files.publicId, body.data!.fileId));
    expect(row).toMatchObject({
      purpose: 'cover',
      originalName: '封面.png',
      size: PNG_1X1.length,
      mime: 'image/png',
    });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.target, body.data!.fileId));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ module: 'file', action: 'upload', success: true });
  });

  it('refuses content that is not of the purpose’s kind, whatever its name, and writes nothing', async () => {
    const before = await fileCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload('cover', { filename: 'cover.png', content: html }, student);
    expect(fake.body).toMatchObject({
      code: 400,
      msg: 'File type not allowed (detected: ?); allowed: image',
    });
    const video = await upload('avatar', { filename: 'me.png', content: fakeMp4(2000) }, student, 'zh-CN');
    expect(video.body.msg).toBe('文件类型不符合要求（检测为 video/mp4），仅允许：image');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over the purpose’s limit, a missing file, an unknown purpose and a resumable one', async () => {
    const before = await fileCount();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload('avatar', { filename: 'big.png', content: big }, student)).body).toMatchObject({
      code: 400,
      msg: 'The file is too large: at most 2 MB',
    });
    expect((await upload('cover', null, student)).body.msg).toBe('Choose a file to upload (field “file”)');
    expect(
      (await upload('cover', { filename: 'a.png', content: PNG_1X1, field: 'other' }, student)).body.msg,
    ).toBe('Choose a file to upload (field “file”)');
    expect((await upload('nope', { filename: 'a.png', content: PNG_1X1 }, student)).body.code).toBe(400);
    expect((await upload('video', { filename: 'v.mp4', content: fakeMp4(1000) }, student)).body.msg).toBe(
      'Files of this purpose are large; use the resumable upload',
    );
    expect(await fileCount()).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    const response = await upload('cover', { filename: 'a.png', content: PNG_1X1 });
    expect(response.body.code).toBe(11000);
  });
});

describe('GET /common/file/:fileId', () => {
  it('serves a public image to anyone, as an attachment with nosniff and its original name', async () => {
    const { body } = await upload('cover', { filename: '封面 图.png', content: PNG_1X1 }, student);
    const response = await download(body.data!.fileId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('封面 图.png')}`,
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('serves a private file to its owner and ROOT, with ranges; hides it from others', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 65)]);
    const { body } = await upload('attachment', { filename: 'rules.pdf', content: pdf }, student);
    const fileId = body.data!.fileId;
    const own = await download(fileId, student);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const part = await download(fileId, student, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.body).toBe('%PDF-1.7');
    expect((await download(fileId, student, { range: 'bytes=99999-' })).statusCode).toBe(416);
    expect((await download(fileId, admin)).statusCode).toBe(200);

    const other = await download(fileId, student2);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404 });
    expect((await download(fileId)).json()).toMatchObject({ code: 11000 });
  });

  it('lets an area grant access through its registered check', async () => {
    const pdf = Buffer.from('%PDF-1.4\nshared');
    const { body } = await upload('attachment', { filename: 'team.pdf', content: pdf }, student);
    const shared = body.data!.fileId;
    registerFileAccess(
      'attachment',
      (auth, file) => file.publicId === shared && auth.username === 'student2',
    );
    expect((await download(shared, student2)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and refuses a malformed one', async () => {
    expect((await download('A'.repeat(21))).json()).toMatchObject({ code: 404 });
    expect((await download('..%2F..%2Fetc%2Fpasswd')).json()).toMatchObject({ code: 400 });
  });
});
