/**
 * Bank card numbers: digits only (spaces and dashes between groups are dropped), 12–19 long, and the
 * last digit must be the Luhn check digit of the rest (UnionPay, Visa and Mastercard cards all use it).
 */
export const normaliseCardNo = (input: string) => input.replace(/[\s-]/g, '');

export const hasCardLength = (digits: string) => /^\d{12,19}$/.test(digits);

export const passesLuhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** "6222 **** **** 1234": the first four and the last four digits, as bank apps show a card. */
export const maskCardNo = (first4: string, last4: string) => `${first4} **** **** ${last4}`;
