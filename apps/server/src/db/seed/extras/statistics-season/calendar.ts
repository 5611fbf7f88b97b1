/** The season's calendar: day numbers (from today) of both editions, and China's calendar day. */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Day numbers of the finished third edition (about half a year ago) and the fourth (running now). */
export const PAST = {
  signUp: [-216, -193] as [number, number],
  submit: [-197, -177] as [number, number],
  review: [-175, -163] as [number, number],
  awarded: -160,
};
export const NOW = {
  signUp: [-42, -10] as [number, number],
  submit: [-8, 14] as [number, number],
  review: [16, 30] as [number, number],
};

/** China's calendar day of a moment (YYYY-MM-DD), as the statistics count days. */
export const chinaDay = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);
