import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';

/**
 * Playwright's `test`, with one addition every journey inherits: the browser contexts a spec file opens
 * itself (`browser.newContext()`, `browser.newPage()`) are closed once the file is done.
 *
 * The browser is shared by all files of a worker and Playwright closes only the contexts of its own
 * `context`/`page` fixtures. A journey that opens a page per persona and leaves it open kept it running
 * (its bell stream, polling and animations) for the rest of the run: fifteen idle desk pages cost a
 * fifth of a core, and a lane collects dozens. Contexts are tagged with the file that opened them, so a
 * serial file may still share a page between its tests or open it in `beforeAll`; the next file's first
 * test (or the worker's end) closes them.
 */
const fileOfContext = new WeakMap<BrowserContext, string>();
const patched = new WeakSet<Browser>();

function tagNewContexts(browser: Browser): void {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  // browser.newPage() opens its context through browser.newContext(), so both are tagged here.
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    fileOfContext.set(context, fileNow());
    return context;
  };
}

/** The running test's or hook's file; '' where Playwright gives none, so such a context closes with the next file. */
function fileNow(): string {
  try {
    return base.info().file;
  } catch {
    return '';
  }
}

async function closeContextsOfOtherFiles(browser: Browser, file: string | undefined): Promise<void> {
  const stale = browser.contexts().filter((context) => {
    const owner = fileOfContext.get(context);
    return owner !== undefined && owner !== file;
  });
  await Promise.all(stale.map((context) => context.close().catch(() => undefined)));
}

export const test = base.extend<{ closesContextsOfEarlierFiles: void }, { tagsContexts: void }>({
  tagsContexts: [
    async ({ browser }, use) => {
      tagNewContexts(browser);
      await use();
      await closeContextsOfOtherFiles(browser, undefined);
    },
    { scope: 'worker', auto: true },
  ],
  closesContextsOfEarlierFiles: [
    async ({ browser, tagsContexts }, use, testInfo) => {
      void tagsContexts;
      await closeContextsOfOtherFiles(browser, testInfo.file);
      await use();
    },
    { auto: true },
  ],
});
