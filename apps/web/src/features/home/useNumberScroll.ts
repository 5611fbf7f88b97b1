import { useEffect, useRef, useState } from 'react';

/** Spec §9: the number-scroll animation takes 1000 ms. */
export const NUMBER_SCROLL_MS = 1000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts from 0 up to `target` over NUMBER_SCROLL_MS once the element is on screen (ease-out), or shows
 * the number at once when the visitor asked the system for reduced motion.
 */
export const useNumberScroll = <E extends Element>(target: number) => {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(0);
  const instant = prefersReducedMotion() || typeof IntersectionObserver === 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || instant) return;
    let frame = 0;
    const run = () => {
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / NUMBER_SCROLL_MS);
        setValue(Math.round(target * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, instant]);
  return [ref, instant ? target : value] as const;
};
