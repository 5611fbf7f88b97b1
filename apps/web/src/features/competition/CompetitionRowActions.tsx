import type { CompetitionRow } from '@podium/contracts';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getModal } from '../feedback/feedback-bridge.ts';
import { ActionLink, MoreActions, RowActions, type MoreAction } from '../table-kit/RowActions.tsx';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';
import { useStatusSteps } from './StatusSteps.tsx';

type Props = { row: CompetitionRow; onCopy: (row: CompetitionRow) => void };

/**
 * Row actions of the competition list: edit, settings and the next status step the server allows inline;
 * under 更多 the other steps (each asks first), copy, and delete for drafts (asks first).
 */
export const CompetitionRowActions = ({ row, onCopy }: Props) => {
  const { t } = useTranslation('competition');
  const navigate = useNavigate();
  const remove = useCompetitionMutation(() => competitionApi.remove(row.competitionId));
  const to = (path: string) => () => void navigate(`${path}?competitionId=${row.competitionId}`);

  const { steps, ask } = useStatusSteps(row);
  // One status step inline (the next one: 发布, 关闭…); the rest, copy and delete under 更多, so the cell
  // keeps to one line in Chinese at 1440 px.
  const [primaryStep, ...otherSteps] = steps;
  const settings = [
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
  const more: MoreAction[] = [
    ...otherSteps.map((step) => ({
      key: step,
      label: t(`list.${step}`),
      danger: step === 'archive',
      onClick: () => ask(step),
    })),
    {
      key: 'copy',
      label: t('list.copy'),
      permission: ['competition:info:copy'],
      onClick: () => onCopy(row),
    },
    ...(row.canRemove
      ? [
          {
            key: 'delete',
            label: t('list.delete'),
            danger: true,
            permission: ['competition:info:remove'],
            onClick: () =>
              getModal().confirm({
                title: t('list.delete'),
                content: t('list.deleteConfirm', { name: row.name }),
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(undefined),
              }),
          },
        ]
      : []),
  ];

  return (
    <RowActions>
      {row.status !== 'archived' && (
        <ActionLink permission={['competition:info:edit']} onClick={to('/competition/addEdit')}>
          {t('list.edit')}
        </ActionLink>
      )}
      <Dropdown menu={{ items: settings, onClick: ({ key }) => to(paths[key]!)() }}>
        <Button type="link" size="small">
          {t('list.settings')} <DownOutlined />
        </Button>
      </Dropdown>
      {primaryStep && (
        <Button type="link" size="small" onClick={() => ask(primaryStep)}>
          {t(`list.${primaryStep}`)}
        </Button>
      )}
      <MoreActions items={more} />
    </RowActions>
  );
};
