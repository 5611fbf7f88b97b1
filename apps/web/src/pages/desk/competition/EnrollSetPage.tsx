import { EnrollRulesCard } from '../../../features/competition/EnrollRulesCard.tsx';
import { PartsCard } from '../../../features/competition/PartsCard.tsx';
import { SettingsHeader } from '../../../features/competition/SettingsHeader.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import { useCompetitionParts } from '../../../features/competition/useCompetitionParts.ts';
import '../../../features/competition/competition-desk.css';

/** /competition/enrollSet: the items and participant groups, and the sign-up rules. */
export const EnrollSetPage = () => {
  const competitionId = useCompetitionId();
  const { detail } = useCompetitionParts(competitionId);
  const editable = detail.data !== undefined && detail.data.status !== 'archived';
  return (
    <div className="competition-page">
      <SettingsHeader competitionId={competitionId} active="enroll" />
      <PartsCard
        competitionId={competitionId}
        kind="items"
        entries={detail.data?.items ?? []}
        editable={editable}
      />
      <PartsCard
        competitionId={competitionId}
        kind="groups"
        entries={detail.data?.participantGroups ?? []}
        editable={editable}
      />
      <EnrollRulesCard
        competitionId={competitionId}
        items={detail.data?.items ?? []}
        groups={detail.data?.participantGroups ?? []}
        editable={editable}
      />
    </div>
  );
};
