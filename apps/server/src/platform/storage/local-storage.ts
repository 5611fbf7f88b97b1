import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { newPublicId } from '../ids.ts';
import { hashingStream } from './hashing.ts';
import { assertStorageKey, StorageNotFoundError, type PutOptions, type Storage } from './storage.ts';

type Meta = { contentType: string; name: string };

/**
 * Files in one directory: `<key>` holds the bytes, `<key>.meta` the content type and name. Resumable
 * uploads are written by @tus/file-store into the same directory (`<id>` + `<id>.json` while in
 * progress), so finishing one is a rename of nothing: drop the tus record, write the meta.
 */
export const createLocalStorage = async (root: string): Promise<Storage> => {
  const dir = path.resolve(root);
  await mkdir(dir, { recursive: true });
  const pathOf = (key: string) => {
    const full = path.join(dir, assertStorageKey(key));
    // The key pattern already forbids separators; this is the belt to those braces.
    if (path.dirname(full) !== dir) throw new StorageNotFoundError(key);
    return full;
  };
  const writeMeta = (key: string, options: PutOptions) =>
    writeFile(
      `${pathOf(key)}.meta`,
      JSON.stringify({ contentType: options.contentType, name: options.name ?? '' } satisfies Meta),
    );
  const readMeta = async (key: string): Promise<Meta> => {
    try {
      return JSON.parse(await readFile(`${pathOf(key)}.meta`, 'utf8')) as Meta;
    } catch {
      throw new StorageNotFoundError(key);
    }
  };

  // Abandoned uploads expire after a day (cleaned by the tus server's cleanUpExpiredUploads).
  const dataStore = new FileStore({ directory: dir, expirationPeriodInMilliseconds: 24 * 3_600_000 });

  return {
    kind: 'local',
    put: async (body, options) => {
      const key = newPublicId();
      const target = pathOf(key);
      const partial = `${target}.partial`;
      const { stream, digest } = hashingStream(body);
      try {
        await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
        await writeMeta(key, options);
        // Appears under its key only when complete: a crash mid-write leaves a .partial, never half a file.
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        await rm(`${target}.meta`, { force: true });
        throw error;
      }
      return { key, ...digest() };
    },
    get: async (key, range) => {
      const meta = await readMeta(key);
      const file = pathOf(key);
      const info = await stat(file).catch(() => {
        throw new StorageNotFoundError(key);
      });
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { stream, size: info.size, contentType: meta.contentType, name: meta.name };
    },
    exists: async (key) => {
      try {
        await stat(`${pathOf(key)}.meta`);
        return true;
      } catch {
        return false;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
      await rm(`${pathOf(key)}.meta`, { force: true });
    },
    resumable: {
      dataStore,
      read: async (uploadId) => createReadStream(pathOf(uploadId)),
      discard: (uploadId) => dataStore.remove(assertStorageKey(uploadId)),
      adopt: async (uploadId, options) => {
        await writeMeta(uploadId, options);
        await rm(`${pathOf(uploadId)}.json`, { force: true });
      },
    },
    close: async () => undefined,
  };
};
