import { describe, expect, it } from 'vitest';
import { readUserAgent } from './user-agent.ts';

describe('readUserAgent', () => {
  it('names the browser and the system of a desktop Chrome', () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
    expect(readUserAgent(ua)).toEqual({ browser: 'Chrome 120', system: 'Windows 10' });
  });
  it('names Safari on an iPhone', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    expect(readUserAgent(ua)).toEqual({ browser: 'Safari 17', system: 'iOS 17.2' });
  });
  it('leaves an empty agent empty', () => {
    expect(readUserAgent('')).toEqual({ browser: '', system: '' });
  });
});
