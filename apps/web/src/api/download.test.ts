import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, isZip } from './download.ts';

describe('binary helpers', () => {
  it('decodes RFC 5987 and plain file names', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx")).toBe('用户.xlsx');
    expect(filenameFromDisposition('attachment; filename="users.xlsx"')).toBe('users.xlsx');
    expect(filenameFromDisposition(null, 'x.bin')).toBe('x.bin');
  });

  it('recognises zip responses', () => {
    expect(isZip('application/zip')).toBe(true);
    expect(isZip('application/json')).toBe(false);
    expect(isZip(null)).toBe(false);
  });
});
