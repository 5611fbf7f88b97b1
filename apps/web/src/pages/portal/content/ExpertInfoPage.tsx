import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { contentApi, contentKeys } from '../../../features/content/content-api.ts';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { RichTextView } from '../../../features/news/RichTextView.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';

/**
 * /home/expertInfo: the public expert showcase. Profiles are content items (kind "expert") that
 * organisers publish here on purpose — the review area's expert library, with its personal data,
 * is never read by the portal.
 */
export const ExpertInfoPage = () => {
  const { t } = useTranslation('content');
  usePageMeta(t('experts.title'), t('experts.description'));
  const experts = useQuery({
    queryKey: contentKeys.list('expert'),
    queryFn: () => contentApi.list('expert'),
    staleTime: 60_000,
  });
  return (
    <div className="news-page">
      <PortalPageBand title={t('experts.title')} subtitle={t('experts.description')} />
      <div className="portal-container content-wrap">
        {experts.isLoading ? (
          <Skeleton active />
        ) : (experts.data ?? []).length === 0 ? (
          <div className="content-card">
            <NewsEmpty title={t('experts.empty')} />
          </div>
        ) : (
          <div className="expert-grid">
            {experts.data!.map((e) => (
              <article key={e.pageId} className="expert-card">
                {e.cover ? (
                  <img className="expert-avatar" src={e.cover} alt="" loading="lazy" />
                ) : (
                  <div className="expert-avatar" aria-hidden>
                    {e.title.slice(0, 1)}
                  </div>
                )}
                <h2 className="expert-name">{e.title}</h2>
                <p className="expert-title">{e.summary}</p>
                <RichTextView html={e.content} />
              </article>
            ))}
          </div>
        )}
      </div>
    </div>
  );
};
