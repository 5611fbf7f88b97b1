// Draws a laid-out certificate (layoutDesign's primitives, in PDF points) with pdfkit. Plain
// JavaScript so worker threads can run it without a TS loader; fonts come parsed (font-files.mjs).
import PDFDocument from 'pdfkit';
import { DEFAULT_FAMILY } from './font-files.mjs';
import { useGlyphCache } from './subset-glyph-cache.mjs';
import { drawSvg } from './svg-replay.mjs';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** pdfkit colour and opacity from a design colour (#rgb, #rrggbb, rgb(), rgba()). */
const colourOf = (value) => {
  if (HEX.test(value)) return { color: value, opacity: 1 };
  const m = RGB.exec(value ?? '');
  if (m)
    return {
      color: [Number(m[1]), Number(m[2]), Number(m[3])],
      opacity: m[4] === undefined ? 1 : Number(m[4]),
    };
  return { color: '#333333', opacity: 1 };
};

const withRotation = (doc, primitive, draw) => {
  if (!primitive.rotate) return draw();
  doc.save();
  doc.rotate(primitive.rotate, { origin: [primitive.origin.x, primitive.origin.y] });
  draw();
  doc.restore();
};

const drawText = (doc, fonts, p) => {
  const family = fonts[p.fontFamily] ? p.fontFamily : DEFAULT_FAMILY;
  const { color, opacity } = colourOf(p.color);
  doc.font(family).fontSize(p.fontSize).fillColor(color, opacity);
  // The open stand-ins have no bold face: bold is drawn as fill plus a thin outline of the same colour.
  const bold = p.bold ? { stroke: true, fill: true } : {};
  if (p.bold) doc.strokeColor(color, opacity).lineWidth(p.fontSize * 0.03);
  doc.text(p.text, p.x, p.baseline, {
    baseline: 'alphabetic',
    lineBreak: false,
    characterSpacing: p.letterSpacing || 0,
    underline: p.underline,
    oblique: p.italic ? 12 : false,
    ...bold,
  });
};

/** A QR code as vector modules (dark runs of each row as one rectangle) on white, with a 1-module margin. */
const drawQr = (doc, { size, modules }, p) => {
  const unit = Math.min(p.width, p.height) / (size + 2);
  const x0 = p.x + (p.width - unit * (size + 2)) / 2 + unit;
  const y0 = p.y + (p.height - unit * (size + 2)) / 2 + unit;
  doc
    .rect(x0 - unit, y0 - unit, unit * (size + 2), unit * (size + 2))
    .fillColor('#ffffff', 1)
    .fill();
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!modules[row * size + col]) continue;
      let end = col;
      while (end + 1 < size && modules[row * size + end + 1]) end += 1;
      doc.rect(x0 + col * unit, y0 + row * unit, (end - col + 1) * unit, unit);
      col = end;
    }
  }
  doc.fillColor('#000000', 1).fill();
};

const drawImage = (doc, images, fonts, p) => {
  const image = typeof images.get === 'function' ? images.get(p.src) : images[p.src];
  if (!image) return;
  if (image.qr) {
    drawQr(doc, image.qr, p);
    return;
  }
  if (image.svg) {
    drawSvg(doc, fonts, image.svg, p, {
      width: p.width,
      height: p.height,
      preserveAspectRatio: 'xMidYMid meet',
      fontCallback: () => DEFAULT_FAMILY,
    });
    return;
  }
  doc.image(image.data, p.x, p.y, { width: p.width, height: p.height });
};

/** Document information without empty entries (pdfkit would write them as empty strings); dates kept. */
const infoOf = (info) =>
  Object.fromEntries(
    Object.entries(info ?? {}).filter(
      ([, value]) => (typeof value === 'string' && value) || value instanceof Date,
    ),
  );

/**
 * One PDF from a layout: one page per slide at the layout's size, text as real (selectable) text in
 * embedded font subsets. `images` (an object, or anything with `get(src)`) gives each image src as {data: Uint8Array},
 * {svg: string} or {qr: {size, modules}}. `info` is the document information (Title, Author, Subject,
 * Keywords); pdfkit writes non-ASCII values as UTF-16, so Chinese names read back as they are.
 */
export const drawPdf = ({ layout, images, info }, fonts) =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [layout.width, layout.height],
      margin: 0,
      autoFirstPage: false,
      compress: true,
      // No default Helvetica: every text names its font, and parsing its metrics cost each document.
      font: null,
      info: { ...infoOf(info), Producer: 'Podium', Creator: 'Podium' },
    });
    for (const [family, font] of Object.entries(fonts)) doc.registerFont(family, font);
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const page of layout.pages) {
      doc.addPage({ size: [layout.width, layout.height], margin: 0 });
      for (const p of page.primitives) {
        if (p.kind === 'rect') {
          const { color, opacity } = colourOf(p.color);
          doc.rect(p.x, p.y, p.width, p.height).fillColor(color, opacity).fill();
        } else if (p.kind === 'text') {
          withRotation(doc, p, () => drawText(doc, fonts, p));
        } else {
          withRotation(doc, p, () => drawImage(doc, images, fonts, p));
        }
      }
    }
    useGlyphCache(doc);
    doc.end();
  });
