import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAMILY } from './font-files.mjs';
import { threadFonts } from './render-pool.ts';
import { useGlyphCache } from './subset-glyph-cache.mjs';
import { drawSvg } from './svg-replay.mjs';

/**
 * The renderer's shortcuts must not change a certificate: SVG artwork replayed from a recording draws
 * the same pixels and text as svg-to-pdfkit drawing it afresh, and subsets built from the glyph cache
 * are the very bytes fontkit's subsetter makes. PDFs are compared rasterised by pdftoppm (poppler-utils).
 */
const ASSETS = fileURLToPath(new URL('../../../../../web/public/certificate-assets/', import.meta.url));
const border = readFileSync(path.join(ASSETS, 'border-classic.svg'), 'utf8');
// The seal: an opacity group, text on a path in the embedded CJK font, a polygon.
const seal = readFileSync(path.join(ASSETS, 'seal-sample.svg'), 'utf8');
const SIZE: [number, number] = [842, 596.6];
const OPTIONS = { preserveAspectRatio: 'xMidYMid meet', fontCallback: () => DEFAULT_FAMILY };
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

type Draw = (
  doc: PDFKit.PDFDocument,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
) => void;

/** A page with wording in the same font before the artwork, so font ids and subset glyph ids differ. */
const pdfWith = (draw: Draw, glyphCache = false) =>
  new Promise<Buffer>((resolve) => {
    // `font: null` (no default Helvetica) as the renderer does; pdfkit's types do not know it.
    const options = { size: SIZE, margin: 0, font: null, info: { CreationDate: FIXED_DATE } };
    const doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions);
    for (const [family, font] of Object.entries(threadFonts())) doc.registerFont(family, font as never);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc
      .font(DEFAULT_FAMILY)
      .fontSize(30)
      .fillColor('#333333', 0.9)
      .text('荣誉证书 专用章', 300, 60, { lineBreak: false });
    draw(doc, border, { x: 0, y: 0, width: 842, height: 596.6 });
    draw(doc, seal, { x: 600, y: 400, width: 120, height: 120 });
    doc.fillColor('#000000', 0.5).text('样章 之后', 100, 500, { lineBreak: false });
    if (glyphCache) useGlyphCache(doc);
    doc.end();
  });

const rasterise = (dir: string, name: string, pdf: Buffer) => {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-singlefile', file, path.join(dir, name)]);
  return {
    pixels: readFileSync(path.join(dir, `${name}.ppm`)),
    text: execFileSync('pdftotext', ['-raw', file, '-']).toString(),
  };
};

describe('certificate renderer shortcuts', () => {
  it('replays SVG artwork exactly as svg-to-pdfkit draws it, first time and from the recording', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cert-replay-'));
    try {
      const direct = rasterise(
        dir,
        'direct',
        await pdfWith((doc, svg, box) => SVGtoPDF(doc, svg, box.x, box.y, { ...box, ...OPTIONS })),
      );
      const replay: Draw = (doc, svg, box) => drawSvg(doc, threadFonts(), svg, box, { ...box, ...OPTIONS });
      const first = rasterise(dir, 'first', await pdfWith(replay));
      const again = rasterise(dir, 'again', await pdfWith(replay));
      expect(direct.text).toContain('样章');
      for (const replayed of [first, again]) {
        expect(replayed.text).toBe(direct.text);
        expect(replayed.pixels.equals(direct.pixels)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds font subsets from the glyph cache byte for byte', async () => {
    const draw: Draw = (doc, svg, box) => SVGtoPDF(doc, svg, box.x, box.y, { ...box, ...OPTIONS });
    const plain = await pdfWith(draw);
    expect((await pdfWith(draw, true)).equals(plain)).toBe(true);
    // Second time the glyphs come from the cache.
    expect((await pdfWith(draw, true)).equals(plain)).toBe(true);
  });
});
