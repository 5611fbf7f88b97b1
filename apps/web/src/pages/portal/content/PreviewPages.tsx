import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentArticle } from '../../../features/content/ContentArticle.tsx';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { contentApi, contentKeys } from '../../../features/content/content-api.ts';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { RichTextView } from '../../../features/news/RichTextView.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

const PreviewBanner = () => {
  const { t } = useTranslation('content');
  return (
    <div className="preview-banner" role="note">
      <div className="portal-container">
        <EyeOutlined aria-hidden /> {t('preview.banner')}
      </div>
    </div>
  );
};

/** /preview?pageId=: a content page exactly as the portal will show it; the server checks content:list. */
export const PreviewPage = () => {
  const { t } = useTranslation('content');
  const pageId = useSearchParams()[0].get('pageId') ?? '';
  const page = useQuery({
    queryKey: contentKeys.preview(pageId),
    queryFn: () => contentApi.preview(pageId),
    enabled: pageId !== '',
    retry: false,
  });
  usePageMeta(page.data?.title ?? t('routes.introductionPlatform'));
  return (
    <div className="news-page">
      <PreviewBanner />
      <PortalPageBand title={page.data?.title ?? ''} subtitle={page.data?.summary} />
      <div className="portal-container content-wrap">
        <div className="content-card">
          {page.isLoading ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : page.data ? (
            <ContentArticle page={{ ...page.data, summary: '' }} />
          ) : (
            <NewsEmpty title={pageId ? t('preview.notAllowed') : t('preview.missing')} />
          )}
        </div>
      </div>
    </div>
  );
};

/** /preview/detail?newsId=: an article (draft or scheduled) as its news page will show it; news:list on the server. */
export const PreviewDetailPage = () => {
  const { t } = useTranslation(['content', 'news']);
  const punct = usePunctuation();
  const newsId = useSearchParams()[0].get('newsId') ?? '';
  const article = useQuery({
    queryKey: newsKeys.deskDetail(newsId),
    queryFn: () => newsApi.deskDetail(newsId),
    enabled: newsId !== '',
    retry: false,
  });
  const news = article.data;
  usePageMeta(news?.title ?? t('news:portal.defaultTitle'));
  return (
    <div className="news-page">
      <PreviewBanner />
      <PortalPageBand title={t('news:portal.defaultTitle')} />
      <div className="portal-container news-article-wrap">
        {article.isLoading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : !news ? (
          <NewsEmpty title={newsId ? t('preview.notAllowed') : t('preview.missing')} />
        ) : (
          <article className="news-article">
            <h1 className="news-article-title">{news.title}</h1>
            <div className="news-article-meta">
              <span>
                {t('news:detail.publishTime')}
                {punct.colon}
                {formatBeijing(news.publishAt ?? news.updatedAt)}
              </span>
              {news.author && (
                <span>
                  {t('news:detail.author')}
                  {punct.colon}
                  {news.author}
                </span>
              )}
            </div>
            {news.summary && <p className="news-article-summary">{news.summary}</p>}
            <RichTextView html={news.content} />
          </article>
        )}
      </div>
    </div>
  );
};
