import { RightOutlined, TrophyOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './SectionHeading.tsx';

/** Featured competitions; the listing arrives with the competition issue, until then a calm empty state. */
export const CompetitionSection = () => {
  const { t } = useTranslation(['portal', 'common']);
  return (
    <section className="home-section" aria-labelledby="competitions-title">
      <div className="portal-container">
        <SectionHeading
          id="competitions-title"
          title={t('sections.competitionsTitle')}
          subtitle={t('sections.competitionsSubtitle')}
          extra={
            <Link to="/home/competition" className="section-more">
              {t('common:more')} <RightOutlined aria-hidden />
            </Link>
          }
        />
        <div className="home-empty-card">
          <Empty
            image={<TrophyOutlined className="home-empty-icon" aria-hidden />}
            description={t('sections.competitionsEmpty')}
          />
        </div>
      </div>
    </section>
  );
};
