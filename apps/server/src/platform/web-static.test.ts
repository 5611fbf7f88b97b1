import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Podium</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'export {}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built web app', () => {
  it('answers client-side routes with the app and hashed assets with long caching', async () => {
    const page = await get('/home/homepage');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const asset = await get('/assets/app-1.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    // Immutable files are never revalidated or fetched in ranges: no validators on dozens of responses.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    // index.html is revalidated on every visit and keeps its validator.
    expect(page.headers.etag).toBeDefined();
  });

  it('serves files added after start (a rebuild needs no restart)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'export {}');
    expect((await get('/assets/app-2.js')).statusCode).toBe(200);
  });

  it('answers a missing file with a 404, never with the app’s HTML', async () => {
    const missing = await get('/assets/stale-chunk.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('sends the build’s precompressed copy the client accepts, with long caching', async () => {
    const source = `export const text = '${'竞赛'.repeat(2000)}';`;
    fs.writeFileSync(path.join(dist, 'assets', 'big-3.js'), source);
    fs.writeFileSync(path.join(dist, 'assets', 'big-3.js.br'), brotliCompressSync(source));
    fs.writeFileSync(path.join(dist, 'assets', 'big-3.js.gz'), gzipSync(source));
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-3.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big-3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-3.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('compresses API answers above 1 KB for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/prod-api/home/competition/news/page?pageSize=20',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ code: 0 });
  });

  it('keeps API paths JSON', async () => {
    expect((await get('/prod-api/nope')).json()).toMatchObject({ code: 404 });
  });
});
