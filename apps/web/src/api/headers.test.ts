import { describe, expect, it } from 'vitest';
import { buildHeaders, toQueryString } from './headers.ts';

describe('buildHeaders', () => {
  it('sends token, group and English when chosen', () => {
    expect(buildHeaders({ token: 'Bearer abc', groupId: '7', language: 'en' })).toMatchObject({
      Authorization: 'Bearer abc',
      'x-group-id': '7',
      'Accept-Language': 'en',
    });
  });

  it('defaults to Chinese and omits absent values', () => {
    const headers = buildHeaders({ token: null, groupId: null, language: 'zh-cn' });
    expect(headers['Accept-Language']).toBe('zh-CN');
    expect(headers.Authorization).toBeUndefined();
    expect(headers['x-group-id']).toBeUndefined();
  });
});

describe('toQueryString', () => {
  it('drops empty values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: '', c: null, d: ['x', 'y'] })).toBe('?a=1&d=x&d=y');
    expect(toQueryString(undefined)).toBe('');
  });
});
