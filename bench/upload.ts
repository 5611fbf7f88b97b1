// Benchmark: a 1 GB work video uploaded through tus in 8 MB chunks (as the web's tus-js-client does),
// with the server's resident memory sampled from /proc every 100 ms: it must stay flat, since every
// chunk streams to storage. Same-run baseline: the same bytes streamed straight to a local file.
// The bytes are generated on the fly (an MP4 header, then pseudo-random data) and never held whole;
// the server's data directory, and with it the uploaded file, is deleted afterwards.
//
//   npm run bench:upload               (from bench/)
//
// Env: BENCH_UPLOAD_MB (1024), BENCH_CHUNK_MB (8), BENCH_WRITE=0 (print only), BENCH_LOG_LEVEL (warn).
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startServer, type RunningServer, writeBenchmarkSection } from './support.ts';

const totalMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const chunkMb = Number(process.env.BENCH_CHUNK_MB ?? 8);
const writeReport = process.env.BENCH_WRITE !== '0';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const MB = 1024 * 1024;
const total = totalMb * MB;
const chunk = chunkMb * MB;
const API = '/prod-api';
const MARK_START = '<!-- bench:upload:start -->';
const MARK_END = '<!-- bench:upload:end -->';

/** 1 MB of noise reused with a varying first word: cheap to make, and no two MB alike. */
const noise = randomBytes(MB);
const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'ascii'),
]);

/** The bytes from `start` to `end` of the generated file, as a stream of 1 MB pieces. */
function bytes(start: number, end: number): Readable {
  async function* generate() {
    for (let mb = Math.floor(start / MB); mb * MB < end; mb += 1) {
      const piece = Buffer.from(noise);
      piece.writeUInt32LE(mb, 64);
      if (mb === 0) MP4_HEADER.copy(piece, 0);
      const from = Math.max(start - mb * MB, 0);
      const to = Math.min(end - mb * MB, MB);
      yield piece.subarray(from, to);
    }
  }
  return Readable.from(generate());
}

function request(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: Readable,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}${API}/auth/login/pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  const json = (await response.json()) as { code: number; data: { token: string } };
  if (json.code !== 0) throw new Error(`login of ${username} failed`);
  return json.data.token;
}

async function baseline(dir: string): Promise<number> {
  const started = performance.now();
  await pipeline(bytes(0, total), createWriteStream(join(dir, 'baseline.bin')));
  const ms = performance.now() - started;
  rmSync(join(dir, 'baseline.bin'), { force: true });
  return ms;
}

async function upload(server: RunningServer, token: string) {
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const meta = `filename ${Buffer.from('bench-1GB.mp4').toString('base64')},purpose ${Buffer.from('video').toString('base64')}`;
  const created = await request(server.baseUrl, 'POST', `${API}/common/upload/tus`, {
    ...headers,
    'upload-length': total,
    'upload-metadata': meta,
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.body}`);
  const location = created.headers.location!;
  const path = location.startsWith('http') ? new URL(location).pathname : location;

  const samples: number[] = [];
  const baselineRss = rssMb(server.pid!);
  const sampler = setInterval(() => samples.push(rssMb(server.pid!)), 100);
  const started = performance.now();
  let fileId = '';
  for (let offset = 0; offset < total; offset += chunk) {
    const end = Math.min(offset + chunk, total);
    const patched = await request(
      server.baseUrl,
      'PATCH',
      path,
      {
        ...headers,
        'upload-offset': offset,
        'content-type': 'application/offset+octet-stream',
        'content-length': end - offset,
      },
      bytes(offset, end),
    );
    if (patched.status !== 204) throw new Error(`tus PATCH at ${offset}: ${patched.status} ${patched.body}`);
    fileId = (patched.headers['upload-file-id'] as string | undefined) ?? fileId;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const endRss = rssMb(server.pid!);
  return { ms, fileId, baselineRss, peakRss: Math.max(...samples, endRss), endRss, samples: samples.length };
}

function render(result: Awaited<ReturnType<typeof upload>>, baselineMs: number): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  const rate = (ms: number) => (totalMb / (ms / 1000)).toFixed(0);
  return [
    MARK_START,
    `Run ${date} on ${machine}, shared with other work. ${totalMb} MB generated on the fly (MP4 header + noise), ` +
      `uploaded by tus in ${chunkMb} MB PATCHes as \`student\` (purpose \`video\`) to the local-directory storage on PGlite; ` +
      `the type check and SHA-256 run over the whole file after the last byte. Server RSS sampled every 100 ms (${result.samples} samples).`,
    '',
    '| scenario | seconds | MB/s |',
    '| --- | ---: | ---: |',
    `| baseline: the same bytes streamed to a local file (no HTTP) | ${(baselineMs / 1000).toFixed(1)} | ${rate(baselineMs)} |`,
    `| tus upload, ${total / chunk} chunks, through to a \`files\` row | ${(result.ms / 1000).toFixed(1)} | ${rate(result.ms)} |`,
    '',
    '| server RSS | MB |',
    '| --- | ---: |',
    `| before the upload | ${result.baselineRss.toFixed(0)} |`,
    `| peak during the upload | ${result.peakRss.toFixed(0)} |`,
    `| after the upload | ${result.endRss.toFixed(0)} |`,
    `| growth (peak − before) | ${(result.peakRss - result.baselineRss).toFixed(0)} |`,
    MARK_END,
  ].join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-upload-'));
  let server: RunningServer | undefined;
  try {
    console.log(`baseline: ${totalMb} MB to a local file`);
    const baselineMs = await baseline(dataDir);
    server = await startServer('Podium', 'apps/server/src/main.ts', {
      DATABASE_URL: '',
      DATA_DIR: join(dataDir, 'data'),
      DATA_KEY: createHash('sha256').update('podium-bench').digest('base64'),
      DEMO: '1',
      LOG_LEVEL: logLevel,
    });
    const token = await login(server.baseUrl, 'student');
    console.log(`upload: ${totalMb} MB in ${chunkMb} MB chunks`);
    const result = await upload(server, token);
    if (!result.fileId) throw new Error('the upload ended without a file id');
    const section = render(result, baselineMs);
    console.log(section);
    if (writeReport)
      writeBenchmarkSection(
        section,
        { start: MARK_START, end: MARK_END },
        '## Work upload, 1 GB through tus (issue 8)',
      );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
