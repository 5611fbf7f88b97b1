import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, USER_IMPORT_COLUMNS } from '@podium/contracts';
import { multipartBody } from '../test-support/multipart.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { bombEntry, buildZip, deflatedEntry, minimalXlsx } from '../test-support/zip-builder.ts';
import { readSheet } from './excel.ts';

/** Uploads are read in a worker with counted inflation: zip bombs stop early, big files never stall the server. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const limits = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000, firstHeader: USER_IMPORT_COLUMNS[0] };

const importCall = (path: string, content: Buffer, filename = 'users.xlsx') => {
  const { payload, headers } = multipartBody({ filename, content });
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { ...headers, authorization: `Bearer ${admin}` },
    payload,
  });
};

describe('reading an upload', () => {
  it('refuses a zip that lies about its size quickly, counting what it inflates, with bounded memory', async () => {
    // 300 MB of zeros in ~300 KB, declaring 1 KB — the file of the report.
    const bomb = buildZip([await bombEntry('xl/worksheets/sheet1.xml', 300, 1024)]);
    expect(bomb.length).toBeLessThan(limits.maxBytes);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    await expect(readSheet(bomb, limits)).rejects.toMatchObject({ code: 400, params: { mb: 5 } });
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - rssBefore;
    // The budget is 100 MB of output, thrown away chunk by chunk: memory stays far below the 300 MB the
    // old reader held (+330 MB); time includes starting the worker, so its bound allows a loaded machine.
    expect(grown).toBeLessThan(100 * 1024 * 1024);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('reads an honest workbook', async () => {
    const file = minimalXlsx([...USER_IMPORT_COLUMNS], 3, (n) => [`user${n}x`, `名字${n}`]);
    const sheet = await readSheet(file, limits);
    expect(sheet.rows.map((r) => r.cells.get(USER_IMPORT_COLUMNS[0])?.text)).toEqual([
      'user1x',
      'user2x',
      'user3x',
    ]);
  });

  it('refuses a broken deflate stream as damaged', async () => {
    const broken = buildZip([
      { ...deflatedEntry('a.xml', 'hello'), compressed: Buffer.from('not deflate data') },
    ]);
    await expect(readSheet(broken, limits)).rejects.toMatchObject({ code: 400 });
  });

  /** Sends `file` to the check call and polls /health until it is answered; the slowest health answer. */
  const healthDuring = async (file: Buffer) => {
    const parsing = importCall('/system/user/template/check', file);
    let slowest = 0;
    let answered = 0;
    let finished = false;
    void parsing.finally(() => (finished = true));
    while (!finished) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: `${API_BASE}/health` });
      expect(health.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { res: (await parsing).json() as { code: number; msg: string }, slowest, answered };
  };

  it('refuses a 200,000-row file quickly, health answering meanwhile', async () => {
    const file = minimalXlsx([...USER_IMPORT_COLUMNS], 200_000, (n) => [`u${n}`, `n${n}`, '', '', '', 'X']);
    expect(file.length).toBeLessThan(limits.maxBytes);
    const started = performance.now();
    const { res, slowest } = await healthDuring(file);
    expect(res).toMatchObject({ code: 400, msg: '数据行不能超过 10000 行' });
    // Counted while inflating, before any parse (the report saw health blocked 2.5 s).
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(slowest).toBeLessThan(1000);
  }, 60_000);

  it('keeps /prod-api/health answering while a big workbook is parsed in full', async () => {
    // Just above the limit: parsed row by row by exceljs (seconds of work), all of it in the worker.
    const file = minimalXlsx([...USER_IMPORT_COLUMNS], 15_000, (n) => [`u${n}`, `n${n}`, '', '', '', 'X']);
    const { res, slowest, answered } = await healthDuring(file);
    expect(res).toMatchObject({ code: 400, msg: '数据行不能超过 10000 行' });
    expect(answered).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(1000);
  }, 120_000);
});

describe('POST /system/user/template/import', () => {
  it('answers 13017 with the precise reason when the file is not a spreadsheet', async () => {
    const res = await importCall(
      '/system/user/template/import',
      Buffer.from('name,phone\nabc,123\n'),
      'users.csv',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 13017,
      msg: '仅支持 .xlsx 格式的 Excel 文件',
      data: { problems: [] },
    });
  });

  it('answers 13017 for a zip bomb too', async () => {
    const bomb = buildZip([await bombEntry('xl/worksheets/sheet1.xml', 120, 1024)]);
    expect((await importCall('/system/user/template/import', bomb)).json()).toMatchObject({
      code: 13017,
      msg: '文件不能超过 5 MB',
    });
  });
});
