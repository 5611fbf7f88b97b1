import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';
import { pdfSourceOf } from '../../../features/content/pdf-source.ts';

const MAX_PAGES = 60;

/**
 * /pdf?url=&name=: an attachment drawn page by page with pdf.js (Mozilla's renderer), so it reads the
 * same on phones, whose browsers often cannot show a PDF inline. pdf.js and its worker are bundled and
 * loaded by this page only. Only a file of this site is drawn or offered (`pdfSourceOf`); any other address
 * is refused, never offered as a download.
 */
export const PdfPage = () => {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const raw = params.get('url') ?? '';
  const name = params.get('name') || t('pdf.title');
  const source = pdfSourceOf(raw, window.location.origin);
  const url = source.kind === 'own' ? source.url : null;
  usePageMeta(name);
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [pages, setPages] = useState(0);

  useEffect(() => {
    if (!url || !holder.current) return;
    let cancelled = false;
    const target = holder.current;
    target.replaceChildren();
    setState('loading');
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const { default: workerSrc } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
      const doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
      if (cancelled) return;
      setPages(doc.numPages);
      const width = Math.min(target.clientWidth || 800, 1000);
      for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && !cancelled; n += 1) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.setAttribute('aria-label', t('pdf.page', { page: n, total: doc.numPages }));
        target.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
        if (n === 1) setState('ready');
      }
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [url, t]);

  return (
    <div className="news-page">
      <PortalPageBand title={name} />
      <div className="portal-container content-wrap">
        <div className="content-card">
          {source.kind === 'missing' ? (
            <Alert type="info" showIcon message={t('pdf.missing')} />
          ) : source.kind === 'refused' ? (
            <Alert type="warning" showIcon message={t('pdf.refused')} />
          ) : (
            <>
              <div className="pdf-toolbar">
                <span>{pages > 0 ? t('pdf.page', { page: 1, total: pages }) : ''}</span>
                <Button
                  icon={<DownloadOutlined />}
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('pdf.download')}
                </Button>
              </div>
              {state === 'failed' && <Alert type="warning" showIcon message={t('pdf.failed')} />}
              {state === 'loading' && <Spin tip={t('pdf.loading')}>{<div style={{ height: 120 }} />}</Spin>}
              <div className="pdf-pages" ref={holder} />
            </>
          )}
        </div>
      </div>
    </div>
  );
};
