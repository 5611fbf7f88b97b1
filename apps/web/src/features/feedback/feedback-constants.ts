/** Spec §9: a guarded button stays disabled for 1000 ms after a click. */
export const CLICK_GUARD_MS = 1000;

/** Spec §9: number-scroll animations last 1000 ms. */
export const NUMBER_SCROLL_MS = 1000;

/** Ease-out cubic: fast start, gentle landing, as counters usually read best. */
export const easeOutCubic = (t: number): number => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3;

/** The value shown `elapsed` ms into a scroll from `from` to `to`, rounded to `decimals`. */
export const numberAt = (
  elapsed: number,
  from: number,
  to: number,
  duration = NUMBER_SCROLL_MS,
  decimals = 0,
): number => {
  const progress = duration <= 0 ? 1 : easeOutCubic(elapsed / duration);
  const factor = 10 ** decimals;
  return Math.round((from + (to - from) * progress) * factor) / factor;
};
