import { describe, expect, it } from 'vitest';
import { EDITOR_ID_LENGTH, ID_LENGTH, newEditorId, newId } from './ids.ts';

describe('ids', () => {
  it('makes 21-character ids from the 64-character URL-safe alphabet', () => {
    const ids = Array.from({ length: 500 }, () => newId());
    expect(ID_LENGTH).toBe(21);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Over 500 × 21 characters every one of the 64 symbols shows up.
    expect(new Set(ids.join('')).size).toBe(64);
  });

  it('gives an editor 8 random lowercase letters when it has no id', () => {
    expect(EDITOR_ID_LENGTH).toBe(8);
    const made = [newEditorId(), newEditorId(undefined), newEditorId(null), newEditorId('')];
    for (const id of made) expect(id).toMatch(/^[a-z]{8}$/);
    expect(new Set(made).size).toBe(made.length);
  });

  it('keeps an editor id that was given', () => {
    expect(newEditorId('my-editor')).toBe('my-editor');
  });
});
