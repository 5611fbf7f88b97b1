import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Skeleton, Space } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NewsStatusTag } from '../../../features/news/NewsStatusTag.tsx';
import { RichTextView } from '../../../features/news/RichTextView.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { newsColumnsOf, newsTypeName } from '../../../features/news/news-columns.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/news/news.css';
import '../../../features/organization/organization.css';

/** /newsManagement/detail?newsId=: an article as stored, with its state; rendered as the portal will show it. */
export const DeskNewsDetailPage = () => {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const newsId = useSearchParams()[0].get('newsId') ?? '';
  const columns = newsColumnsOf(useSiteSettings());
  const detail = useQuery({
    queryKey: newsKeys.deskDetail(newsId),
    queryFn: () => newsApi.deskDetail(newsId),
    enabled: newsId !== '',
    retry: false,
  });
  const a = detail.data;
  return (
    <div className="org-page">
      <Card
        title={a?.title ?? t('desk.view')}
        extra={
          <Space>
            <Button onClick={() => navigate('/newsManagement/list')}>{t('desk.back')}</Button>
            {a && (
              <Permission list={['news:edit']}>
                <Button
                  type="primary"
                  onClick={() => navigate(`/newsManagement/addEdit?newsId=${encodeURIComponent(a.newsId)}`)}
                >
                  {t('desk.edit')}
                </Button>
              </Permission>
            )}
          </Space>
        }
      >
        {detail.isLoading ? (
          <Skeleton active />
        ) : !a ? (
          <Empty description={t('desk.notFound')} />
        ) : (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
              <Descriptions.Item label={t('desk.status')}>
                <NewsStatusTag status={a.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('desk.newsType')}>
                {newsTypeName(columns, a.newsType)}
              </Descriptions.Item>
              <Descriptions.Item label={t('desk.publishAt')}>
                {a.publishAt ? formatBeijing(a.publishAt) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('desk.author')}>{a.author || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('desk.groupName')}>{a.groupName}</Descriptions.Item>
              <Descriptions.Item label={t('desk.viewCount')}>{a.viewCount}</Descriptions.Item>
            </Descriptions>
            <article className="news-article is-preview">
              <h1 className="news-article-title">{a.title}</h1>
              {a.summary && <p className="news-article-summary">{a.summary}</p>}
              <RichTextView html={a.content} />
            </article>
          </>
        )}
      </Card>
    </div>
  );
};
