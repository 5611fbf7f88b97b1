import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawWatermark } from './watermark.ts';

const MAX_PAGES = 80;

/**
 * A PDF drawn page by page with pdf.js into canvases as wide as their holder, the watermark drawn into
 * each page: phones' browsers often cannot show a PDF inline, and a canvas shows it the same everywhere.
 * pdf.js fetches the file in ranges (the server answers them), so the first page shows before the rest
 * has arrived. pdf.js and its worker load with this component only.
 */
export const PdfPages = ({ url, watermark, label }: { url: string; watermark: string; label: string }) => {
  const { t } = useTranslation('review');
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [pages, setPages] = useState(0);

  useEffect(() => {
    const target = holder.current;
    if (!target) return;
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
      const width = Math.min(target.clientWidth || 360, 1000);
      for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && !cancelled; n += 1) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('work.pdfPage', { name: label, page: n, total: doc.numPages }));
        target.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
        drawWatermark(canvas, watermark, ratio);
        if (n === 1) setState('ready');
      }
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [url, watermark, label, t]);

  return (
    <div className="work-pdf" onContextMenu={(e) => e.preventDefault()}>
      {state === 'loading' && (
        <Spin>
          <div style={{ height: 96 }} />
        </Spin>
      )}
      {state === 'failed' && <Alert type="warning" showIcon title={t('work.previewFailed')} />}
      {pages > MAX_PAGES && (
        <Alert type="info" showIcon title={t('work.pdfFirstPages', { shown: MAX_PAGES, total: pages })} />
      )}
      <div className="work-pdf__pages" ref={holder} />
    </div>
  );
};
