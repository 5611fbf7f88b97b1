import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';
import { pdfSourceOf } from '../../../features/content/pdf-source.ts';
import { usePdfCanvases } from '../../../features/pdf/use-pdf-canvases.ts';

const MAX_PAGES = 60;

/**
 * /pdf?url=&name=: an attachment drawn page by page (`usePdfCanvases`), so it reads the same on phones,
 * whose browsers often cannot show a PDF inline. Only a file of this site is drawn or offered (`pdfSourceOf`); any other address
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
  const labelOf = useCallback((page: number, total: number) => t('pdf.page', { page, total }), [t]);
  const { holder, state, pages } = usePdfCanvases({ url, maxPages: MAX_PAGES, fallbackWidth: 800, labelOf });

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
