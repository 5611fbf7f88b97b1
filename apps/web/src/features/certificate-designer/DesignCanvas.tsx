import { useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import Moveable, {
  type OnDrag,
  type OnResize,
  type OnResizeGroup,
  type OnRotate,
  type OnRotateGroup,
} from 'react-moveable';
import Selecto from 'react-selecto';
import { useTranslation } from 'react-i18next';
import { VIEWPORT_WIDTH, type DesignElement, type Slide } from '@podium/certificate';
import {
  canvasSize,
  currentSlide,
  moveTo,
  patchEach,
  updateOne,
  type DesignerAction,
  type DesignerState,
} from './designer-state.ts';
import {
  boundingBox,
  guideLines,
  normaliseRotation,
  snapBox,
  snapResize,
  type Box,
  type Guides,
} from './geometry.ts';
import { groupFrame, resizeFrame, rotateGroup, scaleGroup, type GroupItem } from './group-transform.ts';
import { SlideView } from './SlideView.tsx';

type Props = {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
  width: number;
  /** What the canvas draws when it differs from the design (a real winner's values filled in). */
  shownSlide?: Slide;
};

const NO_GUIDES: Guides = { x: [], y: [] };
/** Snapping pulls within this many screen pixels, whatever the zoom. */
const SNAP_SCREEN_PX = 6;
const boxOf = (e: DesignElement): Box => ({ left: e.left, top: e.top, width: e.width, height: e.height });

/**
 * The editing surface: the slide drawn from the shared layout, with one transparent box per element
 * on top that react-moveable drags, resizes and rotates and react-selecto box-selects. Several selected
 * elements share one group frame that moves, resizes and rotates them together (`group-transform.ts`). Every pointer
 * step is a `preview`; pointer-up `commit`s, so a whole drag is one undo step.
 */
export const DesignCanvas = ({ state, dispatch, width, shownSlide }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  const design = state.history.present;
  const slide = currentSlide(design);
  const scale = width / VIEWPORT_WIDTH;
  const height = width * design.viewportRatio;
  const [canvas, setCanvas] = useState<HTMLDivElement | null>(null);
  const moveableRef = useRef<Moveable>(null);
  const selectoRef = useRef<Selecto>(null);
  const [guides, setGuides] = useState<Guides>(NO_GUIDES);
  /** Boxes of the moving elements when the gesture began (logical units). */
  const startRef = useRef<{ id: string; box: Box }[]>([]);
  /** The selected elements and their group frame when a group resize or rotation began. */
  const groupStartRef = useRef<{ items: GroupItem[]; frame: Box } | null>(null);

  const selected = slide.elements.filter((e) => state.selection.includes(e.id) && !e.lock);
  const single = selected.length === 1 ? selected[0] : undefined;

  // Moveable resolves these selectors after each commit, so it always holds the rendered boxes.
  const targets = selected.map((e) => `[data-element-id="${e.id}"]`);
  useLayoutEffect(() => {
    if (!canvas) return;
    // Selections made elsewhere (layers list, paste, Ctrl+A) are where Shift+click continues from.
    const found = selected
      .map((e) => canvas.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(e.id)}"]`))
      .filter((el): el is HTMLElement => el !== null);
    selectoRef.current?.setSelectedTargets(found);
  }, [canvas, selected]);
  useLayoutEffect(() => moveableRef.current?.updateRect(), [design, width]);

  const beginGesture = () => {
    startRef.current = selected.map((e) => ({ id: e.id, box: boxOf(e) }));
  };
  const endGesture = () => {
    setGuides(NO_GUIDES);
    dispatch({ type: 'commit' });
  };

  const onDrag = (event: Pick<OnDrag, 'beforeTranslate'>) => {
    const moving = startRef.current;
    if (moving.length === 0) return;
    const dx = event.beforeTranslate[0]! / scale;
    const dy = event.beforeTranslate[1]! / scale;
    const frame = boundingBox(moving.map((m) => m.box));
    const movingIds = new Set(moving.map((m) => m.id));
    const others = slide.elements.filter((e) => !movingIds.has(e.id) && !e.hidden).map(boxOf);
    const snapped = snapBox(
      { ...frame, left: frame.left + dx, top: frame.top + dy },
      guideLines(canvasSize(design), others),
      SNAP_SCREEN_PX / scale,
    );
    const sx = snapped.left - frame.left;
    const sy = snapped.top - frame.top;
    setGuides(snapped.guides);
    dispatch({
      type: 'preview',
      update: (doc) =>
        moveTo(
          doc,
          moving.map((m) => ({ id: m.id, left: m.box.left + sx, top: m.box.top + sy })),
        ),
    });
  };

  const onResize = (event: OnResize) => {
    const start = startRef.current[0];
    if (!start) return;
    const [tx, ty] = event.drag.beforeTranslate;
    const others = slide.elements.filter((e) => e.id !== start.id && !e.hidden).map(boxOf);
    const element = slide.elements.find((e) => e.id === start.id);
    // The moving edges snap to guides as a drag does; the opposite edges stay where the handle left them.
    const snapped = snapResize(
      {
        left: start.box.left + tx! / scale,
        top: start.box.top + ty! / scale,
        width: Math.max(1, event.width / scale),
        height: Math.max(1, event.height / scale),
      },
      event.direction,
      guideLines(canvasSize(design), others),
      SNAP_SCREEN_PX / scale,
      element?.type === 'image' && element.fixedRatio,
    );
    setGuides(snapped.guides);
    dispatch({
      type: 'preview',
      update: (doc) =>
        updateOne(doc, start.id, {
          left: snapped.left,
          top: snapped.top,
          width: snapped.width,
          height: snapped.height,
        }),
    });
  };

  const beginGroupGesture = () => {
    const items = selected.map((e): GroupItem => ({
      id: e.id,
      ...boxOf(e),
      rotate: e.rotate,
      fixedRatio: e.type === 'image' && e.fixedRatio,
    }));
    groupStartRef.current = { items, frame: groupFrame(items) };
  };
  const endGroupGesture = () => {
    groupStartRef.current = null;
    dispatch({ type: 'commit' });
  };

  /** The group frame follows the handle; every element scales with it (one undo step on release). */
  const onResizeGroup = (event: OnResizeGroup) => {
    const start = groupStartRef.current;
    if (!start) return;
    const [dw = 0, dh = 0] = event.dist;
    // Moveable measures in screen pixels: the factor it applied, put onto the logical frame.
    const sx = event.boundingWidth / Math.max(1, event.boundingWidth - dw);
    const sy = event.boundingHeight / Math.max(1, event.boundingHeight - dh);
    const to = resizeFrame(start.frame, event.direction, start.frame.width * sx, start.frame.height * sy);
    dispatch({ type: 'preview', update: (doc) => patchEach(doc, scaleGroup(start.items, start.frame, to)) });
  };

  /** Every element orbits the frame's centre and turns by the same angle. */
  const onRotateGroup = (event: OnRotateGroup) => {
    const start = groupStartRef.current;
    if (!start) return;
    const { frame } = start;
    const centre = { x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 };
    dispatch({
      type: 'preview',
      update: (doc) => patchEach(doc, rotateGroup(start.items, centre, event.dist)),
    });
  };

  const onRotate = (event: OnRotate) => {
    const start = startRef.current[0];
    if (!start) return;
    dispatch({
      type: 'preview',
      update: (doc) => updateOne(doc, start.id, { rotate: normaliseRotation(event.rotation) }),
    });
  };

  return (
    <div
      ref={setCanvas}
      className="cd-canvas"
      style={{ width, height }}
      role="application"
      aria-label={t('canvasLabel')}
      data-testid="certificate-canvas"
    >
      <SlideView slide={shownSlide ?? slide} ratio={design.viewportRatio} width={width} />
      {slide.elements.map((element) =>
        element.hidden ? null : (
          <div
            key={element.id}
            data-element-id={element.id}
            data-testid={`element-${element.id}`}
            title={element.name}
            className={[
              'cd-element',
              element.lock ? 'is-locked' : '',
              state.selection.includes(element.id) ? 'is-selected' : '',
            ].join(' ')}
            style={{
              left: element.left * scale,
              top: element.top * scale,
              width: element.width * scale,
              height: element.height * scale,
              transform: element.rotate ? `rotate(${element.rotate}deg)` : undefined,
            }}
          />
        ),
      )}
      {guides.x.map((x) => (
        <div key={`x${x}`} className="cd-guide cd-guide-x" style={{ left: x * scale, height }} />
      ))}
      {guides.y.map((y) => (
        <div key={`y${y}`} className="cd-guide cd-guide-y" style={{ top: y * scale, width }} />
      ))}
      <Moveable
        ref={moveableRef}
        target={targets}
        draggable
        resizable
        rotatable
        keepRatio={single?.type === 'image' && single.fixedRatio}
        throttleDrag={0}
        throttleResize={0}
        throttleRotate={1}
        origin={false}
        onDragStart={beginGesture}
        onDrag={onDrag}
        onDragEnd={endGesture}
        onDragGroupStart={beginGesture}
        onDragGroup={onDrag}
        onDragGroupEnd={endGesture}
        onResizeStart={beginGesture}
        onResize={onResize}
        onResizeEnd={endGesture}
        onRotateStart={beginGesture}
        onRotate={onRotate}
        onRotateEnd={endGesture}
        onResizeGroupStart={beginGroupGesture}
        onResizeGroup={onResizeGroup}
        onResizeGroupEnd={endGroupGesture}
        onRotateGroupStart={beginGroupGesture}
        onRotateGroup={onRotateGroup}
        onRotateGroupEnd={endGroupGesture}
      />
      <Selecto
        ref={selectoRef}
        dragContainer={canvas}
        rootContainer={canvas}
        selectableTargets={['.cd-canvas .cd-element:not(.is-locked)']}
        hitRate={0}
        selectByClick
        selectFromInside={false}
        toggleContinueSelect={['shift']}
        onDragStart={(event) => {
          const target = event.inputEvent.target as Element;
          if (moveableRef.current?.isMoveableElement(target) || target.closest('.cd-element.is-selected')) {
            event.stop();
          }
        }}
        onSelectEnd={(event) => {
          const ids = event.selected
            .map((el) => (el as HTMLElement).dataset.elementId)
            .filter((id): id is string => Boolean(id));
          dispatch({ type: 'select', ids });
          if (event.isDragStart && ids.length > 0) {
            event.inputEvent.preventDefault();
            void moveableRef.current
              ?.waitToChangeTarget()
              .then(() => moveableRef.current?.dragStart(event.inputEvent));
          }
        }}
      />
    </div>
  );
};
