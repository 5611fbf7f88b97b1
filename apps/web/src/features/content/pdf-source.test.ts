import { describe, expect, it } from 'vitest';
import { isViewablePdf, pdfSourceOf } from './pdf-source.ts';

const origin = 'https://podium.example.edu.cn';

describe('pdfSourceOf (/pdf?url=)', () => {
  it('shows and offers files of this site, by path or full address', () => {
    expect(pdfSourceOf('/prod-api/common/file/abcdefghijklmnopqrstu', origin)).toEqual({
      kind: 'own',
      url: `${origin}/prod-api/common/file/abcdefghijklmnopqrstu`,
    });
    expect(pdfSourceOf(`${origin}/docs/rules.pdf`, origin)).toMatchObject({ kind: 'own' });
  });

  it.each([
    'https://evil.example.com/invoice.pdf',
    '//evil.example.com/invoice.pdf',
    'http://podium.example.edu.cn/rules.pdf', // another origin: the scheme differs
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBERi0=',
  ])('refuses %s: no rendering and no download', (raw) => {
    expect(pdfSourceOf(raw, origin)).toEqual({ kind: 'refused' });
  });

  it('says when no file was given', () => {
    expect(pdfSourceOf('  ', origin)).toEqual({ kind: 'missing' });
  });

  it('links only this site’s PDFs to the viewer', () => {
    expect(isViewablePdf('/files/rules.pdf', origin)).toBe(true);
    expect(isViewablePdf('https://elsewhere.cn/rules.pdf', origin)).toBe(false);
    expect(isViewablePdf('/about', origin)).toBe(false);
  });
});
