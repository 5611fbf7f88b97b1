/**
 * Chinese resident ID numbers for journeys: valid ones carry the GB 11643 check character, so the product's
 * checks (spec §5 and the check digit) accept them; `mistyped` changes only that character.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The 18-character number: the first 17 digits and their check character. */
export const withCheck = (first17: string): string => {
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i]!, 0);
  return `${first17}${CHECK_CHARACTERS.charAt(sum % 11)}`;
};

/** The same number with a wrong check character (what a typo in the last place gives). */
export const mistyped = (valid: string): string => `${valid.slice(0, 17)}${valid.endsWith('1') ? '2' : '1'}`;

/**
 * A valid number nobody else in the run is likely to hold (a Shanghai district, the given birthday, a
 * random sequence): journeys that register fresh people need distinct numbers.
 */
export const freshIdCard = (birthday = '20050607'): string =>
  withCheck(`310104${birthday}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);
