import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { PublicContent } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../news/RichTextView.tsx';
import { isViewablePdf } from './pdf-source.ts';

/** A content page's body as visitors see it (the preview renders the same component, so it is exact). */
export const ContentArticle = ({ page, html }: { page: PublicContent; html?: string }) => {
  const { t } = useTranslation('content');
  return (
    <article className="content-article">
      {page.summary && <p className="content-lead">{page.summary}</p>}
      <RichTextView html={html ?? page.content} />
      {page.attachments.length > 0 && (
        <section className="content-attachments" aria-label={t('page.attachments')}>
          <h2>{t('page.attachments')}</h2>
          <ul>
            {page.attachments.map((a) => (
              <li key={a.url}>
                <PaperClipOutlined aria-hidden />{' '}
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>
                {isViewablePdf(a.url, window.location.origin) && (
                  <Link
                    className="content-pdf-link"
                    to={`/pdf?url=${encodeURIComponent(a.url)}&name=${encodeURIComponent(a.name)}`}
                  >
                    <FilePdfOutlined aria-hidden /> {t('page.viewPdf')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
};
