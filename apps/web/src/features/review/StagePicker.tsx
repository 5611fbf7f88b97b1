import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';
import { defaultStageId } from './default-stage.ts';

/**
 * Competition → stage choice of the organiser's review pages; calls back with the chosen stage. Once a
 * competition is chosen, its only stage (or the one under review now) is chosen with it (defaultStageId).
 */
export const StagePicker = ({
  value,
  onChange,
  initialCompetitionId,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The competition of a stage given by a link (the statistics' drill-through), shown chosen. */
  initialCompetitionId?: string | null;
}) => {
  const { t } = useTranslation('review');
  const [competitionId, setCompetitionId] = useState<string | null>(initialCompetitionId ?? null);
  const competitions = useQuery({ queryKey: competitionKeys.options, queryFn: competitionApi.options });
  const stages = useQuery({
    queryKey: competitionKeys.stages(competitionId ?? ''),
    queryFn: () => competitionApi.stages(competitionId!),
    enabled: !!competitionId,
  });
  const stageToOpen = value === null && stages.data ? defaultStageId(stages.data) : null;
  useEffect(() => {
    if (stageToOpen) onChange(stageToOpen);
  }, [stageToOpen, onChange]);
  return (
    <Form layout="inline" className="review-stage-picker">
      <Form.Item label={t('desk.competition')}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 220 }}
          placeholder={t('desk.pickCompetition')}
          value={competitionId}
          onChange={(id: string) => {
            setCompetitionId(id);
            onChange(null);
          }}
          options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
        />
      </Form.Item>
      <Form.Item label={t('desk.stage')}>
        <Select
          style={{ minWidth: 180 }}
          placeholder={t('desk.pickStage')}
          value={value}
          onChange={onChange}
          options={(stages.data ?? []).map((s) => ({ value: s.stageId, label: s.name }))}
        />
      </Form.Item>
    </Form>
  );
};
