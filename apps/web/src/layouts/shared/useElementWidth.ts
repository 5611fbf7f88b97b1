import { useCallback, useEffect, useState } from 'react';

/**
 * The content width of an element, kept current as it resizes (the designer's canvas follows its stage,
 * a list table pins columns by the room it has). A
 * callback ref, so it follows whichever element is mounted (the editor's stage or the narrow preview).
 */
export const useElementWidth = <T extends HTMLElement>() => {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return;
    // The observer reports the first size as soon as it starts observing.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
};
