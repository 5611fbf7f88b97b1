import type { ScheduleEntry } from '@podium/contracts';
import { Empty, Timeline } from 'antd';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useTranslation } from 'react-i18next';
import { useNow } from './useNow.ts';

const COLORS: Record<ScheduleEntry['kind'], string> = {
  milestone: 'red',
  signUp: 'blue',
  submit: 'green',
  review: 'purple',
};

/** The schedule as one timeline: milestones and stage windows in time order; past entries are grey. */
export const ScheduleTimeline = ({ entries }: { entries: ScheduleEntry[] }) => {
  const { t } = useTranslation('competition');
  const now = useNow();
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={entries.map((e) => {
        const end = e.endsAt ? Date.parse(e.endsAt) : Date.parse(e.startsAt);
        const title = e.kind === 'milestone' ? e.title : t(`portal.kind.${e.kind}`, { stage: e.stageName });
        const range = `${formatBeijing(e.startsAt)}${e.endsAt ? ` – ${formatBeijing(e.endsAt)}` : ''}`;
        return {
          color: end < now ? 'gray' : COLORS[e.kind],
          content: (
            <div className="competition-timeline-entry">
              <strong>{title}</strong>
              <div className="competition-timeline-time">{range}</div>
              {e.description && <div className="competition-timeline-desc">{e.description}</div>}
            </div>
          ),
        };
      })}
    />
  );
};
