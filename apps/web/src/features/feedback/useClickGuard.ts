import { useCallback, useEffect, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from './feedback-constants.ts';

/**
 * Wraps a handler so repeated clicks within `ms` are ignored (spec §9 default 1000 ms); the flag lets
 * the button show itself disabled meanwhile.
 */
export const useClickGuard = <A extends unknown[]>(
  handler: (...args: A) => void,
  ms: number = CLICK_GUARD_MS,
): [(...args: A) => void, boolean] => {
  const [isLocked, setLocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const guarded = useCallback(
    (...args: A) => {
      if (timer.current !== undefined) return;
      setLocked(true);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        setLocked(false);
      }, ms);
      handler(...args);
    },
    [handler, ms],
  );
  return [guarded, isLocked];
};
