import { useMatches } from 'react-router';
import { readMeta, type RouteMeta } from './route-meta.ts';

/** Meta of the deepest matched route that has one. */
export const useCurrentMeta = (): RouteMeta | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const found = readMeta(matches[i]?.handle);
    if (found) return found;
  }
  return undefined;
};
