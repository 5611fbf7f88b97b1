import { useQuery } from '@tanstack/react-query';
import type { CompetitionOption } from '@podium/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { competitionApi, competitionKeys } from '../competition/competition-api.ts';
import { usePermission } from '../permission/usePermission.ts';
import { usePunctuation } from '../../i18n/usePunctuation.ts';

type Props = {
  /** The linked competition's public id (a form field's value). */
  value?: string | null;
  onChange?: (competitionId: string | undefined) => void;
};

/** Matches a typed text against a competition's name, year and id. */
const matches = (input: string, option: CompetitionOption) => {
  const needle = input.trim().toLowerCase();
  return [option.name, String(option.year), option.competitionId].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

/**
 * Picks the competition an article belongs to, among those the desk user may manage
 * (GET /competition/info/option), searchable by name or year. A link the user cannot see in that list
 * (someone else set it) is kept and shown as its id, so saving does not drop it silently.
 */
export const CompetitionChooser = ({ value, onChange }: Props) => {
  const { t } = useTranslation('news');
  const punct = usePunctuation();
  const may = usePermission();
  const allowed = may(['competition:info:list']);
  const options = useQuery({
    queryKey: competitionKeys.options,
    queryFn: competitionApi.options,
    enabled: allowed,
  });
  const list = options.data ?? [];
  const known = !value || list.some((o) => o.competitionId === value);
  const rows = known
    ? list
    : [...list, { competitionId: value, name: t('edit.competitionUnknown', { id: value }), year: 0 }];

  return (
    <Select<string>
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      loading={options.isLoading}
      disabled={!allowed && !value}
      placeholder={allowed ? t('edit.competitionPlaceholder') : t('edit.competitionNone')}
      notFoundContent={options.isLoading ? undefined : t('edit.competitionEmpty')}
      style={{ width: 320, maxWidth: '100%' }}
      filterOption={(input, option) => !!option && matches(input, option.row as CompetitionOption)}
      options={rows.map((row) => ({
        value: row.competitionId,
        row,
        label: row.year ? punct.parenthesised(row.name, String(row.year)) : row.name,
      }))}
    />
  );
};
