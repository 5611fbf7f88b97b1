import { customAlphabet } from 'nanoid';
import {
  NUMBER_KIND_INFO,
  RANDOM_ALNUM_LENGTH,
  RANDOM_DIGITS_LENGTH,
  type NumberKind,
} from './number-kinds.ts';

/** Letters and digits that can't be mistaken for one another when typed from paper (no 0/O, 1/I). */
export const RANDOM_ALNUM_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PREFIX_MAX_LENGTH = 20;
const AFFIX_PATTERN = /^[\p{L}\p{N}_\-./]*$/u;

export class CertificateNumberError extends Error {
  override name = 'CertificateNumberError';
}

export type CertificateNumber = { prefix: string; body: string; suffix: string; full: string };

const randomAlnum = customAlphabet(RANDOM_ALNUM_ALPHABET, RANDOM_ALNUM_LENGTH);
const randomDigits = customAlphabet('0123456789', RANDOM_DIGITS_LENGTH);

/** A fresh random body; the database's unique index catches the rare collision and the caller retries. */
export const randomNumberBody = (kind: 'randomAlnum' | 'randomDigits'): string =>
  kind === 'randomAlnum' ? randomAlnum() : randomDigits();

export const validateAffix = (value: string, what: 'prefix' | 'suffix'): string => {
  if (value.length > PREFIX_MAX_LENGTH || !AFFIX_PATTERN.test(value)) {
    throw new CertificateNumberError(
      `Certificate number ${what} must be at most ${PREFIX_MAX_LENGTH} letters, digits or - _ . /`,
    );
  }
  return value;
};

/** The highest counter a kind shows at its own width (999 for 3 digits). */
export const maxCounterAtWidth = (kind: NumberKind): number => 10 ** NUMBER_KIND_INFO[kind].digits - 1;

export type FormatNumberInput = {
  kind: NumberKind;
  prefix?: string;
  suffix?: string;
  /** Counter kinds: the value the database handed out (1, 2, 3 …). */
  counter?: number;
  /** Random kinds: the body to use (tests, retries); generated when omitted. */
  randomBody?: string;
  /**
   * A counter past its width (1000 on a 3-digit kind): 'widen' shows all its digits, keeping every
   * number unique; 'error' refuses so the organiser can switch to 4 digits first.
   */
  onOverflow?: 'widen' | 'error';
};

/** prefix + body + suffix (spec §9). The caller owns uniqueness: counters come from the database. */
export const formatCertificateNumber = (input: FormatNumberInput): CertificateNumber => {
  const prefix = validateAffix(input.prefix ?? '', 'prefix');
  const suffix = validateAffix(input.suffix ?? '', 'suffix');
  const info = NUMBER_KIND_INFO[input.kind];
  let body: string;
  if (info.counterScope === null) {
    const kind = input.kind as 'randomAlnum' | 'randomDigits';
    body = input.randomBody ?? randomNumberBody(kind);
    const pattern = kind === 'randomAlnum' ? /^[0-9A-Z]+$/ : /^[0-9]+$/;
    if (!pattern.test(body)) throw new CertificateNumberError(`Not a ${kind} body: ${body}`);
  } else {
    const { counter } = input;
    if (counter === undefined || !Number.isSafeInteger(counter) || counter < 1) {
      throw new CertificateNumberError(`Counter must be a whole number from 1, got ${String(counter)}`);
    }
    if (counter > maxCounterAtWidth(input.kind) && input.onOverflow === 'error') {
      throw new CertificateNumberError(
        `Counter ${counter} doesn't fit ${info.digits} digits; choose a wider numbering`,
      );
    }
    body = String(counter).padStart(info.digits, '0');
  }
  return { prefix, body, suffix, full: `${prefix}${body}${suffix}` };
};
