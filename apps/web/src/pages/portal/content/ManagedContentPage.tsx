import type { ContentPageSlug } from '@podium/contracts';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentArticle } from '../../../features/content/ContentArticle.tsx';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';
import { useContentPage } from '../../../features/content/useContentPage.ts';
import { NewsEmpty } from '../../../features/news/NewsEmpty.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/news/news.css';
import '../../../features/content/content.css';

/** A portal page whose text organisers write in the back office (content pages, by slug). */
export const ManagedContentPage = ({ slug }: { slug: ContentPageSlug }) => {
  const { t } = useTranslation('content');
  const page = useContentPage(slug);
  const title = page.data?.title ?? t(`routes.${slug}`);
  usePageMeta(title, page.data?.summary);
  return (
    <div className="news-page">
      <PortalPageBand
        title={title}
        subtitle={page.data?.summary}
        parent={slug.startsWith('solve-') ? t('routes.solutions') : undefined}
      />
      <div className="portal-container content-wrap">
        <div className="content-card">
          {page.isLoading ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : page.data ? (
            <ContentArticle page={{ ...page.data, summary: '' }} />
          ) : (
            <NewsEmpty title={t('page.empty')} hint={t('page.emptyHint')} />
          )}
        </div>
      </div>
    </div>
  );
};

/** One component per route, so each route stays a plain lazy page. */
export const IntroductionPlatformPage = () => <ManagedContentPage slug="introductionPlatform" />;
export const ExpendingServicesPage = () => <ManagedContentPage slug="expendingServices" />;
export const ResearchPage = () => <ManagedContentPage slug="research" />;
export const SolveCouldPage = () => <ManagedContentPage slug="solve-could" />;
export const SolveHighSchoolPage = () => <ManagedContentPage slug="solve-highSchool" />;
export const SolveDataBasePage = () => <ManagedContentPage slug="solve-dataBase" />;
