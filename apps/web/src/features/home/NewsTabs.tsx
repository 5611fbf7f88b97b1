// The homepage news section's tabs and lists, loaded when the section nears the viewport (NewsSection.tsx).
import { FileTextOutlined, PushpinFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tabs } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { DATE_FORMAT } from '../../i18n/date-formats.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newsApi, newsKeys } from '../news/news-api.ts';
import type { NewsColumn } from '../news/news-columns.ts';
import { LATEST } from './news-tabs-key.ts';

const COUNT = 6;

const detailLink = (newsId: string) => `/home/newsDetails?newsId=${encodeURIComponent(newsId)}`;

/** The articles of one tab: the newest as a feature card, the rest as dated lines. */
const NewsTabBody = ({ newsType }: { newsType?: string }) => {
  const { t } = useTranslation(['portal', 'news']);
  const params = { pageNum: 1, pageSize: COUNT, ...(newsType ? { newsType } : {}) };
  const page = useQuery({ queryKey: newsKeys.publicPage(params), queryFn: () => newsApi.publicPage(params) });
  if (page.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  const rows = page.data?.rows ?? [];
  if (rows.length === 0)
    return (
      <div className="home-empty-card is-compact">
        <Empty
          image={<FileTextOutlined className="home-empty-icon" aria-hidden />}
          description={t('sections.newsEmpty')}
        />
      </div>
    );
  const [first, ...rest] = rows;
  return (
    <div className="home-news-grid">
      {first && (
        <Link to={detailLink(first.newsId)} className="home-news-feature">
          <span className="home-news-feature-date">{formatBeijing(first.publishTime, DATE_FORMAT)}</span>
          <h3>
            {first.pinned && <PushpinFilled className="home-news-pin" aria-label={t('news:portal.pinned')} />}
            {first.title}
          </h3>
          <p>{first.summary}</p>
          <span className="home-news-feature-more">{t('news:portal.views', { count: first.viewCount })}</span>
        </Link>
      )}
      <ul className="home-news-lines">
        {rest.map((n) => (
          <li key={n.newsId}>
            <Link to={detailLink(n.newsId)}>
              {n.pinned && <PushpinFilled className="home-news-pin" aria-label={t('news:portal.pinned')} />}
              <span className="home-news-line-title">{n.title}</span>
              <time dateTime={n.publishTime}>{formatBeijing(n.publishTime, DATE_FORMAT)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

type NewsTabsProps = { columns: NewsColumn[]; active: string; onChange: (key: string) => void };

/** "Latest" and one tab per news column of the navigation, filled from the public news call. */
export const NewsTabs = ({ columns, active, onChange }: NewsTabsProps) => {
  const { t } = useTranslation('news');
  return (
    <Tabs
      activeKey={active}
      onChange={onChange}
      destroyOnHidden
      items={[
        { key: LATEST, label: t('portal.latest'), children: <NewsTabBody /> },
        ...columns.map((c) => ({
          key: c.dictValue,
          label: c.name,
          children: <NewsTabBody newsType={c.dictValue} />,
        })),
      ]}
    />
  );
};
