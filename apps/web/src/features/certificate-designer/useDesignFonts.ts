import { useEffect, useSyncExternalStore } from 'react';
import { ASCENT, type DrawPrimitive, type TextPrimitive } from '@podium/certificate';
import { CertificateApi, type Envelope, type FontMetricsAnswer } from '@podium/contracts';
import { apiUrl, currentHeaders } from '../../api/client.ts';
import { createDesignMeasure, drawnFamily, type FamilyAdvances } from './design-measure.ts';
import { createSubsetLoader, unicodeRangeOf, webFontFamily, type LoadSubset } from './font-subsets.ts';

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** Advances received so far, per family: the layout measures with them (`designMeasure`). */
const receivedAdvances = new Map<string, FamilyAdvances>();

/** The designer's layout measure: the PDF font's advances where known (design-measure.ts). */
export const designMeasure = createDesignMeasure(receivedAdvances);

const fetchOk = async (path: string, family: string, chars: string[], accept: string) => {
  const response = await fetch(apiUrl(path, { family, text: chars.join('') }), {
    headers: { ...currentHeaders(), Accept: accept },
  });
  if (!response.ok) throw new Error(`${path} of ${family}: ${response.status}`);
  return response;
};

/** The advance widths of `chars`, merged into what the layout measures with. */
const loadAdvances = async (family: string, chars: string[]) => {
  const response = await fetchOk(CertificateApi.fontMetrics, family, chars, 'application/json');
  const { code, data } = (await response.json()) as Envelope<FontMetricsAnswer>;
  if (code !== 0) throw new Error(`font metrics of ${family}: ${code}`);
  const known = receivedAdvances.get(family) ?? { unitsPerEm: data.unitsPerEm, advances: new Map() };
  for (const [codePoint, advance] of Object.entries(data.advances))
    known.advances.set(Number(codePoint), advance);
  receivedAdvances.set(family, known);
};

/** The bytes of the PDF renderer's font `family` for `chars` (a TrueType subset). */
export const fetchFontSubset = async (family: string, chars: string[]): Promise<ArrayBuffer> => {
  const response = await fetchOk(CertificateApi.fontSubset, family, chars, 'font/ttf');
  if (!response.headers.get('content-type')?.startsWith('font/'))
    throw new Error(`font subset of ${family}: not a font`);
  return response.arrayBuffer();
};

/**
 * One subset as a FontFace. The route wants the session's Authorization header, which a CSS or FontFace
 * URL cannot send: the bytes come through fetch (no error toasts: a missing font only means the system
 * fallbacks) and the face is built from them. The ascent and descent are those the shared layout places
 * baselines with, so the text sits on the PDF's baseline in the designer's line boxes.
 */
const loadFace = async (family: string, chars: string[]) => {
  const face = new FontFace(webFontFamily(family), await fetchFontSubset(family, chars), {
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

/**
 * The face and the same characters' advances, each settling on its own: widths without the face still
 * break and centre the lines where the PDF does, and a face without widths still draws the PDF's glyphs.
 * Either failure is reported once both have settled.
 */
const loadSubset: LoadSubset = async (family, chars) => {
  const settled = await Promise.allSettled([loadFace(family, chars), loadAdvances(family, chars)]);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
};

/** One loader for the page: faces stay in `document.fonts` from one designer page to the next. */
const designFonts = createSubsetLoader({ load: loadSubset });
/**
 * Registers the PDF renderer's fonts and advances for the texts `primitives` draw (new characters fetched
 * after a pause; a name outside the font table under the family the PDF draws it with) and tells whether
 * they are all in place. The answer changes when a subset arrives, so the slide re-renders then and lays
 * out again with the new advances (the same characters: no further request).
 */
export const useDesignFonts = (primitives: readonly DrawPrimitive[]): boolean => {
  useSyncExternalStore(designFonts.subscribe, designFonts.version);
  const texts = primitives
    .filter((p): p is TextPrimitive => p.kind === 'text')
    .map((p) => ({ family: drawnFamily(p.fontFamily), text: p.text }));
  useEffect(() => {
    for (const { family, text } of texts) designFonts.note(family, text);
  });
  return texts.every(({ family, text }) => designFonts.isSettled(family, text));
};
