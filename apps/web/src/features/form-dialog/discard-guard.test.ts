import { describe, expect, it, vi } from 'vitest';
import { guardedClose } from './discard-guard.ts';

describe('closing a form dialog or drawer', () => {
  it('closes an untouched form at once, without asking', () => {
    const ask = vi.fn();
    const close = vi.fn();
    guardedClose({ isDirty: () => false, ask, close });
    expect(ask).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledOnce();
  });

  it('asks before discarding unsaved input, and closes only when the person agrees', () => {
    let agree: (() => void) | undefined;
    const close = vi.fn();
    guardedClose({ isDirty: () => true, ask: (discard) => (agree = discard), close });
    expect(close).not.toHaveBeenCalled();
    agree?.();
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps the form open when the person chooses to keep editing', () => {
    const close = vi.fn();
    guardedClose({ isDirty: () => true, ask: () => undefined, close });
    expect(close).not.toHaveBeenCalled();
  });
});
