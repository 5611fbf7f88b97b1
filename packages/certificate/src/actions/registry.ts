import type { Design } from '../model/design.ts';
import { DesignActionError } from '../model/errors.ts';
import {
  addSlides,
  removeSlideProps,
  setCurrentSlideIndex,
  setSlides,
  setTitle,
  setViewportRatio,
  updateSlide,
} from './design-actions.ts';
import { addElements, deleteElements, removeElementProps, updateElements } from './element-actions.ts';

/**
 * Every editing verb of spec §4, by name. Each is pure: perform(doc, payload) → a new design (the
 * same object when nothing changed). Toolbar, context menu, shortcuts and the server all go through
 * here, so there is one definition of each change.
 */
export const designActions = {
  setTitle,
  setSlides,
  updateSlide,
  removeSlideProps,
  setViewportRatio,
  setCurrentSlideIndex,
  addSlides,
  addElements,
  deleteElements,
  updateElements,
  removeElementProps,
} as const;

export type DesignActionName = keyof typeof designActions;
export type DesignActionPayload<N extends DesignActionName> = Parameters<(typeof designActions)[N]>[1];

export const isDesignActionName = (name: string): name is DesignActionName =>
  Object.prototype.hasOwnProperty.call(designActions, name);

/** Runs the named action; unknown names throw DesignActionError. */
export const performAction = <N extends DesignActionName>(
  doc: Design,
  name: N,
  payload: DesignActionPayload<N>,
): Design => {
  if (!isDesignActionName(name)) throw new DesignActionError(`Unknown design action ${String(name)}`);
  const perform = designActions[name] as (doc: Design, payload: DesignActionPayload<N>) => Design;
  return perform(doc, payload);
};
