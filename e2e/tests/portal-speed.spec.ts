// What a visitor's browser downloads and waits for on the homepage, measured in Chromium with the cache
// disabled: JavaScript bytes on the wire (compressed), the back office's code never requested, and the
// largest contentful paint on a desktop and on a throttled phone. Figures go to docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import { keepScreenshot, screenshotPath } from '../support/paths.ts';

/**
 * Issue 9's targets are 250 KB of first-load JavaScript on the wire, LCP under 1.5 s (desktop) and 4 s
 * (phone). 506 KB before texts loaded per namespace and language; 420 KB after; 310 KB (desktop, 74
 * files) once sections below the fold, the drawer, user menu and status pages loaded on demand and zod
 * left the first load; ~249 KB (71 files) once the header's navigation and language switch became plain
 * markup and antd's feedback machinery, dayjs, nprogress, Alert and Spin left it (docs/benchmarks.md;
 * `node scripts/first-load.mjs` shows what the rest is). The bound was the target itself until session
 * 10's hand-over store, list refresh, level entries and user-centre order routes (and three antd helpers
 * Rolldown split into chunks of their own) took it to 256,498 B: 2 KB of headroom over that, and the
 * 250-KB target is owed again (docs/benchmarks.md). Session 14's pages (workbench, user-centre award
 * announcements, the shared job modal) lengthened the route table's preload map and Rolldown split one more
 * antd helper (useDelayState) into a chunk of its own: 258,874 B, so the bound is 253 KB; lazy-loading the
 * footer was tried and cost more (its chunk loads at once on short pages). No zod (the `schemas` chunk) is checked below: a
 * constant read from a contracts file that also builds schemas brought all of it back once. Session 15: the one
 * English site name and the footer's English organiser line (contracts' glossary constants) came to 259,127 B,
 * 55 B over 253 KB, so the bound is 254 KB; the 250-KB target stays owed. Session 16: the route tables'
 * preload lists stopped naming what their own chunk had already loaded, and a desk or user-centre page's
 * what its shell preloads (apps/web/build/preload-trim.ts); the demo strip's and the portal menu button's
 * icons are drawn inline (two requests fewer): 254,915 B (77 files), so the bound is the target itself.
 * Session 19: the desk's and the user centre's route tables and page loaders (with their preload lists) are
 * patched in on the first visit that needs them (app/routes/late-routes.ts): 244,284 B (76 files).
 */
const FIRST_LOAD_JS_LIMIT = 250 * 1024;

type Load = {
  jsBytes: number;
  jsFiles: string[];
  lcpMs: number;
  lcpElement: string;
  uncompressed: string[];
  /** Content-Encoding of every script (`br`, `gzip`, or `none`) → how many. */
  encodings: Record<string, number>;
};

const measure = async (page: Page, slowPhone: boolean): Promise<Load> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slowPhone) {
    // 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4× (the phone profile).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const urls = new Map<string, string>();
  const encodingOf = new Map<string, string>();
  const decodedBytes = new Map<string, number>();
  const js: Array<{ url: string; bytes: number }> = [];
  const uncompressed: string[] = [];
  const encodings: Record<string, number> = {};
  cdp.on('Network.responseReceived', (e) => {
    urls.set(e.requestId, e.response.url);
    const encoding = Object.entries(e.response.headers).find(
      ([k]) => k.toLowerCase() === 'content-encoding',
    )?.[1];
    encodingOf.set(e.requestId, encoding ?? 'none');
  });
  // Decoded sizes as they arrive: a missing Content-Length (chunked replies) must not hide a large file.
  cdp.on('Network.dataReceived', (e) => {
    decodedBytes.set(e.requestId, (decodedBytes.get(e.requestId) ?? 0) + e.dataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId) ?? '';
    if (!/\.m?js(\?|$)/.test(url)) return;
    // encodedDataLength: what crossed the wire for this response, headers included.
    js.push({ url, bytes: e.encodedDataLength });
    const encoding = encodingOf.get(e.requestId) ?? 'none';
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    // Files under 1 KB are not worth compressing (the build skips them too).
    if (encoding === 'none' && (decodedBytes.get(e.requestId) ?? 0) > 1024)
      uncompressed.push(new URL(url).pathname);
  });
  await page.goto('/home/homepage', { waitUntil: 'networkidle' });
  // The last LCP candidate, and what it was (what to speed up next).
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          const element = entry.element;
          resolve({
            ms: entry.startTime,
            element: element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return {
    jsBytes: js.reduce((sum, f) => sum + f.bytes, 0),
    jsFiles: js.map((f) => new URL(f.url).pathname),
    lcpMs: Math.round(lcp.ms),
    lcpElement: lcp.element,
    uncompressed,
    encodings,
  };
};

const record = (name: string, load: Load) =>
  writeFileSync(
    screenshotPath(`portal-speed-${name}`).replace(/\.png$/, '.json'),
    JSON.stringify(load, null, 2),
  );

test.describe('portal speed', () => {
  test.describe.configure({ timeout: 120_000 });

  test('@visitor homepage on a desktop: small compressed JavaScript, no back-office code, quick paint', async ({
    page,
  }) => {
    const load = await measure(page, false);
    record('desktop', load);
    expect(
      load.jsFiles.filter((f) =>
        /DeskLayout|TiptapEditor|UserPage|Workbench|NewsManagement|\/schemas-|\/zod/.test(f),
      ),
    ).toEqual([]);
    // Every script over 1 KB arrives precompressed, and as brotli (the target is brotli bytes).
    expect(load.uncompressed).toEqual([]);
    expect(Object.keys(load.encodings).filter((e) => e !== 'br' && e !== 'none')).toEqual([]);
    expect(load.jsBytes).toBeLessThan(FIRST_LOAD_JS_LIMIT);
    // Sections below the fold load as they come into view; the homepage's news comes from the API.
    await page.locator('section[aria-labelledby="news-title"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.home-news-feature').first()).toBeVisible();
  });

  test('@visitor homepage paints its banner before any script runs, and the app takes over from it', async ({
    page,
  }) => {
    // No script at all: the server's static header bar and banner are the page (modules/page-html/first-paint.ts).
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto('/home/homepage');
    await expect(page.locator('#podium-first-paint h2.home-banner-title')).toBeVisible();
    await expect(page.locator('#podium-first-paint .site-logo-title')).toBeVisible();
    await page.unroute(/\.m?js(\?|$)/);
    // With scripts: once the app's banner shows, the static copy is gone and one banner title remains.
    await page.goto('/home/homepage');
    await expect(page.locator('.home-banner .home-banner-title')).toBeVisible();
    // In the same frame as the app's banner (a layout effect), well before the 10-s backstop.
    await expect(page.locator('#podium-first-paint')).toHaveCount(0, { timeout: 2_000 });
    await expect(page.locator('h2.home-banner-title')).toHaveCount(1);
  });

  test('@visitor homepage on a slow phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const load = await measure(page, true);
    record('phone', load);
    await page.locator('section[aria-labelledby="news-title"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.home-news-feature').first()).toBeVisible();
    await keepScreenshot(page, 'speed-phone-homepage');
    await context.close();
  });
});
