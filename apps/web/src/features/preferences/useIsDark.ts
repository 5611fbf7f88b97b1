import { useSyncExternalStore } from 'react';
import { resolveDark } from '../../storage/preferences.ts';
import { usePreferences } from './preferences-store.ts';

const QUERY = '(prefers-color-scheme: dark)';

const subscribe = (listener: () => void): (() => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
};

const systemPrefersDark = (): boolean => window.matchMedia(QUERY).matches;

/** Whether dark mode is on right now; `auto` re-renders when the system setting changes. */
export const useIsDark = (): boolean => {
  const { theme } = usePreferences();
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark);
  return resolveDark(theme, prefersDark);
};
