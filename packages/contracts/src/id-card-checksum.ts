/**
 * GB 11643-1999 check character of an 18-character resident ID number: the weighted sum (weights 2^(17-i)
 * mod 11) of the first 17 digits, mod 11, picks the 18th character from "10X98765432". Spec §5 only asks for
 * length and birth date; this catches mistyped numbers, with a message of its own.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character the first 17 digits call for, or undefined when they are not 17 digits. */
export const idCardCheckChar = (first17: string): string | undefined => {
  if (!/^\d{17}$/.test(first17)) return undefined;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17.charAt(i)), 0);
  return CHECK_CHARS.charAt(sum % 11);
};

/** True when an 18-character number's last character (x or X) matches its check character. */
export const idCardChecksumValid = (idCard: string): boolean => {
  if (idCard.length !== 18) return false;
  const expected = idCardCheckChar(idCard.slice(0, 17));
  return expected !== undefined && expected === idCard.charAt(17).toUpperCase();
};
