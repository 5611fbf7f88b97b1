import { RightOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompetitionCard } from '../competition/CompetitionCard.tsx';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';
import { SectionHeading } from './SectionHeading.tsx';
import '../competition/competition-portal.css';

const PARAMS = { pageNum: 1, pageSize: 4 };

/** Featured competitions: the newest listed ones, open ones first; a calm empty state when there are none. */
export const CompetitionSection = () => {
  const { t } = useTranslation(['portal', 'common']);
  const page = useQuery({
    queryKey: competitionKeys.portalPage(PARAMS),
    queryFn: () => competitionApi.portalPage(PARAMS),
  });
  const rows = page.data?.rows ?? [];
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
        {rows.length > 0 ? (
          <div className="competition-grid">
            {rows.map((row) => (
              <CompetitionCard key={row.competitionId} row={row} />
            ))}
          </div>
        ) : (
          <div className="home-empty-card">
            <Empty
              image={<TrophyOutlined className="home-empty-icon" aria-hidden />}
              description={t('sections.competitionsEmpty')}
            />
          </div>
        )}
      </div>
    </section>
  );
};
