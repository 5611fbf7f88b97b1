import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Store } from '@tus/s3-store';
import type { S3Config } from '../config.ts';
import { newPublicId } from '../ids.ts';
import { hashingStream } from './hashing.ts';
import { assertStorageKey, StorageNotFoundError, type Storage } from './storage.ts';

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

// S3 user metadata is ASCII only: the original (often Chinese) name travels percent-encoded.
const encodeName = (name: string | undefined) => encodeURIComponent(name ?? '');
const decodeName = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
};

/**
 * Objects in an S3-compatible bucket, through the AWS SDK v3. Large bodies go up as a multipart upload
 * (@aws-sdk/lib-storage, 8 MB parts, 4 at a time), so memory stays bounded whatever the size.
 * Resumable uploads use @tus/s3-store in the same bucket; a finished one is already the object `<id>`.
 */
export const createS3Storage = (config: S3Config): Storage => {
  const clientConfig: S3ClientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  };
  const client = new S3Client(clientConfig);
  const Bucket = config.bucket;
  const dataStore = new S3Store({
    partSize: 8 * 1024 * 1024,
    // Object tagging is missing from several S3-compatible stores; expiry then relies on bucket rules.
    useTags: false,
    s3ClientConfig: { ...clientConfig, bucket: Bucket },
  });

  return {
    kind: 's3',
    put: async (body, options) => {
      const key = newPublicId();
      const { stream, digest } = hashingStream(body);
      await new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: stream,
          ContentType: options.contentType,
          Metadata: { name: encodeName(options.name) },
        },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
      }).done();
      return { key, ...digest() };
    },
    get: async (key, range) => {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertStorageKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = result.ContentRange
          ? Number(result.ContentRange.split('/')[1])
          : Number(result.ContentLength ?? 0);
        return {
          stream: result.Body as Readable,
          size: total,
          contentType: result.ContentType ?? 'application/octet-stream',
          name: decodeName(result.Metadata?.name),
        };
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: assertStorageKey(key) }] } }),
      );
    },
    resumable: {
      dataStore,
      read: (uploadId) => dataStore.read(assertStorageKey(uploadId)),
      // Not dataStore.remove: once the last byte is in, the multipart upload is complete and its abort
      // answers NoSuchUpload, which @tus/s3-store turns into "not found" and leaves the object behind.
      // The object, its tus .info and an incomplete part are removed directly (missing ones are no error).
      discard: async (uploadId) => {
        const Key = assertStorageKey(uploadId);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: [{ Key }, { Key: `${Key}.info` }, { Key: `${Key}.part` }] },
          }),
        );
      },
      adopt: async (uploadId, options) => {
        const Key = assertStorageKey(uploadId);
        // Copy onto itself to set the detected type and the name (one request, server side, ≤ 5 GB).
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key,
            CopySource: `${Bucket}/${Key}`,
            MetadataDirective: 'REPLACE',
            ContentType: options.contentType,
            Metadata: { name: encodeName(options.name) },
          }),
        );
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: `${Key}.info` }] } }),
        );
      },
    },
    close: async () => client.destroy(),
  };
};
