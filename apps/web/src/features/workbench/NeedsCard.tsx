import { Card, Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { WorkbenchApi, type WorkbenchNeed } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { get } from '../../api/client.ts';
import { NumberScroll } from '../feedback/NumberScroll.tsx';

/** "Needs me now": what waits for me in the acting group, each count a link to its filtered list. */
export const NeedsCard = () => {
  const { t } = useTranslation('desk');
  const needs = useQuery({
    queryKey: ['workbench', 'needs'],
    queryFn: () => get<WorkbenchNeed[]>(WorkbenchApi.needs),
  });
  const rows = needs.data ?? [];
  return (
    <Card title={t('workbench.needs')} variant="borderless" loading={needs.isLoading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.needsNone')} />
      ) : (
        <section aria-label={t('workbench.needs')} className="stats-row">
          {rows.map((need) => (
            <Link
              key={need.key}
              to={need.link}
              className={`stat-card needs-link${need.count === 0 ? ' is-zero' : ''}`}
              data-testid={`need-${need.key}`}
            >
              <div className="stat-value">
                <NumberScroll value={need.count} />
              </div>
              <div className="stat-label">{t(`workbench.needsItems.${need.key}`)}</div>
            </Link>
          ))}
        </section>
      )}
    </Card>
  );
};
