import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NewsCard } from '../../../features/news/NewsCard.tsx';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { NewsPageHero } from '../../../features/news/NewsPageHero.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { columnLink, newsColumnsOf, newsTypeName } from '../../../features/news/news-columns.ts';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/news/news.css';

const PAGE_SIZE = 10;

/**
 * /home/newsList, /home/news/*, /home/cpNews: one column of news. The navigation's links name the column
 * (newsType, parName, titleName, titleTem, spec §2); a bare path finds its column by path.
 */
export const NewsListPage = () => {
  const { t, i18n } = useTranslation('news');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const columns = newsColumnsOf(useSiteSettings(), i18n.language);
  const byPath = columns.find((c) => c.path === pathname);
  const newsType = params.get('newsType') ?? byPath?.dictValue ?? '';
  const competitionId = params.get('competitionId') ?? '';
  const column = columns.find((c) => c.dictValue === newsType);
  // Links carry the column's Chinese names (spec §2); an English reader sees the navigation's English ones.
  const english = i18n.language === 'en';
  const title =
    (english ? column?.name : undefined) ??
    params.get('titleName') ??
    column?.name ??
    t('portal.defaultTitle');
  const parent =
    (english ? column?.parName : undefined) ?? params.get('parName') ?? column?.parName ?? undefined;
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  usePageMeta(title);

  const query = {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(newsType ? { newsType } : {}),
    ...(competitionId ? { competitionId } : {}),
  };
  const page = useQuery({
    queryKey: newsKeys.publicPage(query),
    queryFn: () => newsApi.publicPage(query),
    placeholderData: keepPreviousData,
  });
  const siblings = columns.filter((c) => !parent || c.parName === parent);

  return (
    <div className="news-page">
      <NewsPageHero title={title} parent={parent !== title ? parent : undefined} />
      <div className="portal-container news-layout">
        {siblings.length > 1 && (
          <nav className="news-columns" aria-label={parent ?? t('portal.defaultTitle')}>
            {siblings.map((c) => (
              <Link
                key={c.dictValue}
                to={columnLink(c)}
                className={`news-column${c.dictValue === newsType ? ' is-active' : ''}`}
                aria-current={c.dictValue === newsType ? 'page' : undefined}
              >
                {c.name}
              </Link>
            ))}
          </nav>
        )}
        <section className="news-list" aria-label={title}>
          {page.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : page.data && page.data.rows.length > 0 ? (
            <>
              {page.data.rows.map((n) => (
                <NewsCard key={n.newsId} news={n} typeName={newsTypeName(columns, n.newsType)} />
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
            <NewsEmpty title={t('portal.empty')} hint={t('portal.emptyHint')} />
          )}
        </section>
      </div>
    </div>
  );
};
