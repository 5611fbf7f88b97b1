import { RightOutlined } from '@ant-design/icons';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnLink, newsColumnsOf, type NewsColumn } from '../news/news-columns.ts';
import { useSiteSettings } from '../website/useSiteSettings.ts';
import { LATEST } from './news-tabs-key.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { WhenNear } from './WhenNear.tsx';

// Tabs, lists and the news call load when the section nears the viewport; the heading is there at once.
const NewsTabs = lazy(() => import('./NewsTabs.tsx').then((m) => ({ default: m.NewsTabs })));

/** Latest news and one tab per news column of the navigation, filled from the public news call. */
export const NewsSection = () => {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const columns: NewsColumn[] = newsColumnsOf(useSiteSettings(), i18n.language);
  const [active, setActive] = useState(LATEST);
  const current = columns.find((c) => c.dictValue === active);
  return (
    <section className="home-section is-tinted" aria-labelledby="news-title">
      <div className="portal-container">
        <SectionHeading
          id="news-title"
          title={t('sections.newsTitle')}
          subtitle={t('sections.newsSubtitle')}
          extra={
            <Link to={current ? columnLink(current) : '/home/newsList'} className="section-more">
              {t('common:more')} <RightOutlined aria-hidden />
            </Link>
          }
        />
        <WhenNear minHeight={380}>
          <NewsTabs columns={columns} active={active} onChange={setActive} />
        </WhenNear>
      </div>
    </section>
  );
};
