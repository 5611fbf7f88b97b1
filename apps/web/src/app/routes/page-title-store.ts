import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title a detail page gives itself (the item's name), in place of its route's title while the
 * page is open. One at a time: the page that set it clears it when it goes.
 */
let itemTitle: string | null = null;
const listeners = new Set<() => void>();

const set = (next: string | null) => {
  itemTitle = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useItemTitle = (): string | null => useSyncExternalStore(subscribe, () => itemTitle);

/** A detail page names its item in the browser tab (`name - site`); nothing while it loads. */
export const usePageTitle = (name: string | undefined): void => {
  useEffect(() => {
    if (!name) return undefined;
    set(name);
    return () => set(null);
  }, [name]);
};
