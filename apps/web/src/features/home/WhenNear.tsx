import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type WhenNearProps = {
  /** Height kept free until the content is there, so the page below does not jump while scrolling. */
  minHeight: number;
  /**
   * How far outside the viewport loading starts (CSS margin). None by default: a section whose top edge
   * is on screen loads at once, one just below the fold waits for the first scroll.
   */
  rootMargin?: string;
  children: ReactNode;
};

/**
 * Renders its children (typically `lazy` sections) only once this spot comes near the viewport: a
 * homepage section below the fold then costs nothing on the first load, neither its code nor its data
 * call. Browsers without IntersectionObserver get the content at once.
 */
export const WhenNear = ({ minHeight, rootMargin = '0px', children }: WhenNearProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  const placeholder = <div ref={ref} style={{ minHeight }} aria-hidden />;
  if (!isNear) return placeholder;
  return <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>{children}</Suspense>;
};
