import { useSyncExternalStore } from 'react';

/** Above this width the header shows the navigation itself; below, the menu button (portal.css). */
const WIDE_HEADER = '(min-width: 961px)';

const subscribe = (listener: () => void): (() => void) => {
  const media = window.matchMedia(WIDE_HEADER);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
};

export const isWideHeader = (): boolean => window.matchMedia(WIDE_HEADER).matches;

/** Whether the header has room for the horizontal navigation; re-renders when that changes. */
export const useWideHeader = (): boolean => useSyncExternalStore(subscribe, isWideHeader);
