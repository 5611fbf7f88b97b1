import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, requestLogLevel } from './request-log.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('requestLogLevel', () => {
  it('keeps health checks and web files out of the info log', () => {
    expect(requestLogLevel('/prod-api/health')).toBe('debug');
    expect(requestLogLevel('/assets/index-abc.js')).toBe('debug');
    expect(requestLogLevel('/home/homepage')).toBe('debug');
    expect(requestLogLevel('/prod-api/system/user/list?pageNum=1')).toBe('info');
  });
});

describe('redactUrl', () => {
  it('replaces secret query values and keeps the rest', () => {
    expect(redactUrl('/prod-api/screen/call/stream?key=abc123&x=1')).toBe(
      '/prod-api/screen/call/stream?key=[redacted]&x=1',
    );
    expect(redactUrl('/screen/call?x=1&Key=abc&token=t')).toBe(
      '/screen/call?x=1&Key=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/screen/call?%6Bey=abc')).toBe('/screen/call?%6Bey=[redacted]');
    expect(redactUrl('/prod-api/system/user/list?pageNum=1&keyword=a')).toBe(
      '/prod-api/system/user/list?pageNum=1&keyword=a',
    );
    expect(redactUrl('/prod-api/health')).toBe('/prod-api/health');
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

  it('never writes the calling screen’s key', async () => {
    lines.length = 0;
    const secret = 'screen-key-must-not-leak';
    await t.app.inject({ method: 'GET', url: `/prod-api/screen/call/state?key=${secret}` });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/prod-api/screen/call/state?key=[redacted]');
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
