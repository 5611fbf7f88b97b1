import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import { files, operationLogs } from '../../db/schema/index.ts';
import { startMotoS3Server } from '../../test-support/moto-s3-server.ts';
import { fakeMp4, PNG_1X1 } from '../../test-support/sample-files.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const MB = 1024 * 1024;
const sha = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One plain HTTP request against the listening app (tus needs real sockets: streamed and aborted bodies). */
const request = (
  base: string,
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: Buffer,
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

/** Sends the first `sent` bytes of a PATCH that announced `body.length`, then drops the connection. */
const abortedPatch = (
  base: string,
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
  sent: number,
) =>
  new Promise<void>((resolve) => {
    const req = http.request(`${base}${path}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-length': body.length },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => setTimeout(() => req.destroy(), 200));
  });

// The S3 path (@tus/s3-store) runs against moto_server: s3rver, the S3 server other tests start, has no
// multipart ListParts, which @tus/s3-store needs to find the offset and resume.
const scenarios = [
  { label: 'local directory', s3: false },
  { label: 'S3 (moto_server)', s3: true },
] as const;

describe.each(scenarios)('tus resumable upload on $label', ({ s3 }) => {
  let t: TestApp;
  let base: string;
  let stopS3: (() => Promise<void>) | undefined;
  let student: string;
  let student2: string;
  const tusPath = `${API_BASE}/common/upload/tus`;
  const tusHeaders = (token: string) => ({ 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` });

  beforeAll(async () => {
    const server = s3 ? await startMotoS3Server() : undefined;
    stopS3 = server?.close;
    t = await createTestApp({ config: server ? { s3: server.config } : {} });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [student, student2] = await Promise.all([t.login('student'), t.login('student2')]);
  });
  afterAll(async () => {
    await t.close();
    await stopS3?.();
  });

  const create = async (size: number, fields: Record<string, string>, token = student) =>
    request(base, 'POST', tusPath, {
      ...tusHeaders(token),
      'upload-length': size,
      'upload-metadata': metadata(fields),
    });

  it('resumes after a dropped PATCH and ends as a file whose SHA-256 matches, with flat memory', async () => {
    const body = fakeMp4(48 * MB);
    const created = await create(body.length, { filename: '答辩视频.mp4', purpose: 'video' });
    expect(created.status).toBe(201);
    const location = created.headers.location!;
    const uploadPath = location.startsWith('http') ? new URL(location).pathname : location;
    const uploadId = uploadPath.split('/').pop()!;

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

    const patch = (offset: number, chunk: Buffer) =>
      request(
        base,
        'PATCH',
        uploadPath,
        {
          ...tusHeaders(student),
          'upload-offset': offset,
          'content-type': 'application/offset+octet-stream',
        },
        chunk,
      );
    const first = await patch(0, body.subarray(0, 16 * MB));
    expect(first.status).toBe(204);
    expect(Number(first.headers['upload-offset'])).toBe(16 * MB);

    // The connection drops half-way through the second chunk.
    await abortedPatch(
      base,
      uploadPath,
      { ...tusHeaders(student), 'upload-offset': 16 * MB, 'content-type': 'application/offset+octet-stream' },
      body.subarray(16 * MB, 32 * MB),
      9 * MB,
    );

    // Only the uploader may ask where it stands.
    expect((await request(base, 'HEAD', uploadPath, tusHeaders(student2))).status).toBe(404);
    const head = await request(base, 'HEAD', uploadPath, tusHeaders(student));
    expect(head.status).toBe(200);
    let offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(16 * MB);
    expect(offset).toBeLessThan(32 * MB);

    let last: Reply | undefined;
    while (offset < body.length) {
      last = await patch(offset, body.subarray(offset, Math.min(offset + 16 * MB, body.length)));
      expect(last.status).toBe(204);
      offset = Number(last.headers['upload-offset']);
    }
    clearInterval(sampler);
    expect(last!.headers['upload-file-id']).toBe(uploadId);
    expect(last!.headers['upload-file-sha256']).toBe(sha(body));
    // The 48 MB file never sat in server memory (the test's own copy was allocated before the baseline).
    expect(peak - baseline).toBeLessThan(40 * MB);

    const [row] = await t.db.select().from(files).where(eq(files.publicId, uploadId));
    expect(row).toMatchObject({ purpose: 'video', mime: 'video/mp4', size: body.length, sha256: sha(body) });
    expect(row!.originalName).toBe('答辩视频.mp4');
    const [log] = await t.db.select().from(operationLogs).where(eq(operationLogs.target, uploadId));
    expect(log).toMatchObject({ module: 'file', action: 'uploadResumable', success: true });

    const download = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/common/file/${uploadId}`,
      headers: { authorization: `Bearer ${student}` },
    });
    expect(download.statusCode).toBe(200);
    expect(sha(download.rawPayload)).toBe(sha(body));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API_BASE}/common/file/${uploadId}`,
          headers: { authorization: `Bearer ${student2}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses content of the wrong type when the upload completes, and keeps nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(files))[0]!.n;
    const created = await create(PNG_1X1.length, { filename: 'x.mp4', purpose: 'video' });
    const location = created.headers.location!;
    const path = location.startsWith('http') ? new URL(location).pathname : location;
    const done = await request(
      base,
      'PATCH',
      path,
      {
        ...tusHeaders(student),
        'upload-offset': 0,
        'content-type': 'application/offset+octet-stream',
        'accept-language': 'en',
      },
      PNG_1X1,
    );
    expect(done.status).toBe(400);
    expect(done.body).toBe('File type not allowed (detected: image/png); allowed: video');
    expect((await t.db.select({ n: count() }).from(files))[0]!.n).toBe(before);
    expect((await request(base, 'HEAD', path, tusHeaders(student))).status).toBe(404);
  });

  it('refuses a size over the limit, a purpose that is not resumable, and callers not signed in', async () => {
    expect((await create(2 * 1024 * MB + 1, { filename: 'huge.mp4', purpose: 'video' })).status).toBe(413);
    const cover = await create(100, { filename: 'a.png', purpose: 'cover' });
    expect(cover.status).toBe(400);
    const anonymous = await request(base, 'POST', tusPath, { 'tus-resumable': '1.0.0', 'upload-length': 10 });
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: 11000 });
  });
});
