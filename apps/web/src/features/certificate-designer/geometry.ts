/**
 * Canvas maths of the designer, in logical units (a design is VIEWPORT_WIDTH wide): snapping to guides,
 * alignment and distribution. Pure, so the rules are unit-tested apart from the pointer handling.
 */
export type Box = { left: number; top: number; width: number; height: number };
export type IdBox = Box & { id: string };
export type Guides = { x: number[]; y: number[] };

/** Distance (logical units) within which an edge or centre is pulled onto a guide. */
export const SNAP_THRESHOLD = 6;

/** Candidate lines: the canvas edges and centre, and every other element's edges and centre. */
export const guideLines = (canvas: { width: number; height: number }, others: Box[]): Guides => ({
  x: [
    0,
    canvas.width / 2,
    canvas.width,
    ...others.flatMap((b) => [b.left, b.left + b.width / 2, b.left + b.width]),
  ],
  y: [
    0,
    canvas.height / 2,
    canvas.height,
    ...others.flatMap((b) => [b.top, b.top + b.height / 2, b.top + b.height]),
  ],
});

/** The smallest shift that puts one of `points` on one of `lines`, if within the threshold. */
const nearestShift = (points: number[], lines: number[], threshold: number) => {
  let best: { shift: number; line: number } | null = null;
  for (const point of points) {
    for (const line of lines) {
      const shift = line - point;
      if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best.shift))) {
        best = { shift, line };
      }
    }
  }
  return best;
};

/**
 * Pulls a moving box onto the nearest guide on each axis (its left, centre or right edge; top, middle
 * or bottom) and says which guide lines it now touches, for drawing them.
 */
export const snapBox = (
  box: Box,
  guides: Guides,
  threshold = SNAP_THRESHOLD,
): { left: number; top: number; guides: Guides } => {
  const x = nearestShift([box.left, box.left + box.width / 2, box.left + box.width], guides.x, threshold);
  const y = nearestShift([box.top, box.top + box.height / 2, box.top + box.height], guides.y, threshold);
  return {
    left: box.left + (x?.shift ?? 0),
    top: box.top + (y?.shift ?? 0),
    guides: { x: x ? [x.line] : [], y: y ? [y.line] : [] },
  };
};

/**
 * Pulls the edges a resize handle moves onto the nearest guide: `direction` is the handle's
 * [x, y] (−1 the left/top edge moves, 1 the right/bottom edge, 0 that axis does not change); the
 * opposite edges stay put. With `keepRatio` only the axis with the nearer guide snaps and the other
 * follows the ratio. Never smaller than 1 unit.
 */
export const snapResize = (
  box: Box,
  direction: readonly number[],
  guides: Guides,
  threshold = SNAP_THRESHOLD,
  keepRatio = false,
): Box & { guides: Guides } => {
  const [dirX = 0, dirY = 0] = direction;
  const edge = (dir: number, start: number, size: number) => (dir > 0 ? start + size : start);
  let x = dirX ? nearestShift([edge(dirX, box.left, box.width)], guides.x, threshold) : null;
  let y = dirY ? nearestShift([edge(dirY, box.top, box.height)], guides.y, threshold) : null;
  if (keepRatio && x && y) {
    if (Math.abs(x.shift) <= Math.abs(y.shift)) y = null;
    else x = null;
  }
  let { left, top, width, height } = box;
  if (x) {
    const grow = dirX > 0 ? x.shift : -x.shift;
    width = Math.max(1, width + grow);
    if (dirX < 0) left = box.left + box.width - width;
  }
  if (y) {
    const grow = dirY > 0 ? y.shift : -y.shift;
    height = Math.max(1, height + grow);
    if (dirY < 0) top = box.top + box.height - height;
  }
  if (keepRatio && box.width > 0 && box.height > 0) {
    if (x) {
      height = (width * box.height) / box.width;
      if (dirY < 0) top = box.top + box.height - height;
    } else if (y) {
      width = (height * box.width) / box.height;
      if (dirX < 0) left = box.left + box.width - width;
    }
  }
  return { left, top, width, height, guides: { x: x ? [x.line] : [], y: y ? [y.line] : [] } };
};

/** The smallest box holding every box. */
export const boundingBox = (boxes: Box[]): Box => {
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
};

export const ALIGN_MODES = ['left', 'centerH', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignMode = (typeof ALIGN_MODES)[number];

/**
 * New positions that align boxes: with several, to their common bounding box; with one, to the canvas
 * (so a single element can be centred on the certificate).
 */
export const alignBoxes = (
  boxes: IdBox[],
  mode: AlignMode,
  canvas: { width: number; height: number },
): { id: string; left: number; top: number }[] => {
  const frame = boxes.length > 1 ? boundingBox(boxes) : { left: 0, top: 0, ...canvas };
  return boxes.map((b) => {
    switch (mode) {
      case 'left':
        return { id: b.id, left: frame.left, top: b.top };
      case 'centerH':
        return { id: b.id, left: frame.left + (frame.width - b.width) / 2, top: b.top };
      case 'right':
        return { id: b.id, left: frame.left + frame.width - b.width, top: b.top };
      case 'top':
        return { id: b.id, left: b.left, top: frame.top };
      case 'middle':
        return { id: b.id, left: b.left, top: frame.top + (frame.height - b.height) / 2 };
      case 'bottom':
        return { id: b.id, left: b.left, top: frame.top + frame.height - b.height };
    }
  });
};

/**
 * Equal gaps between three or more boxes along an axis: the outermost stay, the others are spaced so
 * the free space between neighbours is the same. Fewer than three boxes: nothing moves.
 */
export const distributeBoxes = (
  boxes: IdBox[],
  axis: 'horizontal' | 'vertical',
): { id: string; left: number; top: number }[] => {
  if (boxes.length < 3) return boxes.map(({ id, left, top }) => ({ id, left, top }));
  const start = axis === 'horizontal' ? 'left' : 'top';
  const size = axis === 'horizontal' ? 'width' : 'height';
  const sorted = [...boxes].sort((a, b) => a[start] - b[start]);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const span = last[start] + last[size] - first[start];
  const occupied = sorted.reduce((sum, b) => sum + b[size], 0);
  const gap = (span - occupied) / (sorted.length - 1);
  let cursor = first[start];
  const placed = new Map<string, number>();
  for (const b of sorted) {
    placed.set(b.id, cursor);
    cursor += b[size] + gap;
  }
  return boxes.map((b) => ({
    id: b.id,
    left: axis === 'horizontal' ? placed.get(b.id)! : b.left,
    top: axis === 'vertical' ? placed.get(b.id)! : b.top,
  }));
};

export const LAYER_MOVES = ['front', 'forward', 'backward', 'back'] as const;
export type LayerMove = (typeof LAYER_MOVES)[number];

/**
 * Paint order after moving the selected items: to the top or bottom, or one step past their
 * neighbour. The selected keep their order among themselves.
 */
export const reorderLayers = <T extends { id: string }>(items: T[], ids: string[], move: LayerMove): T[] => {
  const chosen = new Set(ids);
  const picked = items.filter((item) => chosen.has(item.id));
  const rest = items.filter((item) => !chosen.has(item.id));
  if (picked.length === 0) return items;
  if (move === 'front') return [...rest, ...picked];
  if (move === 'back') return [...picked, ...rest];
  const result = [...items];
  if (move === 'forward') {
    for (let i = result.length - 2; i >= 0; i--) {
      if (chosen.has(result[i]!.id) && !chosen.has(result[i + 1]!.id)) {
        [result[i], result[i + 1]] = [result[i + 1]!, result[i]!];
      }
    }
  } else {
    for (let i = 1; i < result.length; i++) {
      if (chosen.has(result[i]!.id) && !chosen.has(result[i - 1]!.id)) {
        [result[i], result[i - 1]] = [result[i - 1]!, result[i]!];
      }
    }
  }
  return result;
};

/** Rotation kept inside the range the design allows (-360…360), as a whole-degree-friendly number. */
export const normaliseRotation = (degrees: number): number => {
  const r = degrees % 360;
  return Math.round(r * 100) / 100;
};
