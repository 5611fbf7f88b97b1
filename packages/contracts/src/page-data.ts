// Zod-free on purpose: the web app's first load imports it, and a module that builds schemas at its top
// level would bring zod into that load (docs/benchmarks.md, portal first load).

/**
 * The id of the `<script type="application/json">` in which a page's HTML carries the website settings (as
 * the settings call answers them): the web app paints from it instead of asking, a round trip sooner.
 */
export const SITE_SETTINGS_ELEMENT_ID = 'podium-site-settings';

/**
 * The id of the static first paint the server writes into the homepage's HTML (header bar and first banner,
 * outside the app's root); the app removes it once its own banner is on screen.
 */
export const FIRST_PAINT_ELEMENT_ID = 'podium-first-paint';
