import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../platform/config.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * An S3-speaking server with multipart ListParts, which s3rver lacks and `@tus/s3-store` needs to resume:
 * `moto_server` (moto, installed with Python on this kind of machine; it keeps everything in memory).
 * There is none on npm that runs in Node and has ListParts, so the tus S3 tests start this one. A machine
 * without `moto_server` fails these tests loudly rather than skipping them.
 */
export const startMotoS3Server = async () => {
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`moto_server could not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`moto_server exited with ${code}:\n${output}`)));
  });
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'podium-test',
    region: 'us-east-1',
    accessKeyId: 'moto',
    secretAccessKey: 'moto',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'moto', secretAccessKey: 'moto' },
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await Promise.race([client.send(new CreateBucketCommand({ Bucket: config.bucket })), failed]);
        break;
      } catch (error) {
        if (child.exitCode !== null || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
  failed.catch(() => undefined); // its exit on close below is expected
  return {
    config,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};
