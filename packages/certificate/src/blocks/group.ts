import type { DesignElement } from '../model/element.ts';

/** Where a prepared group is dropped: the top-left corner of its first element, in logical units. */
export type GroupOrigin = { left?: number; top?: number };

/** A prepared group: elements with fresh ids, added to a slide together (spec §3). */
export type ElementGroup = { kind: string; name: string; elements: DesignElement[] };
