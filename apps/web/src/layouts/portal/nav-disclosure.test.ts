import { describe, expect, it } from 'vitest';
import { CLOSED, nextDisclosure, type DisclosureEvent } from './nav-disclosure.ts';

const run = (...events: DisclosureEvent[]) => events.reduce(nextDisclosure, CLOSED);

describe('a header column’s list (hover, click and keyboard)', () => {
  it('stays open when the pointer that opened it clicks the column', () => {
    expect(run('pointerEnter').isOpen).toBe(true);
    expect(run('pointerEnter', 'toggle').isOpen).toBe(true);
  });

  it('closes on a second click, and on leaving', () => {
    expect(run('pointerEnter', 'toggle', 'toggle').isOpen).toBe(false);
    expect(run('pointerEnter', 'pointerLeave').isOpen).toBe(false);
  });

  it('toggles with the keyboard (no pointer) and closes on Escape', () => {
    expect(run('toggle').isOpen).toBe(true);
    expect(run('toggle', 'toggle').isOpen).toBe(false);
    expect(run('toggle', 'close').isOpen).toBe(false);
  });

  it('a pointer arriving over a list opened by the keyboard lets the next click close it', () => {
    expect(run('toggle', 'pointerEnter', 'toggle').isOpen).toBe(false);
  });
});
