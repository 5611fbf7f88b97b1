import { useEffect, useRef, useState } from 'react';
import { NUMBER_SCROLL_MS, numberAt } from './feedback-constants.ts';

type NumberScrollProps = { value: number; duration?: number; decimals?: number };

const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Counts up (or down) to `value` over 1000 ms; screen readers get the final number only. */
export const NumberScroll = ({ value, duration = NUMBER_SCROLL_MS, decimals = 0 }: NumberScrollProps) => {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  const isStill = prefersReducedMotion();

  useEffect(() => {
    if (isStill) return undefined;
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const tick = (now: number) => {
      const next = numberAt(now - start, origin, value, duration, decimals);
      setShown(next);
      from.current = next;
      if (now - start < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, duration, decimals, isStill]);

  const display = isStill ? value : shown;
  return (
    <span className="number-scroll">
      <span aria-hidden>{display.toLocaleString(undefined, { maximumFractionDigits: decimals })}</span>
      <span className="sr-only">{value}</span>
    </span>
  );
};
