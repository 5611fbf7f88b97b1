import { useSyncExternalStore } from 'react';
import type { HandoverAccount } from '@podium/contracts';

/**
 * The hand-over waiting for the person's yes (handover.ts sets it). Kept apart from the exchange itself so
 * the page's first script (HandoverSlot) carries only this store, not the calls behind it.
 */
export type PendingHandover = { code: string; account: HandoverAccount; currentName: string };

let pending: PendingHandover | null = null;
const listeners = new Set<() => void>();
export const setPending = (next: PendingHandover | null) => {
  pending = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const usePendingHandover = () => useSyncExternalStore(subscribe, () => pending);
