import { DESIGN_VERSION } from './design.ts';
import { DesignValidationError } from './errors.ts';

type Json = Record<string, unknown>;
/** Turns a document of version n into one of version n + 1. */
type Upgrade = (doc: Json) => Json;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapElements = (doc: Json, map: (element: Json) => Json): Json => ({
  ...doc,
  slides: Array.isArray(doc.slides)
    ? doc.slides.map((slide) =>
        isObject(slide) && Array.isArray(slide.elements)
          ? { ...slide, elements: slide.elements.map((e) => (isObject(e) ? map(e) : e)) }
          : slide,
      )
    : doc.slides,
});

/**
 * v0 — documents saved before the format carried a version. They kept the current slide as
 * `slideIndex` and vertical writing as a CSS-like `writingMode` on text elements.
 */
const upgradeV0toV1: Upgrade = (doc) => {
  const { slideIndex, ...rest } = doc;
  const next: Json = { ...rest, version: 1 };
  if (next.currentSlideIndex === undefined && typeof slideIndex === 'number') {
    next.currentSlideIndex = slideIndex;
  }
  return mapElements(next, (element) => {
    if (element.type !== 'text' || !('writingMode' in element)) return element;
    const { writingMode, ...text } = element;
    return { ...text, vertical: text.vertical ?? writingMode === 'vertical-rl' };
  });
};

/** Upgrade steps by the version they start from. */
export const UPGRADES: Record<number, Upgrade> = { 0: upgradeV0toV1 };

/** Reads the version (none = 0) and applies every upgrade step up to today's version. */
export const upgradeDocument = (doc: Json): Json => {
  const version = doc.version === undefined ? 0 : doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new DesignValidationError([{ path: 'version', message: 'expected a whole number' }]);
  }
  if (version > DESIGN_VERSION) {
    throw new DesignValidationError([
      {
        path: 'version',
        message: `version ${version} is newer than this Podium understands (${DESIGN_VERSION})`,
      },
    ]);
  }
  let current: Json = { ...doc, version };
  for (let from = version; from < DESIGN_VERSION; from += 1) {
    const step = UPGRADES[from];
    if (!step) throw new Error(`No upgrade from design version ${from}`);
    current = step(current);
  }
  return current;
};

export { isObject };
