import { useEffect, useState } from 'react';
import { FONT_FAMILIES } from '@podium/certificate';
import { currentHeaders } from '../../api/client.ts';
import { fetchFontSubset } from './useDesignFonts.ts';

/**
 * SVG artwork (a seal) as the PDF draws it. The renderer draws an SVG's text in its default font whatever
 * the SVG names (draw-pdf.mjs: `fontCallback`), while an `<img>` drew it in the system's fonts — and an
 * image cannot see the page's FontFaces. So the SVG is read, the default font's subset for its text is
 * embedded in it as a data URL (which an SVG image may load), its text set in that font, and the image
 * shows that copy. Anything that cannot be read this way (another origin, not SVG, no text) stays as it is.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
const EMBEDDED_FAMILY = 'PodiumSvgText';

const isSvg = (src: string) =>
  src.startsWith('data:image/svg+xml') || new URL(src, window.location.href).pathname.endsWith('.svg');

const sameOrigin = (src: string) =>
  src.startsWith('data:') || new URL(src, window.location.href).origin === window.location.origin;

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the font'));
    reader.readAsDataURL(blob);
  });

/** The SVG text of `svg` with the PDF's default font embedded and applied; undefined when it has no text. */
export const embedPdfFont = async (
  svg: string,
  subset: (family: string, chars: string[]) => Promise<ArrayBuffer>,
): Promise<string | undefined> => {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (document.querySelector('parsererror') || document.documentElement.namespaceURI !== SVG_NS)
    return undefined;
  const text = [...document.querySelectorAll('text')].map((node) => node.textContent ?? '').join('');
  const chars = [...new Set([...text].filter((char) => char.trim() !== ''))];
  if (chars.length === 0) return undefined;
  const font = await dataUrlOf(new Blob([await subset(FONT_FAMILIES[0], chars)], { type: 'font/ttf' }));
  const style = document.createElementNS(SVG_NS, 'style');
  style.textContent =
    `@font-face { font-family: "${EMBEDDED_FAMILY}"; src: url("${font}") format("truetype"); } ` +
    `text, tspan, textPath { font-family: "${EMBEDDED_FAMILY}" !important; }`;
  document.documentElement.insertBefore(style, document.documentElement.firstChild);
  return new XMLSerializer().serializeToString(document);
};

/** Per source: the copy to show (an object URL), or the source itself when there is nothing to change. */
const drawn = new Map<string, Promise<string>>();

const drawnCopyOf = (src: string): Promise<string> => {
  let copy = drawn.get(src);
  if (!copy) {
    copy = (async () => {
      const response = await fetch(src, { headers: src.startsWith('data:') ? {} : currentHeaders() });
      if (!response.ok) return src;
      const svg = await embedPdfFont(await response.text(), fetchFontSubset);
      return svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : src;
    })().catch(() => src);
    drawn.set(src, copy);
  }
  return copy;
};

/** The src to show for an image primitive: the SVG's copy in the PDF's font once ready, else `src`. */
export const useSvgAsDrawn = (src: string): string => {
  const eligible = isSvg(src) && sameOrigin(src);
  const [shown, setShown] = useState<{ src: string; copy: string } | undefined>();
  useEffect(() => {
    if (!eligible) return;
    let current = true;
    void drawnCopyOf(src).then((copy) => {
      if (current) setShown({ src, copy });
    });
    return () => {
      current = false;
    };
  }, [src, eligible]);
  return shown?.src === src ? shown.copy : src;
};
