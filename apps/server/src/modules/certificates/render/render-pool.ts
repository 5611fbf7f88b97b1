import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { drawPdf, type RenderImage, type RenderJob } from './draw-pdf.mjs';
import { loadFonts, type LoadedFont } from './font-files.mjs';
import { pdfThumbnail } from './thumbnail.mjs';

/** A render worker's own memory (V8 heap plus external buffers), in bytes. */
export type WorkerMemory = { peakBytes: number; nowBytes: number };
export type PdfRenderer = {
  render: (job: RenderJob) => Promise<Buffer>;
  /** A PNG of a PDF's first page (the thumbnail of a certificate), rasterised off the event loop. */
  thumbnail: (pdf: Buffer) => Promise<Buffer>;
  close: () => Promise<void>;
  /** Per render worker, when rendering runs in workers (the bench reports it). */
  memory?: () => Promise<WorkerMemory[]>;
};

let inThreadFonts: Record<string, LoadedFont> | undefined;
/** Fonts of this thread, parsed on first use (the text measure of the layout needs them too). */
export const threadFonts = () => (inThreadFonts ??= loadFonts());

/** Renders on the calling thread (tests, the seed, a single download). */
export const createInThreadRenderer = (): PdfRenderer => ({
  render: (job) => drawPdf(job, threadFonts()),
  thumbnail: (pdf) => pdfThumbnail(pdf),
  close: async () => {},
});

type Pending = {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  memory?: (memory: WorkerMemory) => void;
};

/** Images a worker keeps at most before the pool tells it to forget them all (and sends them again). */
const MAX_KEPT_IMAGES = 200;

/**
 * A pool of render workers (worker_threads), each parsing the fonts once and keeping the images it
 * was sent (a batch's background, border and seal cross the thread boundary once per worker, not once
 * per certificate). Jobs go to the worker with the fewest in flight; a crashed worker fails its jobs
 * and is replaced. Each worker's heap is capped (`CERT_RENDER_HEAP_MB`, default 256): one that grows
 * past it dies and is replaced rather than taking the process with it.
 */
export const createWorkerRenderer = (
  size = Math.max(1, Math.min(2, availableParallelism())),
): PdfRenderer => {
  let nextId = 0;
  type Slot = { worker: Worker; pending: Map<number, Pending>; kept: Set<string> };
  const heapMb = Number(process.env.CERT_RENDER_HEAP_MB) || 256;
  const spawn = (): Slot => {
    const slot: Slot = {
      // Plain JavaScript: no loader of the parent (tsx, the test runner) is needed.
      worker: new Worker(new URL('./render-worker.mjs', import.meta.url), {
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: heapMb },
      }),
      pending: new Map(),
      kept: new Set(),
    };
    type Reply = { id: number; pdf?: Uint8Array; error?: string; memory?: WorkerMemory };
    // A thumbnail's PNG comes back in `pdf` too: both are one file's bytes.
    slot.worker.on('message', (message: Reply) => {
      const waiting = slot.pending.get(message.id);
      if (!waiting) return;
      slot.pending.delete(message.id);
      if (message.memory) waiting.memory?.(message.memory);
      else if (message.pdf)
        waiting.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else waiting.reject(new Error(message.error ?? 'render failed'));
    });
    slot.worker.on('error', (error) => {
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
      const index = slots.indexOf(slot);
      if (index >= 0 && !closed) slots[index] = spawn();
    });
    slot.worker.unref();
    return slot;
  };
  let closed = false;
  const slots: Slot[] = Array.from({ length: size }, spawn);
  /** The job as this worker needs it: images it already keeps are left out. */
  const jobFor = (slot: Slot, job: RenderJob): RenderJob => {
    if (slot.kept.size > MAX_KEPT_IMAGES) {
      slot.worker.postMessage({ forget: true });
      slot.kept.clear();
    }
    const images: Record<string, RenderImage> = {};
    for (const [src, image] of Object.entries(job.images as Record<string, RenderImage>)) {
      if ('qr' in image) images[src] = image;
      else if (!slot.kept.has(src)) {
        images[src] = image;
        slot.kept.add(src);
      }
    }
    return { ...job, images };
  };
  const post = (message: (slot: Slot) => Record<string, unknown>) =>
    new Promise<Buffer>((resolve, reject) => {
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...message(slot) });
    });
  return {
    render: (job) => post((slot) => ({ job: jobFor(slot, job) })),
    thumbnail: (pdf) => post(() => ({ thumbnail: pdf })),
    memory: () =>
      Promise.all(
        slots.map(
          (slot) =>
            new Promise<WorkerMemory>((resolve, reject) => {
              const id = nextId++;
              slot.pending.set(id, { resolve: () => {}, reject, memory: resolve });
              slot.worker.postMessage({ id, memory: true });
            }),
        ),
      ),
    close: async () => {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
};
