/** Keyboard shortcuts of the designer → commands; pure, so the mapping is unit-tested. */
import type { LayerMove } from './geometry.ts';

export type DesignerCommand =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste' }
  | { type: 'duplicate' }
  | { type: 'layer'; move: LayerMove }
  | { type: 'delete' }
  | { type: 'selectAll' }
  | { type: 'deselect' }
  | { type: 'nudge'; dx: number; dy: number };

export type KeyInput = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
};

/** Arrow keys move by 1 logical unit, 10 with Shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The command a key press means, or null (then the browser keeps the key). Ctrl and ⌘ are the same. */
export const commandForKey = (input: KeyInput): DesignerCommand | null => {
  const mod = Boolean(input.ctrlKey || input.metaKey);
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (mod && !input.altKey) {
    if (key === 'z') return input.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'c') return { type: 'copy' };
    if (key === 'v') return { type: 'paste' };
    if (key === 'x') return { type: 'cut' };
    if (key === 'd') return { type: 'duplicate' };
    if (key === 'a') return { type: 'selectAll' };
    // Layer order as in slide editors: Ctrl+] forward, Ctrl+[ backward; with Shift to the front / back.
    if (key === ']' || key === '}') return { type: 'layer', move: input.shiftKey ? 'front' : 'forward' };
    if (key === '[' || key === '{') return { type: 'layer', move: input.shiftKey ? 'back' : 'backward' };
    return null;
  }
  if (mod || input.altKey) return null;
  if (key === 'Delete' || key === 'Backspace') return { type: 'delete' };
  if (key === 'Escape') return { type: 'deselect' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = input.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  return null;
};

/** Typing in a field keeps its keys: shortcuts apply only when the canvas side has focus. */
export const isEditableTarget = (target: EventTarget | null): boolean => {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable;
};
