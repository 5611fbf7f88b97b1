import { describe, expect, it } from 'vitest';
import { createCertificateNumberBlock } from '../blocks/certificate-number.ts';
import { createDesign, createSlide } from '../model/create.ts';
import { createCompanyTemplate, createPersonalTemplate } from '../templates/templates.ts';
import { numberKindOfDesign } from './design-number-kind.ts';
import {
  CertificateNumberError,
  formatCertificateNumber,
  maxCounterAtWidth,
  RANDOM_ALNUM_ALPHABET,
  randomNumberBody,
} from './format-number.ts';
import { NUMBER_KIND_INFO, NUMBER_KINDS } from './number-kinds.ts';

describe('formatCertificateNumber', () => {
  it('joins prefix, body and suffix', () => {
    expect(
      formatCertificateNumber({ kind: 'autoincrementFour', prefix: 'PD2025', suffix: '-GZ', counter: 42 }),
    ).toEqual({
      prefix: 'PD2025',
      body: '0042',
      suffix: '-GZ',
      full: 'PD20250042-GZ',
    });
  });

  it('pads 3- and 4-digit counters, for all competitions and for one', () => {
    expect(formatCertificateNumber({ kind: 'allAutoincrementThree', counter: 7 }).full).toBe('007');
    expect(formatCertificateNumber({ kind: 'allAutoincrementFour', counter: 7 }).full).toBe('0007');
    expect(formatCertificateNumber({ kind: 'autoincrementThree', counter: 999 }).full).toBe('999');
    expect(formatCertificateNumber({ kind: 'autoincrementFour', counter: 1234 }).full).toBe('1234');
    expect(NUMBER_KIND_INFO.allAutoincrementThree.counterScope).toBe('all');
    expect(NUMBER_KIND_INFO.autoincrementFour.counterScope).toBe('competition');
  });

  it('widens a counter past its width by default, or refuses it when asked', () => {
    expect(maxCounterAtWidth('autoincrementThree')).toBe(999);
    expect(formatCertificateNumber({ kind: 'autoincrementThree', counter: 1000 }).body).toBe('1000');
    expect(formatCertificateNumber({ kind: 'allAutoincrementFour', counter: 12345, prefix: 'A' }).full).toBe(
      'A12345',
    );
    expect(() =>
      formatCertificateNumber({ kind: 'autoincrementThree', counter: 1000, onOverflow: 'error' }),
    ).toThrow("Counter 1000 doesn't fit 3 digits; choose a wider numbering");
    expect(
      formatCertificateNumber({ kind: 'autoincrementThree', counter: 999, onOverflow: 'error' }).body,
    ).toBe('999');
  });

  it('refuses counters that are missing, zero, negative or fractional', () => {
    for (const counter of [undefined, 0, -1, 1.5, Number.NaN]) {
      expect(() => formatCertificateNumber({ kind: 'autoincrementFour', counter })).toThrow(
        CertificateNumberError,
      );
    }
  });

  it('makes random bodies of letters and digits, or digits only', () => {
    const alnum = Array.from({ length: 200 }, () =>
      formatCertificateNumber({ kind: 'randomAlnum', prefix: 'X' }),
    );
    for (const number of alnum) {
      expect(number.body).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
      expect(number.full).toBe(`X${number.body}`);
    }
    expect(new Set(alnum.map((n) => n.body)).size).toBe(200);
    expect(RANDOM_ALNUM_ALPHABET).not.toMatch(/[01IO]/);
    expect(randomNumberBody('randomDigits')).toMatch(/^\d{12}$/);
    expect(formatCertificateNumber({ kind: 'randomDigits', randomBody: '123456789012' }).body).toBe(
      '123456789012',
    );
    expect(() => formatCertificateNumber({ kind: 'randomDigits', randomBody: '12AB' })).toThrow(
      'Not a randomDigits body: 12AB',
    );
  });

  it('refuses prefixes and suffixes with spaces, symbols or too many characters', () => {
    expect(formatCertificateNumber({ kind: 'autoincrementFour', counter: 1, prefix: '粤-2025/' }).full).toBe(
      '粤-2025/0001',
    );
    expect(() => formatCertificateNumber({ kind: 'autoincrementFour', counter: 1, prefix: 'A B' })).toThrow(
      'Certificate number prefix must be at most 20 letters, digits or - _ . /',
    );
    expect(() =>
      formatCertificateNumber({ kind: 'autoincrementFour', counter: 1, suffix: 'x'.repeat(21) }),
    ).toThrow(CertificateNumberError);
  });
});

describe('numberKindOfDesign', () => {
  it('reads the numbering kind from each kind’s number block', () => {
    for (const kind of NUMBER_KINDS) {
      const design = createDesign({ slides: [createSlide(createCertificateNumberBlock(kind).elements)] });
      expect(numberKindOfDesign(design)).toBe(kind);
    }
  });

  it('reads it from templates, and finds none in a design without a number', () => {
    expect(numberKindOfDesign(createCompanyTemplate())).toBe('autoincrementFour');
    expect(numberKindOfDesign(createPersonalTemplate())).toBe('randomAlnum');
    expect(numberKindOfDesign(createDesign())).toBeUndefined();
  });
});
