import { FileTextOutlined, RightOutlined } from '@ant-design/icons';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './SectionHeading.tsx';

const TABS = ['notice', 'info', 'award'] as const;

/** News columns; articles arrive with the news issue, until then each tab shows an empty state. */
export const NewsSection = () => {
  const { t } = useTranslation(['portal', 'common']);
  const empty = (
    <div className="home-empty-card is-compact">
      <Empty
        image={<FileTextOutlined className="home-empty-icon" aria-hidden />}
        description={t('sections.newsEmpty')}
      />
    </div>
  );
  return (
    <section className="home-section is-tinted" aria-labelledby="news-title">
      <div className="portal-container">
        <SectionHeading
          id="news-title"
          title={t('sections.newsTitle')}
          subtitle={t('sections.newsSubtitle')}
          extra={
            <Link to="/home/news/newsList" className="section-more">
              {t('common:more')} <RightOutlined aria-hidden />
            </Link>
          }
        />
        <Tabs items={TABS.map((key) => ({ key, label: t(`sections.newsTabs.${key}`), children: empty }))} />
      </div>
    </section>
  );
};
