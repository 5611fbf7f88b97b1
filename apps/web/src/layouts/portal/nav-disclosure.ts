/**
 * The open state of a header column's list (a WAI-ARIA disclosure), as one pure reducer so that hover,
 * click and keyboard cannot fight. A mouse, or a tap (which browsers precede with a synthetic hover),
 * opens the list on entering; the click that follows must not toggle it shut again. So a click closes
 * the list only when it was open before the pointer came (by an earlier click or the keyboard), and a
 * click on a list the hover has just opened keeps it open (and pins it: the next click closes it).
 */
export type DisclosureState = { isOpen: boolean; openedByHover: boolean };

export type DisclosureEvent =
  | 'pointerEnter'
  | 'pointerLeave'
  /** A click or Enter/Space on the column's button. */
  | 'toggle'
  /** Escape, focus leaving the column, or following one of its links. */
  | 'close';

export const CLOSED: DisclosureState = { isOpen: false, openedByHover: false };

export const nextDisclosure = (state: DisclosureState, event: DisclosureEvent): DisclosureState => {
  switch (event) {
    case 'pointerEnter':
      return state.isOpen ? state : { isOpen: true, openedByHover: true };
    case 'pointerLeave':
    case 'close':
      return CLOSED;
    case 'toggle':
      if (state.openedByHover) return { isOpen: true, openedByHover: false };
      return { isOpen: !state.isOpen, openedByHover: false };
  }
};
