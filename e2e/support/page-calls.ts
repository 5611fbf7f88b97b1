import { expect, type Page, type Request } from '@playwright/test';

/**
 * Follows the page's requests: `quiet()` resolves once none has been in flight for 0.7 s (a
 * client-side navigation sets no load state to wait for, and a lazy page starts its calls late).
 * A caller that has already seen the new page mount (its tab title changed: the route's code is loaded
 * and the page's first queries have started) may ask for a shorter pause.
 */
export function trackCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  // Scripts too: a lazy page's chunk loads before its calls start. Event streams never finish.
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  const change = (request: Request, by: number) => {
    if (!counted(request)) return;
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', (request) => change(request, 1));
  const done = (request: Request) => change(request, -1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (idleMs = 700) =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange > idleMs, {
          timeout: 15_000,
          intervals: [100],
        })
        .toBe(true),
  };
}
