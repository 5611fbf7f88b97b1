// A certificate render worker: fonts parsed once when it starts, images kept by src once sent (the
// pool sends each cacheable image to a worker only once), then one PDF per message.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { drawPdf } from './draw-pdf.mjs';
import { loadFonts } from './font-files.mjs';
import { pdfThumbnail } from './thumbnail.mjs';

const fonts = loadFonts();
const images = new Map();
/** This worker's own memory (its V8 heap and the buffers it holds), highest seen after a render. */
let peakBytes = 0;
const ownBytes = () => {
  const heap = getHeapStatistics();
  return heap.total_heap_size + heap.external_memory;
};
parentPort.on('message', async ({ id, job, forget, memory, thumbnail }) => {
  if (forget) {
    images.clear();
    return;
  }
  if (memory) {
    parentPort.postMessage({
      id,
      memory: { peakBytes: Math.max(peakBytes, ownBytes()), nowBytes: ownBytes() },
    });
    return;
  }
  if (thumbnail) {
    try {
      parentPort.postMessage({ id, pdf: await pdfThumbnail(thumbnail) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  try {
    // Cacheable images stay; a QR (one per certificate) is used for this job only.
    for (const [src, image] of Object.entries(job.images)) if (!image.qr) images.set(src, image);
    const lookup = { get: (src) => job.images[src] ?? images.get(src) };
    const pdf = await drawPdf({ ...job, images: lookup }, fonts);
    peakBytes = Math.max(peakBytes, ownBytes());
    parentPort.postMessage({ id, pdf });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
