import { useEffect, useSyncExternalStore } from 'react';
import { ASCENT, FONT_FAMILIES, type DrawPrimitive, type TextPrimitive } from '@podium/certificate';
import { CertificateApi } from '@podium/contracts';
import { apiUrl, currentHeaders } from '../../api/client.ts';
import { createSubsetLoader, unicodeRangeOf, webFontFamily, type LoadSubset } from './font-subsets.ts';

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/**
 * One subset as a FontFace. The route wants the session's Authorization header, which a CSS or FontFace
 * URL cannot send: the bytes come through fetch (no error toasts: a missing font only means the system
 * fallbacks) and the face is built from them. The ascent and descent are those the shared layout
 * places baselines with, so the text sits on the PDF's baseline in the designer's line boxes.
 */
const loadSubset: LoadSubset = async (family, chars) => {
  const url = apiUrl(CertificateApi.fontSubset, { family, text: chars.join('') });
  const response = await fetch(url, { headers: { ...currentHeaders(), Accept: 'font/ttf' } });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('font/'))
    throw new Error(`font subset of ${family}: ${response.status}`);
  const face = new FontFace(webFontFamily(family), await response.arrayBuffer(), {
    unicodeRange: unicodeRangeOf(chars),
    ascentOverride: percent(ASCENT),
    descentOverride: percent(1 - ASCENT),
    lineGapOverride: '0%',
  });
  // Added once loaded: the browser redraws every text of that family with it then, and until then
  // the text shows in the fallbacks instead of being hidden while the font loads.
  await face.load();
  document.fonts.add(face);
};

/** One loader for the page: faces stay in `document.fonts` from one designer page to the next. */
const designFonts = createSubsetLoader({ load: loadSubset });
const DESIGN_FAMILIES = new Set<string>(FONT_FAMILIES);

/**
 * Registers the PDF renderer's fonts for the texts `primitives` draw (new characters fetched after a
 * pause) and tells whether they are all in place. The answer changes when a subset arrives, so the
 * slide re-renders then (the browser repaints the text on its own; the flag is for whoever waits).
 */
export const useDesignFonts = (primitives: readonly DrawPrimitive[]): boolean => {
  useSyncExternalStore(designFonts.subscribe, designFonts.version);
  const texts = primitives.filter(
    (p): p is TextPrimitive => p.kind === 'text' && DESIGN_FAMILIES.has(p.fontFamily),
  );
  useEffect(() => {
    for (const text of texts) designFonts.note(text.fontFamily, text.text);
  });
  return texts.every((text) => designFonts.isSettled(text.fontFamily, text.text));
};
