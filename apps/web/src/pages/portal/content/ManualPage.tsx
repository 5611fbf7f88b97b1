import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentArticle } from '../../../features/content/ContentArticle.tsx';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { useContentPage } from '../../../features/content/useContentPage.ts';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';

type Heading = { id: string; text: string; level: 2 | 3 };

/** Gives every h2/h3 of the (already sanitised) manual an anchor and lists them for the contents. */
const withAnchors = (html: string): { html: string; headings: Heading[] } => {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const headings: Heading[] = [];
  doc.querySelectorAll('h2, h3').forEach((el, i) => {
    const id = `manual-${i + 1}`;
    el.id = id;
    headings.push({ id, text: el.textContent ?? '', level: el.tagName === 'H2' ? 2 : 3 });
  });
  return { html: doc.body.firstElementChild?.innerHTML ?? '', headings };
};

/** /manual: the guide manual (managed content) with a table of contents built from its headings. */
export const ManualPage = () => {
  const { t } = useTranslation('content');
  const page = useContentPage('manual');
  const title = page.data?.title ?? t('routes.manual');
  usePageMeta(title, page.data?.summary);
  const anchored = useMemo(() => (page.data ? withAnchors(page.data.content) : null), [page.data]);
  return (
    <div className="news-page">
      <PortalPageBand title={title} subtitle={page.data?.summary} />
      <div className="portal-container content-wrap content-with-side manual-layout">
        {anchored && anchored.headings.length > 0 && (
          <nav className="content-toc" aria-label={t('manual.toc')}>
            <h2>{t('manual.toc')}</h2>
            <ol>
              {anchored.headings.map((h) => (
                <li key={h.id} className={h.level === 3 ? 'is-sub' : undefined}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="content-card">
          {page.isLoading ? (
            <Skeleton active paragraph={{ rows: 12 }} />
          ) : page.data && anchored ? (
            <ContentArticle page={{ ...page.data, summary: '' }} html={anchored.html} />
          ) : (
            <NewsEmpty title={t('manual.empty')} />
          )}
        </div>
      </div>
    </div>
  );
};
