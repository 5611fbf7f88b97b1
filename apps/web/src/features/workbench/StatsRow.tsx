import {
  FileTextOutlined,
  FlagOutlined,
  HomeOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import type { WorkbenchOverview } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { NumberScroll } from '../feedback/NumberScroll.tsx';

const LOOK: Record<WorkbenchOverview['kpis'][number]['key'], { icon: ReactNode; tone: string }> = {
  competitions: { icon: <FlagOutlined />, tone: 'blue' },
  signUps: { icon: <TeamOutlined />, tone: 'green' },
  people: { icon: <UserOutlined />, tone: 'purple' },
  schools: { icon: <HomeOutlined />, tone: 'cyan' },
  works: { icon: <FileTextOutlined />, tone: 'orange' },
  awards: { icon: <TrophyOutlined />, tone: 'red' },
};

type StatsRowProps = { overview: WorkbenchOverview | undefined; loading: boolean };

/** The acting group's season in key numbers, each counting up over 1000 ms (spec §9 number scroll). */
export const StatsRow = ({ overview, loading }: StatsRowProps) => {
  const { t } = useTranslation('desk');
  if (!loading && !overview?.kpis.length) return null;
  const kpis = overview?.kpis ?? [];
  return (
    <section aria-label={t('workbench.season', { year: overview?.year ?? '' })}>
      <h2 className="section-heading">{t('workbench.season', { year: overview?.year ?? '' })}</h2>
      <div className="stats-row">
        {(loading ? Object.keys(LOOK) : kpis.map((k) => k.key)).map((key) => {
          const look = LOOK[key as keyof typeof LOOK];
          const value = kpis.find((k) => k.key === key)?.value ?? 0;
          return (
            <Card
              key={key}
              variant="borderless"
              className="stat-card"
              loading={loading}
              data-testid={`kpi-${key}`}
            >
              <span className={`stat-icon tone-${look.tone}`} aria-hidden>
                {look.icon}
              </span>
              <div>
                <div className="stat-value">
                  <NumberScroll value={value} />
                </div>
                <div className="stat-label">{t(`workbench.kpis.${key as keyof typeof LOOK}`)}</div>
              </div>
            </Card>
          );
        })}
      </div>
    </section>
  );
};
