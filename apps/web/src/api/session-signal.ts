/**
 * Broadcast when the stored session is dropped (11000 or logout), so the in-memory session store can
 * forget the user without the request client importing it (which would be a cycle).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const onSessionCleared = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const signalSessionCleared = (): void => {
  for (const listener of listeners) listener();
};
