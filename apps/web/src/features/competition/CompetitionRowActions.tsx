import type { CompetitionRow } from '@podium/contracts';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionLink, DeleteAction } from '../table-kit/RowActions.tsx';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';
import { StatusSteps } from './StatusSteps.tsx';

type Props = { row: CompetitionRow; onCopy: (row: CompetitionRow) => void };

/**
 * Row actions of the competition list: edit, settings, the status steps the server says are allowed
 * (each asks first), copy, and delete for drafts.
 */
export const CompetitionRowActions = ({ row, onCopy }: Props) => {
  const { t } = useTranslation('competition');
  const navigate = useNavigate();
  const remove = useCompetitionMutation(() => competitionApi.remove(row.competitionId));
  const to = (path: string) => () => void navigate(`${path}?competitionId=${row.competitionId}`);

  const more = [
    { key: 'details', label: t('list.details') },
    { key: 'enroll', label: t('nav.enroll') },
    { key: 'schedule', label: t('nav.schedule') },
    { key: 'work', label: t('nav.work') },
    { key: 'review', label: t('nav.review') },
  ];
  const paths: Record<string, string> = {
    details: '/competition/details',
    enroll: '/competition/enrollSet',
    schedule: '/competition/scheduleSet',
    work: '/competition/workSubSet',
    review: '/competition/reviewSet',
  };

  return (
    <Space size={0} wrap>
      {row.status !== 'archived' && (
        <ActionLink permission={['competition:info:edit']} onClick={to('/competition/addEdit')}>
          {t('list.edit')}
        </ActionLink>
      )}
      <Dropdown menu={{ items: more, onClick: ({ key }) => to(paths[key]!)() }}>
        <Button type="link" size="small">
          {t('list.settings')} <DownOutlined />
        </Button>
      </Dropdown>
      <StatusSteps row={row} buttonProps={() => ({ type: 'link', size: 'small' })} />
      <ActionLink permission={['competition:info:copy']} onClick={() => onCopy(row)}>
        {t('list.copy')}
      </ActionLink>
      {row.canRemove && (
        <DeleteAction
          permission={['competition:info:remove']}
          title={t('list.deleteConfirm', { name: row.name })}
          onConfirm={() => remove.mutate(undefined)}
        >
          {t('list.delete')}
        </DeleteAction>
      )}
    </Space>
  );
};
