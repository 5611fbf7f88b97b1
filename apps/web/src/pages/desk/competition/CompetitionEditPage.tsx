import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useNavigate } from 'react-router';
import {
  competitionApi,
  competitionKeys,
  useCompetitionMutation,
} from '../../../features/competition/competition-api.ts';
import {
  CompetitionForm,
  type CompetitionFormValues,
} from '../../../features/competition/CompetitionForm.tsx';
import { SettingsHeader } from '../../../features/competition/SettingsHeader.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import '../../../features/competition/competition-desk.css';

/** /competition/addEdit: create a competition (no id) or edit its basics (`?competitionId=`). */
export const CompetitionEditPage = () => {
  const competitionId = useCompetitionId();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: competitionKeys.detail(competitionId),
    queryFn: () => competitionApi.detail(competitionId),
    enabled: Boolean(competitionId),
  });
  const save = useCompetitionMutation(
    (values: CompetitionFormValues) =>
      competitionId
        ? competitionApi.update({ competitionId, ...values }).then(() => ({ competitionId }))
        : competitionApi.add(values),
    (result) => {
      if (!competitionId) void navigate(`/competition/enrollSet?competitionId=${result.competitionId}`);
    },
  );
  return (
    <div className="competition-page">
      <SettingsHeader competitionId={competitionId} active="edit" />
      {competitionId && detail.isLoading ? (
        <Spin />
      ) : (
        <CompetitionForm
          initial={detail.data}
          saving={save.isPending}
          onSave={(values) => save.mutate(values)}
        />
      )}
    </div>
  );
};
