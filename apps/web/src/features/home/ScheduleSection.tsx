import { ApiPath, type lastRound } from '@podium/contracts';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { get } from '../../api/client.ts';
import { ScheduleTimeline } from '../competition/ScheduleTimeline.tsx';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** The current round's schedule: the newest listed competition (lastRound) and its timeline. */
export const ScheduleSection = () => {
  const { t } = useTranslation('content');
  const round = useQuery({
    queryKey: ['website', 'lastRound'],
    queryFn: () => get<z.infer<typeof lastRound>>(ApiPath.lastRound),
    staleTime: 60_000,
  });
  const competition = round.data?.competition;
  const schedule = useQuery({
    queryKey: competitionKeys.schedule(competition?.competitionId ?? ''),
    queryFn: () => competitionApi.schedule(competition!.competitionId),
    enabled: Boolean(competition),
  });
  if (!competition) return null;
  return (
    <section className="home-section home-schedule" aria-labelledby="schedule-title">
      <div className="portal-container">
        <SectionHeading
          id="schedule-title"
          title={t('home.scheduleTitle')}
          subtitle={t('home.scheduleSubtitle')}
          extra={
            <Link
              to={`/home/competition/details?competitionId=${encodeURIComponent(competition.competitionId)}`}
              className="section-more"
            >
              {competition.name}
            </Link>
          }
        />
        <div className="home-schedule-card">
          <ScheduleTimeline entries={schedule.data?.timeline ?? []} />
        </div>
      </div>
    </section>
  );
};
