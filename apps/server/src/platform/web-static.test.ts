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

  it('answers hashed scripts and styles from memory with only the headers an asset needs', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'page-4.css'), 'a{color:red}');
    const style = await get('/assets/page-4.css');
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['x-content-type-options']).toBe('nosniff');
    expect(style.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(style.headers['content-security-policy']).toBeUndefined();
    expect(style.headers['x-frame-options']).toBeUndefined();
    expect(style.body).toBe('a{color:red}');
    // A worker script runs as a document of its own: it takes the normal path and keeps its CSP.
    fs.writeFileSync(path.join(dist, 'assets', 'render.worker-5.js'), 'self.onmessage = () => {}');
    const worker = await get('/assets/render.worker-5.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBeDefined();
    // Nothing outside the assets folder is reachable through it.
    expect((await get('/assets/..%2Findex.html')).statusCode).toBe(404);
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
