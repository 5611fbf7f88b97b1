import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewsCard } from '../../../features/news/NewsCard.tsx';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { NewsPageHero } from '../../../features/news/NewsPageHero.tsx';
import { highlight } from '../../../features/news/highlight.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { newsColumnsOf, newsTypeName } from '../../../features/news/news-columns.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/news/news.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

const PAGE_SIZE = 10;

/** /home/searchNews?keyword=: the server segments the keyword; matches are marked in titles and passages. */
export const SearchNewsPage = () => {
  const { t, i18n } = useTranslation('news');
  const punct = usePunctuation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const columns = newsColumnsOf(useSiteSettings(), i18n.language);
  usePageMeta(keyword ? `${keyword} - ${t('search.title')}` : t('search.title'), t('search.description'));
  const query = { keyword, pageNum, pageSize: PAGE_SIZE };
  const page = useQuery({
    queryKey: newsKeys.publicPage(query),
    queryFn: () => newsApi.publicPage(query),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
  const terms = page.data?.terms ?? [];

  return (
    <div className="news-page">
      <NewsPageHero title={t('search.title')} keyword={keyword} />
      <div className="portal-container news-layout is-single">
        <section className="news-list" aria-label={t('search.title')}>
          {!keyword ? (
            <NewsEmpty title={t('search.prompt')} />
          ) : page.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : page.data && page.data.total > 0 ? (
            <>
              <div className="news-search-summary" role="status">
                <span>{t('search.result', { total: page.data.total, keyword })}</span>
                {terms.length > 0 && (
                  <span className="news-search-terms">
                    {t('search.terms')}
                    {punct.colon}
                    {terms.map((term) => (
                      <Tag key={term} color="blue">
                        {term}
                      </Tag>
                    ))}
                  </span>
                )}
              </div>
              {page.data.rows.map((n) => (
                <NewsCard
                  key={n.newsId}
                  news={n}
                  typeName={newsTypeName(columns, n.newsType)}
                  title={highlight(n.title, terms)}
                  excerpt={highlight(n.snippet || n.summary, terms)}
                />
              ))}
              <Pagination
                className="news-pagination"
                current={pageNum}
                pageSize={PAGE_SIZE}
                total={page.data.total}
                hideOnSinglePage
                showSizeChanger={false}
                onChange={(n) =>
                  setParams((prev) => {
                    const next = new URLSearchParams(prev);
                    next.set('pageNum', String(n));
                    return next;
                  })
                }
              />
            </>
          ) : (
            <NewsEmpty title={t('search.empty', { keyword })} hint={t('search.emptyHint')} />
          )}
        </section>
      </div>
    </div>
  );
};
