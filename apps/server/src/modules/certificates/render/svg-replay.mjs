// SVG artwork (a design's border, the organiser's seal) drawn once per worker and replayed into every
// certificate: svg-to-pdfkit re-parses the SVG and rebuilds its element tree on every call, which cost
// about a quarter of a certificate's CPU. A recording is the PDF content svg-to-pdfkit wrote on a scratch
// document, split where the target document differs (font names, glyph ids of its font subset), plus the
// objects it made (opacity groups, gradients, graphics states), copied into each certificate's PDF.
// Plain JavaScript: the render worker runs it without a TS loader.
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** Recordings by svg + placement + page size; a batch uses a handful, so a small bound is plenty. */
const recordings = new Map();
const MAX_RECORDINGS = 64;
/** …and a bound on the SVG text they hold (an uploaded seal may embed a large image). */
const MAX_RECORDED_CHARS = 8_000_000;
let recordedChars = 0;
/** Recordings made so far: each one's page-level names carry its own number. */
let recorded = 0;

/** Content-stream tokens that name a font or show glyphs of one (svg-to-pdfkit writes `<gids> Tj`). */
const TEXT_TOKENS = /\/([^\s/[\]<>(){}%]+) (-?[\d.]+) Tf|<([0-9a-fA-F]*)> Tj/g;
/** Resource categories a page's content may name (fonts are handled apart). */
const CATEGORIES = ['XObject', 'ExtGState', 'Pattern', 'ColorSpace', 'Shading'];

const latin1 = (chunks) => Buffer.concat(chunks.map((c) => Buffer.from(c))).toString('latin1');

/**
 * A content stream as parts: literal text, a font selection `{font, size}` and glyph runs
 * `{font, glyphs: [{gid, width, unicode}]}` (gid of the font file, not of the scratch subset).
 * `fontOf(name)` gives the scratch EmbeddedFont a resource name stands for in this stream.
 */
const parseContent = (text, fontOf, familyOf) => {
  const parts = [];
  let last = 0;
  let current;
  for (const match of text.matchAll(TEXT_TOKENS)) {
    parts.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      current = fontOf(match[1]);
      if (!current) throw new Error(`svg replay: unknown font ${match[1]}`);
      parts.push({ family: familyOf(current), size: match[2] });
    } else {
      if (!current?.subset) throw new Error('svg replay: glyphs without an embedded font');
      const glyphs = [];
      for (let i = 0; i < match[3].length; i += 4) {
        const sid = parseInt(match[3].slice(i, i + 4), 16);
        glyphs.push({
          gid: current.subset.glyphs[sid],
          width: current.widths[sid],
          unicode: current.unicode[sid],
        });
      }
      parts.push({ family: familyOf(current), glyphs });
    }
  }
  parts.push(text.slice(last));
  return parts;
};

/** Draws the SVG on a scratch document and keeps what it wrote; undefined when it cannot be replayed. */
const record = (fonts, svg, p, pageSize, options) => {
  const scratch = new PDFDocument({
    size: pageSize,
    margin: 0,
    autoFirstPage: false,
    compress: false,
    font: null,
  });
  // Objects of the scratch document keep their data and bytes: they are copied, never written here.
  const made = new Set();
  const ref = scratch.ref.bind(scratch);
  scratch.ref = (data) => {
    const r = ref(data);
    r.finalize = () => {};
    made.add(r);
    return r;
  };
  for (const [family, font] of Object.entries(fonts)) scratch.registerFont(family, font);
  scratch.addPage({ size: pageSize, margin: 0 });
  const page = scratch.page;
  const start = page.content.buffer.length;
  SVGtoPDF(scratch, svg, p.x, p.y, options);
  if (page.resources.data.Annots || page.dictionary.data.Annots) return undefined;
  const familyByFont = new Map();
  for (const [family, font] of Object.entries(scratch._fontFamilies)) familyByFont.set(font, family);
  const fontByRef = new Map([...familyByFont.keys()].map((font) => [font.dictionary, font]));
  const familyOf = (font) => familyByFont.get(font);
  const streamFonts = (resources) => {
    const data = resources && made.has(resources) ? resources.data : resources;
    const names = data?.Font ?? {};
    return (name) => fontByRef.get(names[name]);
  };
  // Every content stream the SVG made (opacity groups, tiling patterns), parsed once.
  const streams = new Map();
  for (const r of made) {
    if (r === page.content || !r.buffer.length) continue;
    const isContent = r.data.Subtype === 'Form' || r.data.Type === 'Pattern';
    if (isContent) streams.set(r, parseContent(latin1(r.buffer), streamFonts(r.data.Resources), familyOf));
  }
  // Page-level names are renamed so they cannot clash with the certificate's own (Gs1, G1, P1 …).
  const id = `Sv${(recorded += 1)}`;
  const pageResources = {};
  let pageText = latin1(page.content.buffer.slice(start));
  for (const category of CATEGORIES) {
    const entries = page.resources.data[category];
    if (!entries) continue;
    pageResources[category] = {};
    for (const [name, value] of Object.entries(entries)) {
      pageResources[category][`${id}${name}`] = value;
      pageText = pageText.replace(new RegExp(`/${name}(?=[\\s/\\[\\]<>(){}%]|$)`, 'g'), `/${id}${name}`);
    }
  }
  return {
    made,
    fontByRef,
    familyOf,
    streams,
    pageResources,
    pageParts: parseContent(pageText, streamFonts(page.resources), familyOf),
  };
};

/** Copies a recording into `doc`'s current page: its objects, then its content. */
const replay = (doc, rec) => {
  const fontsHere = new Map();
  const fontOf = (family) => {
    let font = fontsHere.get(family);
    if (!font) {
      const saved = doc._font;
      doc.font(family);
      font = doc._font;
      doc._font = saved;
      fontsHere.set(family, font);
    }
    return font;
  };
  const build = (parts, onFont) =>
    parts
      .map((part) => {
        if (typeof part === 'string') return part;
        const font = fontOf(part.family);
        if (part.size !== undefined) {
          onFont?.(font);
          return `/${font.id} ${part.size} Tf`;
        }
        let hex = '';
        for (const { gid, width, unicode } of part.glyphs) {
          const tid = font.subset.includeGlyph(gid);
          if (font.widths[tid] == null) font.widths[tid] = width;
          if (font.unicode[tid] == null) font.unicode[tid] = unicode;
          hex += `0000${tid.toString(16)}`.slice(-4);
        }
        return `<${hex}> Tj`;
      })
      .join('');
  const copies = new Map();
  const copyValue = (value) => {
    if (value === null || typeof value !== 'object') return value;
    if (rec.made.has(value)) return copyRef(value);
    if (Array.isArray(value)) return value.map(copyValue);
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === 'Length') continue;
      if (key === 'Font') {
        // A stream's own fonts, under the names its (rewritten) content now uses.
        out.Font = {};
        for (const fontRef of Object.values(item)) {
          const font = fontOf(rec.familyOf(rec.fontByRef.get(fontRef)));
          out.Font[font.id] = font.ref();
        }
      } else out[key] = copyValue(item);
    }
    return out;
  };
  const copyRef = (source) => {
    const font = rec.fontByRef.get(source);
    if (font) return fontOf(rec.familyOf(font)).ref();
    let target = copies.get(source);
    if (target) return target;
    target = doc.ref({});
    copies.set(source, target);
    const data = copyValue(source.data);
    if (data.Filter !== undefined) target.compress = false;
    Object.assign(target.data, data);
    if (source.buffer.length) {
      const parts = rec.streams.get(source);
      target.write(parts ? build(parts) : Buffer.concat(source.buffer.map((c) => Buffer.from(c))));
    }
    target.end();
    return target;
  };
  for (const [category, entries] of Object.entries(rec.pageResources)) {
    const here = (doc.page.resources.data[category] ??= {});
    for (const [name, value] of Object.entries(entries)) here[name] = copyValue(value);
  }
  doc.addContent(
    build(rec.pageParts, (font) => {
      doc.page.fonts[font.id] ??= font.ref();
    }),
  );
};

/**
 * Draws SVG artwork at a primitive's box like svg-to-pdfkit (same options), from a recording made on
 * first use in this thread; artwork a recording cannot carry (links) is drawn by svg-to-pdfkit each time.
 */
export const drawSvg = (doc, fonts, svg, p, options) => {
  const pageSize = [doc.page.width, doc.page.height];
  const key = `${p.x},${p.y},${p.width},${p.height},${pageSize}\n${svg}`;
  let rec = recordings.get(key);
  if (rec === undefined) {
    if (recordings.size >= MAX_RECORDINGS || recordedChars + key.length > MAX_RECORDED_CHARS) {
      recordings.clear();
      recordedChars = 0;
    }
    recordedChars += key.length;
    rec = record(fonts, svg, p, pageSize, options) ?? null;
    recordings.set(key, rec);
  }
  if (rec) replay(doc, rec);
  else SVGtoPDF(doc, svg, p.x, p.y, options);
};
