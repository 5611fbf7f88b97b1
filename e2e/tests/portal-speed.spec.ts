// What a visitor's browser downloads and waits for on the homepage, measured in Chromium with the cache
// disabled: JavaScript bytes on the wire (compressed), the back office's code never requested, and the
// largest contentful paint on a desktop and on a throttled phone. Figures go to docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshotPath } from '../support/paths.ts';

/**
 * Issue 9's targets are 250 KB of first-load JavaScript, LCP under 1.5 s (desktop) and 4 s (phone). They
 * are not reached yet (see docs/benchmarks.md); these bounds keep what was won (1,818 KB uncompressed
 * before) from slipping back while the rest is done.
 */
const FIRST_LOAD_JS_LIMIT = 480 * 1024;

type Load = { jsBytes: number; jsFiles: string[]; lcpMs: number; uncompressed: string[] };

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
  const js: Array<{ url: string; bytes: number }> = [];
  const uncompressed: string[] = [];
  cdp.on('Network.responseReceived', (e) => {
    urls.set(e.requestId, e.response.url);
    const header = (name: string) =>
      Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === name)?.[1];
    // Files under 1 KB are not worth compressing (the build skips them too).
    const isLarge = Number(header('content-length') ?? 0) > 1024;
    if (/\.m?js(\?|$)/.test(e.response.url) && isLarge && !header('content-encoding'))
      uncompressed.push(new URL(e.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId) ?? '';
    if (/\.m?js(\?|$)/.test(url)) js.push({ url, bytes: e.encodedDataLength });
  });
  await page.goto('/home/homepage', { waitUntil: 'networkidle' });
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return {
    jsBytes: js.reduce((sum, f) => sum + f.bytes, 0),
    jsFiles: js.map((f) => new URL(f.url).pathname),
    lcpMs: Math.round(lcpMs),
    uncompressed,
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
      load.jsFiles.filter((f) => /DeskLayout|TiptapEditor|UserPage|Workbench|NewsManagement/.test(f)),
    ).toEqual([]);
    // Every script of any size arrives precompressed (brotli or gzip).
    expect(load.uncompressed).toEqual([]);
    expect(load.jsBytes).toBeLessThan(FIRST_LOAD_JS_LIMIT);
    // The homepage's news comes from the API.
    await expect(page.locator('.home-news-feature').first()).toBeVisible();
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
    await expect(page.locator('.home-news-feature').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('speed-phone-homepage') });
    await context.close();
  });
});
