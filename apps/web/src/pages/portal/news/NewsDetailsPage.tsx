import { CalendarOutlined, EyeOutlined, PaperClipOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { NewsPageHero } from '../../../features/news/NewsPageHero.tsx';
import { RichTextView } from '../../../features/news/RichTextView.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { columnLink, newsColumnsOf } from '../../../features/news/news-columns.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/news/news.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

/** /home/newsDetails?newsId= and /home/consultDetails?newsId=: one article as the portal shows it. */
export const NewsDetailsPage = () => {
  const { t, i18n } = useTranslation('news');
  const punct = usePunctuation();
  const [params] = useSearchParams();
  const newsId = params.get('newsId') ?? '';
  const columns = newsColumnsOf(useSiteSettings(), i18n.language);
  const detail = useQuery({
    queryKey: newsKeys.publicDetail(newsId),
    queryFn: () => newsApi.publicDetail(newsId),
    enabled: newsId !== '',
    retry: false,
    staleTime: 60_000,
  });
  const news = detail.data;
  const column = columns.find((c) => c.dictValue === news?.newsType);
  usePageMeta(news?.title ?? t('portal.defaultTitle'), news?.summary);

  return (
    <div className="news-page">
      <NewsPageHero title={column?.name ?? t('portal.defaultTitle')} parent={column?.parName} />
      <div className="portal-container news-article-wrap">
        {detail.isLoading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : !news ? (
          <NewsEmpty title={t('detail.notFound')} />
        ) : (
          <article className="news-article">
            <h1 className="news-article-title">{news.title}</h1>
            <div className="news-article-meta">
              <span>
                <CalendarOutlined aria-hidden /> {t('detail.publishTime')}
                {punct.colon}
                {formatBeijing(news.publishTime)}
              </span>
              {news.author && (
                <span>
                  <UserOutlined aria-hidden /> {t('detail.author')}
                  {punct.colon}
                  {news.author}
                </span>
              )}
              {news.source && (
                <span>
                  {t('detail.source')}
                  {punct.colon}
                  {news.source}
                </span>
              )}
              <span>
                <EyeOutlined aria-hidden /> {t('detail.views')}
                {punct.colon}
                {news.viewCount}
              </span>
            </div>
            {news.summary && <p className="news-article-summary">{news.summary}</p>}
            <RichTextView html={news.content} />
            {news.attachments.length > 0 && (
              <section className="news-attachments" aria-label={t('detail.attachments')}>
                <h2>{t('detail.attachments')}</h2>
                <ul>
                  {news.attachments.map((a) => (
                    <li key={a.url}>
                      <a href={a.url} target="_blank" rel="noopener noreferrer">
                        <PaperClipOutlined aria-hidden /> {a.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <nav className="news-neighbours">
              <div>
                {t('detail.previous')}
                {punct.colon}
                {news.previous ? (
                  <Link to={`/home/newsDetails?newsId=${encodeURIComponent(news.previous.newsId)}`}>
                    {news.previous.title}
                  </Link>
                ) : (
                  t('detail.none')
                )}
              </div>
              <div>
                {t('detail.next')}
                {punct.colon}
                {news.next ? (
                  <Link to={`/home/newsDetails?newsId=${encodeURIComponent(news.next.newsId)}`}>
                    {news.next.title}
                  </Link>
                ) : (
                  t('detail.none')
                )}
              </div>
              {column && (
                <Link className="news-back" to={columnLink(column)}>
                  {t('detail.back')}
                </Link>
              )}
            </nav>
          </article>
        )}
      </div>
    </div>
  );
};
