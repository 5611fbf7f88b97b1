// Font subsets without re-reading glyphs: every certificate embeds a subset of the same CJK fonts, and
// fontkit's TrueType subsetter decodes each glyph's outline from the font file again for every PDF only
// to learn whether it is compound. Here what it takes from the file per glyph (its bytes, compound
// components, metrics) is kept per font and glyph, and a subset is built from that. Plain JavaScript:
// the render worker runs it without a TS loader.

/** Per fontkit font: glyph id → {bytes, components (compound glyphs), advance, bearing}. */
const glyphsByFont = new WeakMap();

const readGlyph = (font, gid) => {
  const glyph = font.getGlyph(gid);
  const glyf = glyph._decode();
  const start = font.loca.offsets[gid];
  const stream = font._getTableStream('glyf');
  stream.pos += start;
  const bytes = Uint8Array.from(stream.readBuffer(font.loca.offsets[gid + 1] - start));
  return {
    bytes,
    components:
      glyf && glyf.numberOfContours < 0
        ? glyf.components.map((c) => ({ glyphID: c.glyphID, pos: c.pos }))
        : undefined,
    advance: glyph.advanceWidth,
    bearing: glyph._getMetrics().leftBearing,
  };
};

/** fontkit's TTFSubset#_addGlyph, reading each glyph of a font once per thread (same bytes out). */
function addKnownGlyph(gid) {
  let glyphs = glyphsByFont.get(this.font);
  if (!glyphs) glyphsByFont.set(this.font, (glyphs = new Map()));
  let known = glyphs.get(gid);
  if (!known) glyphs.set(gid, (known = readGlyph(this.font, gid)));
  let bytes = known.bytes;
  if (known.components) {
    bytes = Uint8Array.from(bytes);
    const view = new DataView(bytes.buffer);
    for (const component of known.components)
      view.setUint16(component.pos, this.includeGlyph(component.glyphID));
  }
  this.glyf.push(bytes);
  this.loca.offsets.push(this.offset);
  this.hmtx.metrics.push({ advance: known.advance, bearing: known.bearing });
  this.offset += bytes.length;
  return this.glyf.length - 1;
}

/**
 * Lets one fontkit subset build from the glyph cache (the designer's web-font subsets use it too, so the
 * browser gets the very glyph bytes the PDF embeds). Fonts the cache does not fit (CFF, variable fonts)
 * keep fontkit's own subsetter.
 */
export const useGlyphCacheFor = (subset) => {
  if (!subset || typeof subset._addGlyph !== 'function' || subset.cff || !subset.font?.loca) return;
  if (subset.font._variationProcessor) return;
  subset._addGlyph = addKnownGlyph;
};

/** Lets a pdfkit document's embedded TrueType fonts build their subsets from the glyph cache. */
export const useGlyphCache = (doc) => {
  for (const font of Object.values(doc._fontFamilies ?? {})) useGlyphCacheFor(font.subset);
};
