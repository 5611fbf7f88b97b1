/** Chinese resident ID-card parsing (spec §5): 18 characters, birth date in characters 7–14, gender from the 17th. */
export const ID_CARD_LENGTH = 18;
export const ID_CARD_LENGTH_ERROR = '无效的身份证号码：必须为18位字符串';
export const ID_CARD_BIRTH_ERROR = '无效的出生日期';

export type IdCardInfo = {
  /** YYYY-MM-DD */
  birthday: string;
  age: number;
  /** 1 male, 2 female */
  gender: 1 | 2;
};

export class IdCardError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

/** Parses an ID number against `today` (injectable for tests); throws IdCardError with the spec's message. */
export const parseIdCard = (idCard: unknown, today: Date = new Date()): IdCardInfo => {
  if (typeof idCard !== 'string' || idCard.length !== ID_CARD_LENGTH) {
    throw new IdCardError(ID_CARD_LENGTH_ERROR);
  }
  const digits = idCard.slice(6, 14);
  if (!/^\d{8}$/.test(digits)) throw new IdCardError(ID_CARD_BIRTH_ERROR);
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const day = Number(digits.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isRealDate) throw new IdCardError(ID_CARD_BIRTH_ERROR);
  let age = today.getFullYear() - year;
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  if (!hadBirthday) age -= 1;
  const genderDigit = Number(idCard.charAt(16));
  return { birthday: `${year}-${pad(month)}-${pad(day)}`, age, gender: genderDigit % 2 === 0 ? 2 : 1 };
};
