import type { TextCode } from '../codes/codes.ts';

/**
 * How the body of a certificate number is made (spec §3, §9): random letters and digits, random
 * digits, or a 3- or 4-digit counter over all competitions of the tenant or over one competition.
 */
export const NUMBER_KINDS = [
  'randomAlnum',
  'randomDigits',
  'allAutoincrementThree',
  'allAutoincrementFour',
  'autoincrementThree',
  'autoincrementFour',
] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

export type NumberKindInfo = {
  /** The dynamic-data code that shows the body. Both random kinds show `randomCode`. */
  code: TextCode;
  /** Whose counter numbers it: null for random bodies. */
  counterScope: 'all' | 'competition' | null;
  /** Zero-padded width of counter bodies; length of random ones. */
  digits: number;
  zh: string;
  en: string;
};

export const RANDOM_ALNUM_LENGTH = 10;
export const RANDOM_DIGITS_LENGTH = 12;

export const NUMBER_KIND_INFO: Record<NumberKind, NumberKindInfo> = {
  randomAlnum: {
    code: 'randomCode',
    counterScope: null,
    digits: RANDOM_ALNUM_LENGTH,
    zh: '随机字母数字',
    en: 'Random letters and digits',
  },
  randomDigits: {
    code: 'randomCode',
    counterScope: null,
    digits: RANDOM_DIGITS_LENGTH,
    zh: '随机数字',
    en: 'Random digits',
  },
  allAutoincrementThree: {
    code: 'allAutoincrementThree',
    counterScope: 'all',
    digits: 3,
    zh: '三位全局流水号',
    en: '3-digit, all competitions',
  },
  allAutoincrementFour: {
    code: 'allAutoincrementFour',
    counterScope: 'all',
    digits: 4,
    zh: '四位全局流水号',
    en: '4-digit, all competitions',
  },
  autoincrementThree: {
    code: 'autoincrementThree',
    counterScope: 'competition',
    digits: 3,
    zh: '三位赛事流水号',
    en: '3-digit, this competition',
  },
  autoincrementFour: {
    code: 'autoincrementFour',
    counterScope: 'competition',
    digits: 4,
    zh: '四位赛事流水号',
    en: '4-digit, this competition',
  },
};

/** `source` marker of a certificate-number element, telling the two random kinds apart. */
export const numberSource = (kind: NumberKind): string => `certNo:${kind}`;
export const isNumberKind = (value: string): value is NumberKind =>
  (NUMBER_KINDS as readonly string[]).includes(value);
