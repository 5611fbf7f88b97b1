import type { CSSProperties } from 'react';
import { layoutSlide, type DrawPrimitive, type Slide } from '@podium/certificate';
import { fontStackOf } from './font-stacks.ts';
import { useSvgAsDrawn } from './svg-as-drawn.ts';
import { designMeasure, useDesignFonts } from './useDesignFonts.ts';

/** An image primitive; SVG artwork shows its text in the PDF's font (svg-as-drawn.ts). */
const ImagePrimitive = ({
  primitive,
  rotation,
}: {
  primitive: Extract<DrawPrimitive, { kind: 'image' }>;
  rotation: CSSProperties;
}) => (
  <img
    className="cd-prim"
    src={useSvgAsDrawn(primitive.src)}
    // The design's own source, also when the image shows a copy of it.
    data-src={primitive.src}
    alt=""
    draggable={false}
    style={{
      left: primitive.x,
      top: primitive.y,
      width: primitive.width,
      height: primitive.height,
      ...rotation,
    }}
  />
);

/** One primitive of `layoutDesign` as DOM: the same positions the PDF renderer draws. */
const Primitive = ({ primitive }: { primitive: DrawPrimitive }) => {
  if (primitive.kind === 'rect') {
    const style: CSSProperties = {
      left: primitive.x,
      top: primitive.y,
      width: primitive.width,
      height: primitive.height,
      background: primitive.color,
    };
    return <div className="cd-prim" style={style} />;
  }
  const rotation: CSSProperties = primitive.rotate
    ? {
        transform: `rotate(${primitive.rotate}deg)`,
        transformOrigin: `${primitive.origin.x - primitive.x}px ${primitive.origin.y - primitive.y}px`,
      }
    : {};
  if (primitive.kind === 'image') return <ImagePrimitive primitive={primitive} rotation={rotation} />;
  const style: CSSProperties = {
    left: primitive.x,
    top: primitive.y,
    fontSize: primitive.fontSize,
    lineHeight: `${primitive.fontSize}px`,
    height: primitive.fontSize,
    color: primitive.color,
    fontFamily: fontStackOf(primitive.fontFamily),
    fontWeight: primitive.bold ? 700 : 400,
    fontStyle: primitive.italic ? 'italic' : undefined,
    textDecoration: primitive.underline ? 'underline' : undefined,
    letterSpacing: primitive.letterSpacing || undefined,
    ...rotation,
  };
  return (
    <span className="cd-prim cd-text" style={style}>
      {primitive.text}
    </span>
  );
};

/**
 * A slide drawn from the shared layout routine at `width` CSS pixels: the preview equals the PDF
 * layout because both draw the same primitives (line breaks are decided in logical units, measured with
 * the PDF fonts' own advances once they arrive), in the PDF's own fonts (`useDesignFonts`). `data-fonts` says whether those fonts are in place yet.
 */
export const SlideView = ({ slide, ratio, width }: { slide: Slide; ratio: number; width: number }) => {
  const layout = layoutSlide(slide, ratio, { width, measure: designMeasure });
  const fontsReady = useDesignFonts(layout.primitives);
  return (
    <div
      className="cd-slide"
      style={{ width: layout.width, height: layout.height }}
      aria-hidden
      data-fonts={fontsReady ? 'ready' : 'loading'}
    >
      {layout.primitives.map((primitive, index) => (
        <Primitive key={index} primitive={primitive} />
      ))}
    </div>
  );
};
