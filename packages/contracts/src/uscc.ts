/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from 0–9 and the capital
 * letters without I, O, Z, S, V; the last is a check character — 31 minus the weighted sum (weights 3^i
 * mod 31) of the first 17 values, mod 31, written in the same alphabet.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const isUnifiedSocialCreditCode = (value: string) => {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(code[i]!) * WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET[check] === code[17];
};
