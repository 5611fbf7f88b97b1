import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogLevel } from './request-log.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('requestLogLevel', () => {
  it('keeps health checks and web files out of the info log', () => {
    expect(requestLogLevel('/prod-api/health')).toBe('debug');
    expect(requestLogLevel('/assets/index-abc.js')).toBe('debug');
    expect(requestLogLevel('/home/homepage')).toBe('debug');
    expect(requestLogLevel('/prod-api/system/user/list?pageNum=1')).toBe('info');
  });
});

describe('request log lines', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('writes one info line per API request with user and group, none for health checks', async () => {
    const token = await t.login('admin');
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/prod-api/health' });
    await t.get('/auth/user/info', { token });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/prod-api/auth/user/info', status: 200, user: 'admin' });
    expect(typeof requests[0]?.group).toBe('string');
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });
});
