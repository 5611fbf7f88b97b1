import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';
import { defaultStageId } from './default-stage.ts';
import type { useStagePicker } from './useStagePicker.ts';

/**
 * Competition → stage choice of the organiser's review pages. Once a competition is chosen, its only stage
 * (or the one under review now) is chosen with it (defaultStageId). Controlled by the page's
 * `useStagePicker()`, spread onto it, which keeps both in the address.
 */
export const StagePicker = ({
  value,
  onChange,
  competitionId,
  onCompetitionChange,
}: ReturnType<typeof useStagePicker>) => {
  const { t } = useTranslation('review');
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
          onChange={onCompetitionChange}
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
