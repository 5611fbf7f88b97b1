/**
 * Closing a form that holds unsaved input (Escape, the close ×, a click on the mask, Cancel) asks first;
 * an untouched form closes at once. Kept free of React and antd so the decision is tested on its own.
 */
export type DiscardGuard = {
  /** Whether the person changed anything since the form opened. */
  isDirty: () => boolean;
  /** Asks whether to discard; calls `discard` only when the person agrees. */
  ask: (discard: () => void) => void;
  close: () => void;
};

export const guardedClose = ({ isDirty, ask, close }: DiscardGuard) => {
  if (isDirty()) ask(close);
  else close();
};
