import { describe, expect, it } from 'vitest';
import { commandForKey, isEditableTarget } from './shortcuts.ts';

describe('keyboard shortcuts', () => {
  it('maps undo and redo (Ctrl or ⌘; Ctrl+Shift+Z and Ctrl+Y both redo)', () => {
    expect(commandForKey({ key: 'z', ctrlKey: true })).toEqual({ type: 'undo' });
    expect(commandForKey({ key: 'Z', ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(commandForKey({ key: 'y', ctrlKey: true })).toEqual({ type: 'redo' });
    expect(commandForKey({ key: 'z', metaKey: true })).toEqual({ type: 'undo' });
  });

  it('maps copy, paste, select all, delete and escape', () => {
    expect(commandForKey({ key: 'c', ctrlKey: true })).toEqual({ type: 'copy' });
    expect(commandForKey({ key: 'v', ctrlKey: true })).toEqual({ type: 'paste' });
    expect(commandForKey({ key: 'a', ctrlKey: true })).toEqual({ type: 'selectAll' });
    expect(commandForKey({ key: 'Delete' })).toEqual({ type: 'delete' });
    expect(commandForKey({ key: 'Backspace' })).toEqual({ type: 'delete' });
    expect(commandForKey({ key: 'Escape' })).toEqual({ type: 'deselect' });
  });

  it('nudges by 1 with arrows and 10 with Shift', () => {
    expect(commandForKey({ key: 'ArrowLeft' })).toEqual({ type: 'nudge', dx: -1, dy: 0 });
    expect(commandForKey({ key: 'ArrowDown', shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: 10 });
  });

  it('cuts, duplicates and moves layers with Ctrl', () => {
    expect(commandForKey({ key: 'x', ctrlKey: true })).toEqual({ type: 'cut' });
    expect(commandForKey({ key: 'd', metaKey: true })).toEqual({ type: 'duplicate' });
    expect(commandForKey({ key: ']', ctrlKey: true })).toEqual({ type: 'layer', move: 'forward' });
    expect(commandForKey({ key: '}', ctrlKey: true, shiftKey: true })).toEqual({
      type: 'layer',
      move: 'front',
    });
    expect(commandForKey({ key: '[', ctrlKey: true })).toEqual({ type: 'layer', move: 'backward' });
    expect(commandForKey({ key: '{', ctrlKey: true, shiftKey: true })).toEqual({
      type: 'layer',
      move: 'back',
    });
  });

  it('leaves other keys to the browser', () => {
    expect(commandForKey({ key: 'x' })).toBeNull();
    expect(commandForKey({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(commandForKey({ key: 'p', ctrlKey: true })).toBeNull();
  });

  it('knows typing targets', () => {
    expect(isEditableTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(
      true,
    );
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: false } as unknown as EventTarget)).toBe(
      false,
    );
    expect(isEditableTarget(null)).toBe(false);
  });
});
