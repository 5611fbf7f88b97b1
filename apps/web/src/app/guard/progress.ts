import type { NProgress as NProgressApi } from 'nprogress';

/**
 * Spec §9: minimum 0.08, speed 200 ms, a 0.02 trickle every 800 ms, no spinner. `trickleRate` exists
 * in nprogress 0.2 but is missing from its type definitions, hence the widened options type.
 */
const options: Parameters<NProgressApi['configure']>[0] & { trickleRate: number } = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
};

/**
 * nprogress and its styles load with the first route change, not with the page: a first load has no
 * route change to show (useNavigationEffects skips it), so a visitor who only reads never fetches them.
 */
let loaded: Promise<NProgressApi> | null = null;
const load = (): Promise<NProgressApi> =>
  (loaded ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => {
    module.default.configure(options);
    return module.default;
  }));

/** Whether the bar should be running (a change may finish before nprogress has loaded). */
let isRunning = false;

export const startProgress = (): void => {
  isRunning = true;
  void load().then((progress) => {
    if (isRunning) progress.start();
  });
};

export const finishProgress = (): void => {
  isRunning = false;
  void loaded?.then((progress) => progress.done());
};
