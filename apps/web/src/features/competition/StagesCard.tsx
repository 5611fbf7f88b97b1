import type { Stage } from '@podium/contracts';
import { Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink, DeleteAction } from '../table-kit/RowActions.tsx';
import { competitionApi, useCompetitionMutation } from './competition-api.ts';
import { DATE_TIME_FORMAT } from '../../i18n/date-formats.ts';
import { formatWindow } from './format.ts';
import { StageDrawer } from './StageDrawer.tsx';
import { useCompetitionParts } from './useCompetitionParts.ts';

/** The stages of a competition with their windows; add, edit, and delete (drafts only, the server decides). */
export const StagesCard = ({ competitionId }: { competitionId: string }) => {
  const { t } = useTranslation('competition');
  const { detail, stages } = useCompetitionParts(competitionId);
  const [editing, setEditing] = useState<Stage | 'new' | null>(null);
  const remove = useCompetitionMutation((stageId: string) => competitionApi.removeStage(stageId));
  const editable = detail.data && detail.data.status !== 'archived';
  const columns: ColumnsType<Stage> = [
    // The stage's place in the schedule, counted from 1 (the stored 顺序 only sorts: it may start at 0).
    { key: 'order', title: '#', width: 50, render: (_: unknown, _s, index) => index + 1 },
    { key: 'name', title: t('stage.name'), dataIndex: 'name', width: 160 },
    {
      key: 'signUp',
      title: t('field.signUpWindow'),
      render: (_: unknown, s) => formatWindow(s.signUpStart, s.signUpEnd, DATE_TIME_FORMAT) || '—',
    },
    {
      key: 'submit',
      title: t('field.submitWindow'),
      render: (_: unknown, s) => formatWindow(s.submitStart, s.submitEnd, DATE_TIME_FORMAT) || '—',
    },
    {
      key: 'review',
      title: t('field.reviewWindow'),
      render: (_: unknown, s) => formatWindow(s.reviewStart, s.reviewEnd, DATE_TIME_FORMAT) || '—',
    },
    {
      key: 'items',
      title: t('stage.items'),
      render: (_: unknown, s) =>
        s.items.length ? s.items.map((i) => <Tag key={i.itemId}>{i.name}</Tag>) : t('stage.all'),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 150,
      render: (_: unknown, s) =>
        editable && (
          <>
            <ActionLink permission={['competition:info:edit']} onClick={() => setEditing(s)}>
              {t('list.edit')}
            </ActionLink>
            {detail.data?.status === 'draft' && (
              <DeleteAction
                permission={['competition:info:edit']}
                title={t('stage.deleteConfirm', { name: s.name })}
                onConfirm={() => remove.mutate(s.stageId)}
              />
            )}
          </>
        ),
    },
  ];
  return (
    <Card
      variant="borderless"
      title={t('stage.title')}
      extra={
        editable && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('stage.add')}
          </Button>
        )
      }
    >
      <Table<Stage>
        rowKey="stageId"
        size="small"
        columns={columns}
        dataSource={stages.data}
        loading={stages.isFetching}
        pagination={false}
        scroll={{ x: 900 }}
      />
      <StageDrawer
        competitionId={competitionId}
        stage={editing}
        nextOrder={(stages.data?.length ?? 0) + 1}
        items={detail.data?.items ?? []}
        groups={detail.data?.participantGroups ?? []}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
};
