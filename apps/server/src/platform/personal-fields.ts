import { ID_CARD_LENGTH_ERROR, IdCardError, MsgKey, parseIdCard, type IdCardInfo } from '@podium/contracts';
import { badRequest } from './errors.ts';
import { maskIdCard, maskPhone, type PersonalDataCipher } from './personal-data.ts';

/** Phone and ID numbers of a user: encrypted with a blind index at rest, masked on the way out (issue 3). */

/** The spec §5 message key of a failed ID number, or undefined when it parses. */
export const idCardProblem = (
  idCard: string,
): typeof MsgKey.idCardLength | typeof MsgKey.idCardBirth | undefined => {
  try {
    parseIdCard(idCard);
    return undefined;
  } catch (error) {
    if (!(error instanceof IdCardError)) throw error;
    return error.message === ID_CARD_LENGTH_ERROR ? MsgKey.idCardLength : MsgKey.idCardBirth;
  }
};

/** Parses an ID number (upper-case X); the spec's messages become 400s. */
export const parseIdCardOrThrow = (idCard: string): IdCardInfo => {
  const problem = idCardProblem(idCard);
  if (problem) throw badRequest(problem);
  return parseIdCard(idCard);
};

/** Columns of a phone number: null clears it. */
export const phoneColumns = (cipher: PersonalDataCipher, phone: string | null) =>
  phone
    ? { phoneCipher: cipher.encrypt(phone), phoneIndex: cipher.blindIndex(phone) }
    : { phoneCipher: null, phoneIndex: null };

/** Columns of an ID number with the birthday and gender it carries: null clears them. */
export const idCardColumns = (cipher: PersonalDataCipher, idCard: string | null, info?: IdCardInfo) =>
  idCard && info
    ? {
        idCardCipher: cipher.encrypt(idCard),
        idCardIndex: cipher.blindIndex(idCard),
        birthday: info.birthday,
        gender: info.gender,
      }
    : { idCardCipher: null, idCardIndex: null, birthday: null, gender: null };

const safeDecrypt = (cipher: PersonalDataCipher, value: string | null) => {
  if (!value) return '';
  try {
    return cipher.decrypt(value);
  } catch {
    // A value written under another key stays unreadable rather than failing the whole list.
    return '****';
  }
};

export const maskedPhoneOf = (cipher: PersonalDataCipher, phoneCipher: string | null) => {
  const phone = safeDecrypt(cipher, phoneCipher);
  return phone ? maskPhone(phone) : '';
};

export const maskedIdCardOf = (cipher: PersonalDataCipher, idCardCipher: string | null) => {
  const idCard = safeDecrypt(cipher, idCardCipher);
  return idCard ? maskIdCard(idCard) : '';
};

export const revealValue = (cipher: PersonalDataCipher, value: string | null) =>
  value ? cipher.decrypt(value) : '';

/** ID numbers are compared and stored with an upper-case check character. */
export const normaliseIdCard = (idCard: string) => idCard.trim().toUpperCase();
