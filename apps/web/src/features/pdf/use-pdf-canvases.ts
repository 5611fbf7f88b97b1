import { useEffect, useRef, useState, type RefObject } from 'react';

/** What a caller of `usePdfCanvases` sets for its place: how many pages, how each canvas is named and marked. */
export type PdfCanvasOptions = {
  /** The file to draw; null draws nothing (the caller shows why). */
  url: string | null;
  /** Pages drawn at most; a longer file says so through `pages`. */
  maxPages: number;
  /** Width used when the holder has none yet (hidden or not laid out). */
  fallbackWidth: number;
  /** The accessible name of page `page` of `total`. */
  labelOf: (page: number, total: number) => string;
  /** Called on each canvas once its page is drawn (the review page draws its watermark here). */
  afterDraw?: (canvas: HTMLCanvasElement, ratio: number) => void;
  /** A role for each canvas, where the page around it does not name them as images itself. */
  role?: 'img';
};

export type PdfCanvases = {
  holder: RefObject<HTMLDivElement | null>;
  state: 'loading' | 'ready' | 'failed';
  /** The file's page count, 0 until it has loaded. */
  pages: number;
};

/**
 * A PDF drawn page by page with pdf.js (Mozilla's renderer) into canvases as wide as `holder`: phones'
 * browsers often cannot show a PDF inline, and a canvas shows it the same everywhere. pdf.js fetches the
 * file in ranges, so the first page shows before the rest has arrived; pdf.js and its worker load with the
 * first page that uses this hook only. The portal's attachment page and the review work view both draw here.
 */
export const usePdfCanvases = ({
  url,
  maxPages,
  fallbackWidth,
  labelOf,
  afterDraw,
  role,
}: PdfCanvasOptions): PdfCanvases => {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PdfCanvases['state']>('loading');
  const [pages, setPages] = useState(0);

  useEffect(() => {
    const target = holder.current;
    if (!url || !target) return;
    let cancelled = false;
    target.replaceChildren();
    setState('loading');
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const { default: workerSrc } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
      const doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
      if (cancelled) return;
      setPages(doc.numPages);
      const width = Math.min(target.clientWidth || fallbackWidth, 1000);
      for (let n = 1; n <= Math.min(doc.numPages, maxPages) && !cancelled; n += 1) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        if (role) canvas.setAttribute('role', role);
        canvas.setAttribute('aria-label', labelOf(n, doc.numPages));
        target.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
        afterDraw?.(canvas, ratio);
        if (n === 1) setState('ready');
      }
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [url, maxPages, fallbackWidth, labelOf, afterDraw, role]);

  return { holder, state, pages };
};
