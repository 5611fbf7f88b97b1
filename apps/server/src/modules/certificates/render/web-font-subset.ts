import { LRUCache } from 'lru-cache';
import { threadFonts } from './render-pool.ts';
import { cmapTable, postTable, readTables, writeSfnt } from './sfnt-writer.ts';
import { useGlyphCacheFor } from './subset-glyph-cache.mjs';

/** The parts of a fontkit font (and its TrueType subsetter) the web subset uses; pdfkit uses the same. */
type FontkitFont = {
  glyphForCodePoint(codePoint: number): { id: number };
  createSubset(): { includeGlyph(glyphId: number): number; encode(): Uint8Array };
  directory: { tables: Record<string, { length: number } | undefined> };
  _getTableStream(tag: string): { readBuffer(length: number): Uint8Array } | null;
};

/** Subsets by family and characters: the designer asks for the same few again on every page load. */
const cache = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (font) => font.length,
});

/** A table of the original font file as it is (OS/2 and name hold nothing glyph-specific). */
const rawTable = (font: FontkitFont, tag: string) => {
  const length = font.directory.tables[tag]?.length;
  const stream = length ? font._getTableStream(tag) : null;
  return stream ? Uint8Array.from(stream.readBuffer(length!)) : undefined;
};

/** The distinct characters of `text` in code point order: one cache key for any order or repetition. */
export const distinctChars = (text: string): string[] =>
  [...new Set(Array.from(text))].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);

/**
 * A standalone TrueType font of the certificate font that stands in for `family` (font-files.mjs),
 * holding the glyphs of `text`'s characters: the very glyph bytes the PDF renderer embeds (the same
 * parsed fonts and the same glyph cache), plus the cmap, OS/2, name and post tables a browser needs.
 * Characters the font lacks are left out of its cmap, so the browser falls back for them.
 */
export const webFontSubset = (family: string, text: string): Buffer => {
  const chars = distinctChars(text);
  const key = `${family}\n${chars.join('')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const font = threadFonts()[family] as unknown as FontkitFont | undefined;
  if (!font) throw new Error(`no certificate font for ${family}`);
  const subset = font.createSubset();
  useGlyphCacheFor(subset);
  const map: [number, number][] = [];
  for (const char of chars) {
    const codePoint = char.codePointAt(0)!;
    const glyph = font.glyphForCodePoint(codePoint).id;
    if (glyph !== 0) map.push([codePoint, subset.includeGlyph(glyph)]);
  }
  const tables = readTables(subset.encode());
  tables.set('cmap', cmapTable(map));
  const post = rawTable(font, 'post');
  if (post) tables.set('post', postTable(post));
  for (const tag of ['OS/2', 'name']) {
    const table = rawTable(font, tag);
    if (table) tables.set(tag, table);
  }
  const out = writeSfnt(tables);
  cache.set(key, out);
  return out;
};
