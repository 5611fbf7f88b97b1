// CPU per certificate of the issuing renderer alone (no database, no storage): the award-winner template
// filled with N winner records and drawn with pdfkit on this thread, as the batch job's renderer does.
// `node --import tsx --cpu-prof bench/certificate-render-cpu.ts` profiles it.
//
//   npx tsx bench/certificate-render-cpu.ts     Env: BENCH_CERTS (300), BENCH_WARMUP (30).
import { performance } from 'node:perf_hooks';
import { createAwardWinnerTemplate, CERTIFICATE_ASSETS } from '@podium/certificate';
import type { certBatches } from '../apps/server/src/db/schema/index.ts';
import type { Db } from '../apps/server/src/platform/db.ts';
import type { Storage } from '../apps/server/src/platform/storage/index.ts';

process.env.CERT_RENDER_WORKERS = '0';
const { batchRenderer } = await import('../apps/server/src/modules/certificates/cert-render.ts');

const count = Number(process.env.BENCH_CERTS ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const batch = {
  id: 1,
  status: 'sending',
  design: createAwardWinnerTemplate(),
  siteOrigin: 'https://podium.example',
} as unknown as typeof certBatches.$inferSelect;
// Template images are Podium's own files: no database or storage is read.
const db = undefined as unknown as Db;
const storage = undefined as unknown as Storage;
const renderer = batchRenderer(batch);
const certificate = (i: number) => ({
  certNo: `C1-${String(i).padStart(4, '0')}`,
  competitionName: '智创大赛',
  awardName: '一等奖',
  code: `CODE${String(i).padStart(12, '0')}`,
  signature: 'x'.repeat(86),
  record: {
    kind: 'work',
    awardName: '一等奖',
    schools: ['东海大学'],
    members: [{ name: `欧阳${['琰', '赟', '祎', '娜'][i % 4]}${i}`, school: '东海大学' }],
    teachers: [{ name: '钱老师' }],
    workName: `作品 ${i}`,
    holder: { name: `欧阳${['琰', '赟', '祎', '娜'][i % 4]}${i}`, school: '东海大学' },
    companyName: '东海大学教务处',
    certificateNumber: { prefix: 'C1-', body: String(i).padStart(4, '0'), suffix: '' },
    sealSrc: CERTIFICATE_ASSETS.seal,
  },
});

let bytes = 0;
for (let i = 0; i < warmup; i += 1) await renderer.render(certificate(i), db, storage, '组委会');
const cpuBefore = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < count; i += 1)
  bytes += (await renderer.render(certificate(i), db, storage, '组委会')).length;
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `${count} certificates on one thread: ${((cpu.user + cpu.system) / 1000 / count).toFixed(2)} ms CPU each, ` +
    `${(wallMs / count).toFixed(2)} ms wall each, ${(bytes / count / 1024).toFixed(1)} KB each`,
);
