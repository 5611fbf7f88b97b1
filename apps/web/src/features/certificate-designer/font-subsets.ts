/**
 * Which characters of which design family the designer asks the server's font subsets for, and when.
 * No DOM here (the FontFace side is `useDesignFonts.ts`), so it runs in unit tests.
 */

/** The CSS family of a design family's subsets: the PDF's own font, registered by the designer. */
export const webFontFamily = (family: string): string => `Podium ${family}`;

/**
 * Asked for with a family's first characters, so digits, Latin letters and punctuation typed later
 * show at once (and the space, whose face is the one the line's baseline is taken from).
 */
export const BASIC_CHARS: readonly string[] = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  // Chinese punctuation, by code point: ，。、；：？！“”‘’（）《》【】—…· and the ideographic space.
  ...String.fromCodePoint(
    0xff0c,
    0x3002,
    0x3001,
    0xff1b,
    0xff1a,
    0xff1f,
    0xff01,
    0x201c,
    0x201d,
    0x2018,
    0x2019,
    0xff08,
    0xff09,
    0x300a,
    0x300b,
    0x3010,
    0x3011,
    0x2014,
    0x2026,
    0x00b7,
    0x3000,
  ),
];

/** Characters per request: a CJK character is 9 bytes of URL, and a request line must stay small. */
export const CHUNK_SIZE = 400;
/** Quiet time before asking: typing adds a character per key press, one request per pause is enough. */
export const DEBOUNCE_MS = 250;

const byCodePoint = (a: string, b: string) => a.codePointAt(0)! - b.codePointAt(0)!;
/** Characters with a glyph to draw: line breaks, tabs and other controls have none (and the API refuses controls). */
const hasGlyph = (char: string) => char === ' ' || !/[\s\p{Cc}]/u.test(char);
const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** A CSS unicode-range naming exactly `chars` (consecutive code points merged): the face covers no other. */
export const unicodeRangeOf = (chars: readonly string[]): string => {
  const points = chars.map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point <= last[1] + 1) last[1] = Math.max(last[1], point);
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
};

/** Loads one subset (fetch, FontFace, document.fonts); rejects when it could not. */
export type LoadSubset = (family: string, chars: string[]) => Promise<void>;

/**
 * Collects the characters drawn per family and asks `load` for the new ones after `delayMs` of quiet,
 * sorted (one URL for the same characters, so the browser's cache answers a reload) and in chunks of
 * `chunkSize`. Each character is asked for once per page: a failed chunk is not asked again (its
 * characters keep the system fallbacks) so a broken connection cannot turn every edit into a request.
 */
export const createSubsetLoader = ({
  load,
  delayMs = DEBOUNCE_MS,
  chunkSize = CHUNK_SIZE,
}: {
  load: LoadSubset;
  delayMs?: number;
  chunkSize?: number;
}) => {
  /** Asked for, or waiting to be. */
  const asked = new Map<string, Set<string>>();
  /** Loaded or failed: nothing more will change how they look. */
  const settled = new Map<string, Set<string>>();
  const waiting = new Map<string, Set<string>>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let version = 0;

  const settle = (family: string, chars: readonly string[]) => {
    const done = settled.get(family) ?? new Set<string>();
    settled.set(family, done);
    for (const char of chars) done.add(char);
    version += 1;
    for (const listener of listeners) listener();
  };

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batches = [...waiting];
    waiting.clear();
    for (const [family, chars] of batches) {
      const sorted = [...chars].sort(byCodePoint);
      for (let i = 0; i < sorted.length; i += chunkSize) {
        const chunk = sorted.slice(i, i + chunkSize);
        void load(family, chunk).then(
          () => settle(family, chunk),
          () => settle(family, chunk),
        );
      }
    }
  };

  return {
    /** Notes text drawn in `family`; new characters are asked for after the quiet time. */
    note(family: string, text: string) {
      let known = asked.get(family);
      const fresh: string[] = [];
      if (!known) {
        asked.set(family, (known = new Set()));
        fresh.push(...BASIC_CHARS);
      }
      for (const char of text) if (hasGlyph(char)) fresh.push(char);
      let added = false;
      for (const char of fresh) {
        if (known.has(char)) continue;
        known.add(char);
        const queue = waiting.get(family) ?? new Set<string>();
        waiting.set(family, queue);
        queue.add(char);
        added = true;
      }
      if (!added) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    /** Asks for what is waiting now. */
    flush,
    /** Whether every character of `text` in `family` has its font loaded (or has given up on it). */
    isSettled(family: string, text: string) {
      const done = settled.get(family);
      for (const char of text) if (hasGlyph(char) && !done?.has(char)) return false;
      return true;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Changes whenever a chunk settles (a snapshot for useSyncExternalStore). */
    version: () => version,
  };
};
