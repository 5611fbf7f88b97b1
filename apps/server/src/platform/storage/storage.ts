import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

/** What to store with an object. `name` is the original file name, kept for downloads only. */
export type PutOptions = { contentType: string; name?: string };

/** A stored object being read: its bytes as a stream, and what was stored with it. */
export type StoredObject = {
  stream: Readable;
  /** Size of the whole object (not of the requested range). */
  size: number;
  contentType: string;
  name: string;
};

/** Inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type PutResult = { key: string; size: number; sha256: string };

/**
 * One storage interface over a local directory or an S3-compatible bucket. Keys are generated here
 * (nanoid) and never come from a client; everything streams, so a 2 GB file never sits in memory.
 */
export type Storage = {
  kind: 'local' | 's3';
  /** Stores a stream or buffer under a new key; returns the key, byte size and SHA-256 (hex). */
  put: (body: Readable | Buffer, options: PutOptions) => Promise<PutResult>;
  /** Reads an object (or a byte range of it); throws `StorageNotFoundError` when it is missing. */
  get: (key: string, range?: ByteRange) => Promise<StoredObject>;
  exists: (key: string) => Promise<boolean>;
  /** Removes an object; removing a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /**
   * Resumable (tus) uploads land in the same place: `dataStore` for @tus/server, and `adopt` turns a
   * finished upload into a stored object whose key is the upload id.
   */
  resumable: {
    dataStore: DataStore;
    /** The bytes of a finished upload, before it is adopted (to check its type and hash it). */
    read: (uploadId: string) => Promise<Readable>;
    adopt: (uploadId: string, options: PutOptions) => Promise<void>;
    /** Drops an upload that was refused (or abandoned). */
    discard: (uploadId: string) => Promise<void>;
  };
  close: () => Promise<void>;
};

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
  }
}

/** Keys are nanoids (64-character alphabet, 21 long): nothing else is accepted, so no path can escape. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{21}$/;

export const assertStorageKey = (key: string) => {
  if (!KEY_PATTERN.test(key)) throw new StorageNotFoundError(key);
  return key;
};
