import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';

/** The finance desk lists' competition filter: any competition in reach, searchable by name. */
export const CompetitionFilter = () => {
  const { t } = useTranslation('finance');
  const competitions = useQuery({ queryKey: competitionKeys.options, queryFn: competitionApi.options });
  return (
    <Form.Item name="competitionId" label={t('field.competition')}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('desk.any')}
        options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
      />
    </Form.Item>
  );
};
