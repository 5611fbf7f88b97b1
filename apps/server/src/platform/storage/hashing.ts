import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';

/**
 * Wraps a body in a stream that hashes and counts the bytes flowing through, so `put` learns the
 * SHA-256 and size without reading the data twice or holding it.
 */
export const hashingStream = (body: Readable | Buffer) => {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new PassThrough();
  tap.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  source.on('error', (error) => tap.destroy(error));
  source.pipe(tap);
  return { stream: tap, digest: () => ({ sha256: hash.digest('hex'), size }) };
};
