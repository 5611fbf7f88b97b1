import {
  canRedo,
  canUndo,
  commitChange,
  createHistory,
  loadIntoHistory,
  newId,
  performAction,
  previewChange,
  recordChange,
  redo,
  undo,
  VIEWPORT_WIDTH,
  type Design,
  type DesignElement,
  type DesignHistory,
  type ElementPatch,
  type Slide,
} from '@podium/certificate';
import { alignBoxes, distributeBoxes, reorderLayers, type AlignMode, type LayerMove } from './geometry.ts';
import type { DesignerCommand } from './shortcuts.ts';

/**
 * The designer's state: the design's undo history (from the package: finished changes only) plus
 * editor-only state — the selection and the clipboard — which never enters the design or its history.
 */
export type DesignerState = {
  history: DesignHistory;
  selection: string[];
  clipboard: DesignElement[];
  /** Bumped by every change of the design, so autosave knows there is something to save. */
  revision: number;
};

export type DesignerAction =
  | { type: 'load'; design: Design }
  | { type: 'select'; ids: string[]; additive?: boolean }
  /** A step of a change in progress (drag, resize, typing): shown, not yet an undo step. */
  | { type: 'preview'; update: (design: Design) => Design }
  /** Ends the change in progress (pointer up, blur): one undo step. */
  | { type: 'commit' }
  /** A change in one go (toolbar click, shortcut). */
  | { type: 'change'; update: (design: Design) => Design }
  | { type: 'add'; elements: DesignElement[] }
  | { type: 'align'; mode: AlignMode }
  | { type: 'distribute'; axis: 'horizontal' | 'vertical' }
  | { type: 'layer'; move: LayerMove }
  | { type: 'toggleLock' }
  | DesignerCommand;

export const initialDesignerState = (design: Design): DesignerState => ({
  history: createHistory(design),
  selection: [],
  clipboard: [],
  revision: 0,
});

export const currentSlide = (design: Design): Slide =>
  design.slides[design.currentSlideIndex] ?? design.slides[0]!;
export const canvasSize = (design: Design) => ({
  width: VIEWPORT_WIDTH,
  height: VIEWPORT_WIDTH * design.viewportRatio,
});

const selectedElements = (state: DesignerState) => {
  const chosen = new Set(state.selection);
  return currentSlide(state.history.present).elements.filter((e) => chosen.has(e.id));
};

/** Several position patches as one design change. */
export const moveTo = (design: Design, positions: { id: string; left: number; top: number }[]): Design =>
  positions.reduce(
    (doc, { id, left, top }) => performAction(doc, 'updateElements', { elementId: id, props: { left, top } }),
    design,
  );

/** Per-element patches (a group resize or rotation) as one design change. */
export const patchEach = (design: Design, patches: ({ id: string } & ElementPatch)[]): Design =>
  patches.reduce(
    (doc, { id, ...props }) => performAction(doc, 'updateElements', { elementId: id, props }),
    design,
  );

export const updateOne = (design: Design, id: string, props: ElementPatch): Design =>
  performAction(design, 'updateElements', { elementId: id, props });

const withDesign = (state: DesignerState, history: DesignHistory): DesignerState =>
  history === state.history ? state : { ...state, history, revision: state.revision + 1 };

/** Pasted copies get new ids and sit a little lower and to the right, so they are visibly new. */
const PASTE_OFFSET = 20;

export const designerReducer = (state: DesignerState, action: DesignerAction): DesignerState => {
  const design = state.history.present;
  switch (action.type) {
    case 'load':
      return { ...state, history: loadIntoHistory(state.history, action.design), selection: [] };
    case 'select': {
      if (!action.additive) return { ...state, selection: action.ids };
      const next = new Set(state.selection);
      for (const id of action.ids) {
        if (next.has(id)) next.delete(id);
        else next.add(id);
      }
      return { ...state, selection: [...next] };
    }
    case 'preview':
      return withDesign(state, previewChange(state.history, action.update(design)));
    case 'commit':
      return withDesign(state, commitChange(state.history));
    case 'change':
      return withDesign(state, recordChange(state.history, action.update(design)));
    case 'add': {
      const next = performAction(design, 'addElements', { elements: action.elements });
      return {
        ...withDesign(state, recordChange(state.history, next)),
        selection: action.elements.map((e) => e.id),
      };
    }
    case 'undo':
    case 'redo': {
      const can = action.type === 'undo' ? canUndo(state.history) : canRedo(state.history);
      if (!can) return state;
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      const ids = new Set(currentSlide(history.present).elements.map((e) => e.id));
      return { ...withDesign(state, history), selection: state.selection.filter((id) => ids.has(id)) };
    }
    case 'copy':
      return { ...state, clipboard: selectedElements(state) };
    case 'paste':
    case 'duplicate': {
      // Duplicate copies the selection without touching the clipboard.
      const source = action.type === 'paste' ? state.clipboard : selectedElements(state);
      if (source.length === 0) return state;
      // Copies are never locked, so the pasted element can be moved at once.
      const copies = source.map((e) => {
        const copy = { ...e, id: newId(), left: e.left + PASTE_OFFSET, top: e.top + PASTE_OFFSET };
        delete copy.lock;
        return copy;
      });
      const next = performAction(design, 'addElements', { elements: copies });
      return {
        ...withDesign(state, recordChange(state.history, next)),
        selection: copies.map((e) => e.id),
        clipboard: action.type === 'paste' ? copies : state.clipboard,
      };
    }
    case 'cut': {
      const ids = selectedElements(state)
        .filter((e) => !e.lock)
        .map((e) => e.id);
      if (ids.length === 0) return state;
      const clipboard = selectedElements(state).filter((e) => !e.lock);
      const next = performAction(design, 'deleteElements', { elementId: ids });
      return { ...withDesign(state, recordChange(state.history, next)), selection: [], clipboard };
    }
    case 'delete': {
      const ids = selectedElements(state)
        .filter((e) => !e.lock)
        .map((e) => e.id);
      if (ids.length === 0) return state;
      const next = performAction(design, 'deleteElements', { elementId: ids });
      return { ...withDesign(state, recordChange(state.history, next)), selection: [] };
    }
    case 'selectAll':
      return {
        ...state,
        selection: currentSlide(design)
          .elements.filter((e) => !e.lock)
          .map((e) => e.id),
      };
    case 'deselect':
      return { ...state, selection: [] };
    case 'nudge': {
      const movable = selectedElements(state).filter((e) => !e.lock);
      if (movable.length === 0) return state;
      const next = moveTo(
        design,
        movable.map((e) => ({ id: e.id, left: e.left + action.dx, top: e.top + action.dy })),
      );
      return withDesign(state, recordChange(state.history, next));
    }
    case 'align': {
      const boxes = selectedElements(state).filter((e) => !e.lock);
      if (boxes.length === 0) return state;
      const next = moveTo(design, alignBoxes(boxes, action.mode, canvasSize(design)));
      return withDesign(state, recordChange(state.history, next));
    }
    case 'distribute': {
      const next = moveTo(
        design,
        distributeBoxes(
          selectedElements(state).filter((e) => !e.lock),
          action.axis,
        ),
      );
      return withDesign(state, recordChange(state.history, next));
    }
    case 'layer': {
      const slide = currentSlide(design);
      const elements = reorderLayers(slide.elements, state.selection, action.move);
      if (elements.every((e, i) => e === slide.elements[i])) return state;
      const next = performAction(design, 'updateSlide', { props: { elements } });
      return withDesign(state, recordChange(state.history, next));
    }
    case 'toggleLock': {
      const chosen = selectedElements(state);
      if (chosen.length === 0) return state;
      const lock = !chosen.every((e) => e.lock);
      const ids = chosen.map((e) => e.id);
      const next = lock
        ? performAction(design, 'updateElements', { elementId: ids, props: { lock: true } })
        : performAction(design, 'removeElementProps', { elementId: ids, propName: 'lock' });
      return withDesign(state, recordChange(state.history, next));
    }
  }
};
