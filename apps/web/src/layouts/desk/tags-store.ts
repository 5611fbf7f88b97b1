import { useSyncExternalStore } from 'react';
import { AFFIX_PATH, type Tag } from './tags.ts';

let tags: Tag[] = [{ path: AFFIX_PATH, fullPath: AFFIX_PATH, title: null }];
const listeners = new Set<() => void>();

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const getTags = (): Tag[] => tags;

export const setTags = (update: (current: Tag[]) => Tag[]): void => {
  tags = update(tags);
  for (const listener of listeners) listener();
};

/** Open tabs survive moving between desk pages for the life of the page (not across reloads). */
export const useTags = (): Tag[] => useSyncExternalStore(subscribe, getTags);
