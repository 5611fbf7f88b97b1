/**
 * Resizing and rotating several elements as one group (the designer's multi-select frame), in logical
 * units. Pure: the pointer handling in DesignCanvas only measures how far the frame moved.
 */
import { normaliseRotation, type Box } from './geometry.ts';

/** An element's box with its rotation (degrees, about its centre). */
export type GroupItem = Box & { id: string; rotate?: number; fixedRatio?: boolean };
export type GroupPatch = { id: string; left: number; top: number; width: number; height: number };
export type RotatePatch = { id: string; left: number; top: number; rotate: number };

const centreOf = (b: Box) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });

/** The axis-aligned box holding every element as drawn (rotated about its centre): the group frame. */
export const groupFrame = (items: GroupItem[]): Box => {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const item of items) {
    const { x, y } = centreOf(item);
    const rad = ((item.rotate ?? 0) * Math.PI) / 180;
    // Half extents of the rotated rectangle along each axis.
    const hw = (Math.abs(Math.cos(rad)) * item.width + Math.abs(Math.sin(rad)) * item.height) / 2;
    const hh = (Math.abs(Math.sin(rad)) * item.width + Math.abs(Math.cos(rad)) * item.height) / 2;
    minX = Math.min(minX, x - hw);
    maxX = Math.max(maxX, x + hw);
    minY = Math.min(minY, y - hh);
    maxY = Math.max(maxY, y + hh);
  }
  if (items.length === 0) return { left: 0, top: 0, width: 0, height: 0 };
  return { left: minX, top: minY, width: maxX - minX, height: maxY - minY };
};

/**
 * The frame after dragging one of its handles: `direction` is the handle (-1 left/top, 1 right/bottom,
 * 0 that axis untouched); the opposite side stays put, as it does under the pointer.
 */
export const resizeFrame = (start: Box, direction: readonly number[], width: number, height: number): Box => {
  const [dx = 0, dy = 0] = direction;
  const w = dx === 0 ? start.width : Math.max(1, width);
  const h = dy === 0 ? start.height : Math.max(1, height);
  return {
    left: dx < 0 ? start.left + start.width - w : start.left,
    top: dy < 0 ? start.top + start.height - h : start.top,
    width: w,
    height: h,
  };
};

/**
 * Every element scaled with the frame: its centre keeps its place relative to the frame, its size
 * scales by the frame's factors (a fixed-ratio image by the smaller one, so it never distorts).
 * A rotated element scales along its own axes, which is exact for uniform scaling.
 */
export const scaleGroup = (items: GroupItem[], from: Box, to: Box): GroupPatch[] => {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  return items.map((item) => {
    const c = centreOf(item);
    const cx = to.left + (c.x - from.left) * sx;
    const cy = to.top + (c.y - from.top) * sy;
    const [fx, fy] = item.fixedRatio ? [Math.min(sx, sy), Math.min(sx, sy)] : [sx, sy];
    const width = Math.max(1, item.width * fx);
    const height = Math.max(1, item.height * fy);
    return { id: item.id, left: cx - width / 2, top: cy - height / 2, width, height };
  });
};

/** Every element turned by `degrees` about the group's centre: centres orbit it, each turns as much. */
export const rotateGroup = (
  items: GroupItem[],
  centre: { x: number; y: number },
  degrees: number,
): RotatePatch[] => {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return items.map((item) => {
    const c = centreOf(item);
    const dx = c.x - centre.x;
    const dy = c.y - centre.y;
    const x = centre.x + dx * cos - dy * sin;
    const y = centre.y + dx * sin + dy * cos;
    return {
      id: item.id,
      left: x - item.width / 2,
      top: y - item.height / 2,
      rotate: normaliseRotation((item.rotate ?? 0) + degrees),
    };
  });
};
