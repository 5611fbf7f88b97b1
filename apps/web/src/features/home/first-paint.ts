import { FIRST_PAINT_ELEMENT_ID } from '@podium/contracts';

/** If the app never shows its banner (an error page, a redirect), the static copy goes after this long. */
const BACKSTOP_MS = 10_000;

/**
 * Removes the static header and banner the server painted into the homepage's HTML
 * (modules/page-html/first-paint.ts): called once the app's own banner is on screen, in the same frame,
 * so the swap shows nothing moving.
 */
export const removeFirstPaint = (): void => {
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
};

/** Never leaves the static copy over a page that does not replace it. */
export const scheduleFirstPaintBackstop = (): void => {
  if (document.getElementById(FIRST_PAINT_ELEMENT_ID)) window.setTimeout(removeFirstPaint, BACKSTOP_MS);
};
