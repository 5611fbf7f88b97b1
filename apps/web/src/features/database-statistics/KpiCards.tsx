import type { KpiKey, StatisticsOverview } from '@podium/contracts';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberScroll } from '../feedback/NumberScroll.tsx';

/** The key numbers as cards: scores as "done / assigned", revenue in yuan. */
const CARDS: { key: Exclude<KpiKey, 'scoresAssigned' | 'scoresDone'> | 'scores'; money?: boolean }[] = [
  { key: 'competitions' },
  { key: 'signUps' },
  { key: 'people' },
  { key: 'schools' },
  { key: 'works' },
  { key: 'scores' },
  { key: 'awards' },
  { key: 'certificates' },
  { key: 'revenueFen', money: true },
];

type KpiCardsProps = {
  /** The overview as its list query holds it: the figures once loaded, busy while asked again. */
  overview: { data?: StatisticsOverview; isFetching: boolean };
};

/** The key numbers, each with its change against the period before. */
export const KpiCards = ({ overview }: KpiCardsProps) => {
  const { t } = useTranslation('databaseStatistics');
  return (
    <section className="statistics-kpis" aria-label={t('kpi.signUps')} aria-busy={overview.isFetching}>
      {CARDS.map((card) => {
        const figure = (key: KpiKey) => overview.data?.kpis.find((k) => k.key === key);
        const shown = card.key === 'scores' ? figure('scoresDone') : figure(card.key);
        const value = shown?.value ?? 0;
        const scale = (n: number) => (card.money ? Math.round(n) / 100 : n);
        const change = shown && shown.previous !== null ? shown.value - shown.previous : null;
        return (
          <Card key={card.key} variant="borderless" className="statistics-kpi">
            <div className="statistics-kpi-label">{t(`kpi.${card.key}`)}</div>
            {overview.data ? (
              <div className="statistics-kpi-value" data-value={value}>
                <NumberScroll value={scale(value)} />
                {card.key === 'scores' ? (
                  <span className="statistics-kpi-of"> / {figure('scoresAssigned')?.value ?? 0}</span>
                ) : null}
              </div>
            ) : (
              <Skeleton.Input active size="small" />
            )}
            <div className="statistics-kpi-change">
              {change === null ? (
                '—'
              ) : (
                <span className={change > 0 ? 'up' : change < 0 ? 'down' : ''}>
                  {change > 0 ? '▲ +' : change < 0 ? '▼ ' : '± '}
                  {scale(change)}{' '}
                  {t('versus', { from: overview.data?.previousFrom, to: overview.data?.previousTo })}
                </span>
              )}
            </div>
          </Card>
        );
      })}
    </section>
  );
};
