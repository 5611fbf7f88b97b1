// A certificate's PNG thumbnail, rasterised from its PDF (so it shows exactly what the PDF does) by
// PDFium compiled to WebAssembly (@hyzyla/pdfium: bundled in the npm package, no system library) and
// encoded by pngjs. Plain JavaScript so render workers run it without a TS loader.
import { PDFiumLibrary } from '@hyzyla/pdfium';
import { PNG } from 'pngjs';

/** Pixels across: sharp at the 160–200 CSS px the lists show, on a 2× screen. */
export const THUMB_WIDTH = 400;

let library;
/** PDFium is initialised once per thread (it compiles the WebAssembly module). */
const pdfium = () => (library ??= PDFiumLibrary.init());

/** RGBA pixels (PDFium's bitmap, rendered with reversed byte order: RGBA) as PNG bytes, without alpha. */
const encodePng = async ({ data, width, height }) => {
  const png = new PNG({ width, height });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return PNG.sync.write(png, { colorType: 2 });
};

/** The first page of a PDF as a PNG `width` pixels across, on white. */
export const pdfThumbnail = async (pdf, width = THUMB_WIDTH) => {
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const document = await (await pdfium()).loadDocument(bytes);
  try {
    const page = document.getPage(0);
    const { originalWidth } = page.getOriginalSize();
    const image = await page.render({ scale: width / Math.floor(originalWidth), render: encodePng });
    return Buffer.from(image.data);
  } finally {
    document.destroy();
  }
};
