import { Card, Empty, Tag, Timeline } from 'antd';
import { formatBeijing, nowInstant } from '../beijing-time/beijing-time.ts';
import type { WorkbenchOverview, WorkbenchStage } from '@podium/contracts';
import { useTranslation } from 'react-i18next';

type Phase = 'signUp' | 'submit' | 'review';
const PHASES: Phase[] = ['signUp', 'submit', 'review'];
const startOf = (s: WorkbenchStage, p: Phase) => s[`${p}Start`];
const endOf = (s: WorkbenchStage, p: Phase) => s[`${p}End`];
const day = (iso: string | null) => (iso ? formatBeijing(iso, 'YYYY-MM-DD') : '…');

/** Where a stage stands against now: all windows past, one open, or still ahead. */
const stateOf = (stage: WorkbenchStage, now: string) => {
  const ends = PHASES.map((p) => endOf(stage, p)).filter((d): d is string => !!d);
  const starts = PHASES.map((p) => startOf(stage, p)).filter((d): d is string => !!d);
  if (ends.length && ends.every((d) => d <= now)) return 'done';
  if (starts.some((d) => d <= now)) return 'now';
  return 'ahead';
};

/** The current competition's stages in order, with "today" placed between the past and what is ahead. */
export const TimelineCard = ({
  overview,
  loading,
}: {
  overview: WorkbenchOverview | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation('desk');
  const competition = overview?.competition;
  const now = overview?.now ?? nowInstant();
  const items = (competition?.stages ?? []).map((stage) => {
    const state = stateOf(stage, now);
    return {
      key: stage.stageId,
      state,
      color: state === 'done' ? 'gray' : state === 'now' ? 'blue' : 'green',
      children: (
        <div className="timeline-stage">
          <strong>{stage.name}</strong>
          {state === 'now' && <Tag color="processing">{t('workbench.ongoing')}</Tag>}
          <div className="timeline-phases">
            {PHASES.filter((p) => startOf(stage, p) || endOf(stage, p)).map((p) => (
              <span key={p}>
                {t(`workbench.phases.${p}`)} {day(startOf(stage, p))} ~ {day(endOf(stage, p))}
              </span>
            ))}
          </div>
        </div>
      ),
    };
  });
  // "Today" goes after the last stage already under way or finished.
  const at = items.reduce((last, item, index) => (item.state === 'ahead' ? last : index + 1), 0);
  const today = {
    key: 'today',
    color: 'red',
    children: (
      <span className="timeline-today" data-testid="timeline-today">
        {t('workbench.today')} · {formatBeijing(now, 'YYYY-MM-DD')}
      </span>
    ),
  };
  const withToday = [...items.slice(0, at), today, ...items.slice(at)];
  return (
    <Card
      title={<h2 className="card-heading">{t('workbench.timeline')}</h2>}
      extra={competition && <span className="card-extra">{competition.name}</span>}
      variant="borderless"
      className="workbench-card"
      loading={loading}
    >
      {competition && competition.stages.length ? (
        <Timeline items={withToday.map(({ key, color, children }) => ({ key, color, children }))} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noCompetition')} />
      )}
    </Card>
  );
};
