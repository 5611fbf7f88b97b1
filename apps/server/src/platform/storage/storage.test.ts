import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test-support/s3-server.ts';
import { fakeMp4, PNG_1X1 } from '../../test-support/sample-files.ts';
import { AppError } from '../errors.ts';
import { assertAllowedType, createStorage, StorageNotFoundError, type Storage } from './index.ts';

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const sha = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/** The same behaviour, whichever store is behind the interface. */
const contract = (label: string, open: () => Promise<{ storage: Storage; close: () => Promise<void> }>) =>
  describe(label, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(async () => close());

    it('puts a buffer and gets it back with its type, name, size and hash', async () => {
      const stored = await storage.put(Buffer.from('你好, podium'), {
        contentType: 'text/plain',
        name: '说明.txt',
      });
      expect(stored.key).toMatch(/^[A-Za-z0-9_-]{21}$/);
      expect(stored.size).toBe(Buffer.byteLength('你好, podium'));
      expect(stored.sha256).toBe(sha(Buffer.from('你好, podium')));
      const object = await storage.get(stored.key);
      expect(object).toMatchObject({ contentType: 'text/plain', name: '说明.txt', size: stored.size });
      expect(await text(object.stream)).toBe('你好, podium');
    });

    it('streams a 20 MB body in and reads a byte range out', async () => {
      const body = fakeMp4(20 * 1024 * 1024);
      const chunks = Array.from({ length: 20 }, (_, i) =>
        body.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
      );
      const stored = await storage.put(Readable.from(chunks), { contentType: 'video/mp4', name: 'clip.mp4' });
      expect(stored).toMatchObject({ size: body.length, sha256: sha(body) });
      const part = await storage.get(stored.key, { start: 1000, end: 1999 });
      expect(part.size).toBe(body.length);
      expect((await bytesOf(part.stream)).equals(body.subarray(1000, 2000))).toBe(true);
      expect(sha(await bytesOf((await storage.get(stored.key)).stream))).toBe(stored.sha256);
    });

    it('knows what exists and deletes', async () => {
      const stored = await storage.put(Buffer.from('x'), { contentType: 'text/plain' });
      expect(await storage.exists(stored.key)).toBe(true);
      await storage.delete(stored.key);
      expect(await storage.exists(stored.key)).toBe(false);
      await expect(storage.get(stored.key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await storage.delete(stored.key);
    });

    it('refuses keys that are not its own (no path escapes)', async () => {
      for (const key of ['../../etc/passwd', '..%2F..%2Fetc', 'a/b', '', 'x'.repeat(22)]) {
        await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
        expect(await storage.exists(key).catch(() => false)).toBe(false);
      }
    });
  });

contract('local directory storage', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-storage-'));
  const storage = await createStorage({ filesDir: dir, s3: undefined });
  expect(storage.kind).toBe('local');
  return { storage, close: async () => rmSync(dir, { recursive: true, force: true }) };
});

contract('S3 storage (s3rver on this machine)', async () => {
  const s3 = await startS3Server();
  const storage = await createStorage({ filesDir: '/nonexistent', s3: s3.config });
  expect(storage.kind).toBe('s3');
  return {
    storage,
    close: async () => {
      await storage.close();
      await s3.close();
    },
  };
});

describe('content type by magic bytes', () => {
  it('accepts an allowed buffer and names its type', async () => {
    expect(await assertAllowedType(PNG_1X1, ['image'])).toMatchObject({ mime: 'image/png', kind: 'image' });
  });

  it('refuses a text file named .png, and a video where an image is wanted', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(assertAllowedType(fake, ['image'])).rejects.toMatchObject({
      key: { en: 'File type not allowed (detected: {detected}); allowed: {allowed}' },
      params: { detected: '?', allowed: 'image' },
    });
    await expect(assertAllowedType(fakeMp4(1000), ['image', 'pdf'])).rejects.toBeInstanceOf(AppError);
  });

  it('checks a stream and hands back every byte of it', async () => {
    const body = fakeMp4(300_000);
    const checked = await assertAllowedType(Readable.from([body.subarray(0, 10), body.subarray(10)]), [
      'video',
    ]);
    expect(checked.mime).toBe('video/mp4');
    expect((await bytesOf(checked.stream)).equals(body)).toBe(true);
  });
});
