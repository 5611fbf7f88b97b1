import type { Design } from '../model/design.ts';
import { deepEqual } from './deep-equal.ts';
import { performAction, type DesignActionName, type DesignActionPayload } from './registry.ts';

/**
 * Undo/redo over finished changes only. A drag sends many `preview` updates and one `commit` at
 * pointer-up, which becomes a single undo step. Selection, zoom and tool are editor state, not part
 * of the design, so they never appear here; loading a template starts a fresh history.
 */
export type DesignHistory = {
  /** Finished states before the present, oldest first. */
  past: Design[];
  present: Design;
  /** States undone, the next one to redo first. */
  future: Design[];
  /** The present as it was when the change in progress began; null when none is in progress. */
  pending: Design | null;
  limit: number;
};

export const DEFAULT_HISTORY_LIMIT = 100;

export const createHistory = (doc: Design, limit = DEFAULT_HISTORY_LIMIT): DesignHistory => ({
  past: [],
  present: doc,
  future: [],
  pending: null,
  limit,
});

/** Loading a template or a saved design: the new document, with nothing to undo. */
export const loadIntoHistory = (history: DesignHistory, doc: Design): DesignHistory =>
  createHistory(doc, history.limit);

/** Moving to another slide is navigation, not an edit: it is never an undo step of its own. */
const sameContent = (a: Design, b: Design): boolean =>
  a === b || deepEqual({ ...a, currentSlideIndex: 0 }, { ...b, currentSlideIndex: 0 });

/** An update of a change still in progress (a drag step, a keystroke before blur): shown, not recorded yet. */
export const previewChange = (history: DesignHistory, doc: Design): DesignHistory =>
  doc === history.present
    ? history
    : { ...history, present: doc, pending: history.pending ?? history.present };

/** Ends the change in progress: one undo step when the content changed. */
export const commitChange = (history: DesignHistory): DesignHistory => {
  const { pending } = history;
  if (pending === null) return history;
  if (sameContent(pending, history.present)) return { ...history, pending: null };
  return {
    ...history,
    past: [...history.past, pending].slice(-history.limit),
    future: [],
    pending: null,
  };
};

/** A finished change in one go (a toolbar click). */
export const recordChange = (history: DesignHistory, doc: Design): DesignHistory =>
  commitChange(previewChange(history, doc));

/** Runs a registered action; `inProgress` keeps it open for further previews until commitChange. */
export const performInHistory = <N extends DesignActionName>(
  history: DesignHistory,
  name: N,
  payload: DesignActionPayload<N>,
  options: { inProgress?: boolean } = {},
): DesignHistory => {
  const next = previewChange(history, performAction(history.present, name, payload));
  return options.inProgress ? next : commitChange(next);
};

export const canUndo = (history: DesignHistory): boolean =>
  history.past.length > 0 || (history.pending !== null && !sameContent(history.pending, history.present));
export const canRedo = (history: DesignHistory): boolean =>
  history.future.length > 0 && history.pending === null;

export const undo = (history: DesignHistory): DesignHistory => {
  const settled = commitChange(history);
  const previous = settled.past[settled.past.length - 1];
  if (!previous) return settled;
  return {
    ...settled,
    past: settled.past.slice(0, -1),
    present: previous,
    future: [settled.present, ...settled.future],
  };
};

export const redo = (history: DesignHistory): DesignHistory => {
  const settled = commitChange(history);
  const [next, ...rest] = settled.future;
  if (!next) return settled;
  return { ...settled, past: [...settled.past, settled.present], present: next, future: rest };
};
