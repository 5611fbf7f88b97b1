import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page that knows its subject (a competition's or article's name) says about itself, in place
 * of its route's title and description while it is open. One at a time: the page that set it clears it
 * when it goes.
 */
export type ItemMeta = { title: string; description?: string };

let itemMeta: ItemMeta | null = null;
const listeners = new Set<() => void>();

const set = (next: ItemMeta | null) => {
  itemMeta = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useItemMeta = (): ItemMeta | null => useSyncExternalStore(subscribe, () => itemMeta);

/**
 * A page names its subject in the browser tab (`name - site`) and, when it has one, describes it in
 * `<meta name="description">`; nothing while it loads (the route's own title and description stay).
 */
export const usePageMeta = (title: string | undefined, description?: string): void => {
  const trimmed = description?.trim() || undefined;
  useEffect(() => {
    if (!title) return undefined;
    set({ title, description: trimmed });
    return () => set(null);
  }, [title, trimmed]);
};

/** A detail page names its item in the browser tab; the route's description stays. */
export const usePageTitle = (name: string | undefined): void => usePageMeta(name);

/** The text of rich-text HTML, whitespace collapsed and cut to `max` characters, for a description. */
export const plainSummary = (html: string | undefined, max = 120): string | undefined => {
  if (!html) return undefined;
  // An inert document: nothing in it loads or runs.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (!collapsed) return undefined;
  return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed;
};
