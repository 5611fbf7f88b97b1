import { Alert, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfCanvases } from '../pdf/use-pdf-canvases.ts';
import { drawWatermark } from './watermark.ts';

const MAX_PAGES = 80;

/**
 * A work's PDF drawn page by page (`usePdfCanvases`), the watermark drawn into each page so a screenshot
 * still names who looked. The server answers range requests, so the first page shows before the rest.
 */
export const PdfPages = ({ url, watermark, label }: { url: string; watermark: string; label: string }) => {
  const { t } = useTranslation('review');
  const labelOf = useCallback(
    (page: number, total: number) => t('work.pdfPage', { name: label, page, total }),
    [t, label],
  );
  const afterDraw = useCallback(
    (canvas: HTMLCanvasElement, ratio: number) => drawWatermark(canvas, watermark, ratio),
    [watermark],
  );
  const { holder, state, pages } = usePdfCanvases({
    url,
    maxPages: MAX_PAGES,
    fallbackWidth: 360,
    labelOf,
    afterDraw,
    role: 'img',
  });

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
