import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/**
 * Spec §9: minimum 0.08, speed 200 ms, a 0.02 trickle every 800 ms, no spinner. `trickleRate` exists
 * in nprogress 0.2 but is missing from its type definitions, hence the widened options type.
 */
const options: Parameters<typeof NProgress.configure>[0] & { trickleRate: number } = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
};

NProgress.configure(options);

export const startProgress = (): void => {
  NProgress.start();
};

export const finishProgress = (): void => {
  NProgress.done();
};
