import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { finishProgress, startProgress } from './progress.ts';

/** Progress bar during every route change and scroll back to the top after it (spec §2). */
export const useNavigationEffects = (): void => {
  const navigation = useNavigation();
  const { pathname, key } = useLocation();
  // The page's first location is a load, not a route change: no bar (and no nprogress download).
  const firstKey = useRef(key);

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  // Instant navigations never leave `idle`; give them a short bar too so every change shows one.
  useEffect(() => {
    if (key === firstKey.current) return;
    startProgress();
    const timer = window.setTimeout(finishProgress, 120);
    return () => window.clearTimeout(timer);
  }, [key]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
};
