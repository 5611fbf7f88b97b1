import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import {
  competitions,
  files,
  jobs,
  newsArticles as news,
  operationLogs,
  uploadReservations,
  users,
} from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import {
  enqueueUnlinkedFileSweep,
  fileUrl,
  PERSON_QUOTA_BYTES,
  PURPOSE_QUOTA_BYTES,
} from '../../platform/storage/index.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { PNG_1X1 } from '../../test-support/sample-files.ts';
import { startS3Server } from '../../test-support/s3-server.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Upload quotas (per person and per purpose, unfinished resumable uploads included) and the expiry of
 * uploads nothing links, on a local directory and on S3.
 */
const scenarios = [
  { label: 'local directory', s3: false },
  { label: 'S3 (s3rver)', s3: true },
] as const;

describe.each(scenarios)('upload quotas and unlinked uploads on $label', ({ s3 }) => {
  let t: TestApp;
  let base: string;
  let stopS3: (() => Promise<void>) | undefined;
  let student: string;
  let admin: string;
  let studentId: number;

  beforeAll(async () => {
    const server = s3 ? await startS3Server() : undefined;
    stopS3 = server?.close;
    t = await createTestApp({ config: server ? { s3: server.config } : {} });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [student, admin] = await Promise.all([t.login('student'), t.login('admin')]);
    studentId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'student')))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    await stopS3?.();
  });

  const upload = async (purpose: string, token: string, lang: 'en' | 'zh-CN' = 'zh-CN') => {
    const body = multipartBody({ filename: 'a.png', content: PNG_1X1, contentType: 'image/png' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/common/file/upload`,
      query: { purpose },
      headers: { ...body.headers, 'accept-language': lang, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    return response.json<{ code: number; msg: string; data: { fileId: string; url: string } | null }>();
  };

  /** Records the student already holds (stored elsewhere: only their sizes count). */
  const holdBytes = async (purpose: string, size: number) => {
    const publicId = newPublicId();
    await t.db.insert(files).values({
      publicId,
      storageKey: newPublicId(),
      ownerId: studentId,
      groupId: null,
      purpose,
      originalName: 'held.bin',
      size,
      sha256: '0'.repeat(64),
      mime: 'application/octet-stream',
    });
    return publicId;
  };
  const release = (publicIds: string[]) => t.db.delete(files).where(inArray(files.publicId, publicIds));

  it('refuses an upload past the purpose’s quota, saying how much is used, and stores nothing', async () => {
    const held = await holdBytes('attachment', PURPOSE_QUOTA_BYTES.attachment - 10);
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
    const zh = await upload('attachment', student);
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('此类文件的上传空间不足');
    expect(zh.msg).toContain(`上限 ${PURPOSE_QUOTA_BYTES.attachment / 1024 / 1024} MB`);
    const en = await upload('attachment', student, 'en');
    expect(en.msg).toContain('Not enough upload space for this kind of file');
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n).toBe(before);
    // Another purpose still has room.
    expect((await upload('cover', student)).code).toBe(0);
    await release([held]);
  });

  it('refuses an upload past the person’s quota over all purposes', async () => {
    const held = [
      await holdBytes('video', PURPOSE_QUOTA_BYTES.video),
      await holdBytes('workFile', PERSON_QUOTA_BYTES - PURPOSE_QUOTA_BYTES.video - 10),
    ];
    const refused = await upload('avatar', student);
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('你的上传空间不足');
    await release(held);
    expect((await upload('avatar', student)).code).toBe(0);
  });

  it('holds an unfinished resumable upload’s size against the quota from its creation', async () => {
    const create = (size: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const metadata = ['filename a.mp4', 'purpose video']
          .map((pair) => {
            const [key, value] = pair.split(' ');
            return `${key} ${Buffer.from(value!).toString('base64')}`;
          })
          .join(',');
        const req = http.request(`${base}${API_BASE}/common/upload/tus`, {
          method: 'POST',
          headers: {
            'tus-resumable': '1.0.0',
            authorization: `Bearer ${student}`,
            'upload-length': size,
            'upload-metadata': metadata,
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const quarter = PURPOSE_QUOTA_BYTES.video / 4;
    for (let i = 0; i < 4; i += 1) expect((await create(quarter)).status).toBe(201);
    const fifth = await create(quarter);
    expect(fifth.status).toBe(400);
    expect(fifth.body).toContain('此类文件的上传空间不足');
    await t.db.delete(uploadReservations).where(eq(uploadReservations.ownerId, studentId));
  });

  it('deletes uploads nothing links after a day (object and row), through the durable sweep job', async () => {
    const [linked, unlinked, fresh] = [
      await upload('competitionCover', admin),
      await upload('competitionCover', admin),
      await upload('competitionCover', admin),
    ];
    const ids = [linked, unlinked, fresh].map((r) => r.data!.fileId);
    const [competition] = await t.db.select({ id: competitions.id }).from(competitions).limit(1);
    await t.db
      .update(competitions)
      .set({ coverUrl: fileUrl(ids[0]!) })
      .where(eq(competitions.id, competition!.id));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    await t.db
      .update(files)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(files.publicId, [ids[0]!, ids[1]!]));
    const keys = Object.fromEntries(
      (
        await t.db
          .select({ publicId: files.publicId, key: files.storageKey })
          .from(files)
          .where(inArray(files.publicId, ids))
      ).map((row) => [row.publicId, row.key]),
    );

    const jobId = await enqueueUnlinkedFileSweep(t.db, t.jobs);
    expect(jobId).toBeTruthy();
    for (let i = 0; i < 100; i += 1) {
      const [job] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.publicId, jobId!));
      if (job?.status === 'done') break;
      expect(job?.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const left = (
      await t.db.select({ publicId: files.publicId }).from(files).where(inArray(files.publicId, ids))
    ).map((row) => row.publicId);
    expect(left.sort()).toEqual([ids[0]!, ids[2]!].sort());
    expect(await t.storage.exists(keys[ids[1]!]!)).toBe(false);
    expect(await t.storage.exists(keys[ids[0]!]!)).toBe(true);
    expect(await t.storage.exists(keys[ids[2]!]!)).toBe(true);
    // Nothing left to sweep: no new job.
    expect(await enqueueUnlinkedFileSweep(t.db, t.jobs)).toBeUndefined();
  });

  const runSweep = async () => {
    const jobId = await enqueueUnlinkedFileSweep(t.db, t.jobs);
    for (let i = 0; jobId && i < 100; i += 1) {
      const [job] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.publicId, jobId));
      if (job?.status === 'done') break;
      expect(job?.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return jobId;
  };

  it('expires general uploads (avatar, news image, cover) that no record mentions, keeps the mentioned ones for good', async () => {
    const [avatar, inArticle, designImage, stray] = [
      await upload('avatar', student),
      await upload('newsImage', admin),
      await upload('cover', admin),
      await upload('cover', admin),
    ];
    const ids = [avatar, inArticle, designImage, stray].map((r) => r.data!.fileId);
    // An avatar in the profile, an image inside an article's rich text, an image inside a JSON design.
    await t.db
      .update(users)
      .set({ avatar: fileUrl(ids[0]!) })
      .where(eq(users.id, studentId));
    const [article] = await t.db.select({ id: news.id, content: news.content }).from(news).limit(1);
    await t.db
      .update(news)
      .set({ content: `${article!.content}<p><img src="${fileUrl(ids[1]!)}"></p>` })
      .where(eq(news.id, article!.id));
    await t.db.execute(
      sql`update certificate_designs set document = jsonb_set(document, '{background}', ${JSON.stringify(fileUrl(ids[2]!))}::jsonb)
           where id = (select min(id) from certificate_designs)`,
    );
    // The log records every upload address sent: it links nothing.
    await t.db
      .insert(operationLogs)
      .values({ module: 'user', action: 'profile', after: { avatar: fileUrl(ids[3]!) }, success: true });
    await t.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where(inArray(files.publicId, ids));

    expect(await runSweep()).toBeTruthy();
    const left = await t.db
      .select({ publicId: files.publicId, linkedAt: files.linkedAt })
      .from(files)
      .where(inArray(files.publicId, ids));
    expect(left.map((row) => row.publicId).sort()).toEqual(ids.slice(0, 3).sort());
    // Found linked once, kept for good: the next sweeps look at newer uploads instead.
    expect(left.every((row) => row.linkedAt !== null)).toBe(true);
    await t.db.update(users).set({ avatar: '' }).where(eq(users.id, studentId));
    expect(await runSweep()).toBeUndefined();
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.publicId, ids[0]!))).toHaveLength(
      1,
    );
  });
});
