import { MilestonesCard } from '../../../features/competition/MilestonesCard.tsx';
import { SettingsHeader } from '../../../features/competition/SettingsHeader.tsx';
import { StagesCard } from '../../../features/competition/StagesCard.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import { useCompetitionParts } from '../../../features/competition/useCompetitionParts.ts';
import '../../../features/competition/competition-desk.css';

/** /competition/scheduleSet: the stages with their windows, and the milestones of the public timeline. */
export const ScheduleSetPage = () => {
  const competitionId = useCompetitionId();
  const { detail } = useCompetitionParts(competitionId);
  return (
    <div className="competition-page">
      <SettingsHeader competitionId={competitionId} active="schedule" />
      <StagesCard competitionId={competitionId} />
      <MilestonesCard competitionId={competitionId} editable={detail.data?.status !== 'archived'} />
    </div>
  );
};
