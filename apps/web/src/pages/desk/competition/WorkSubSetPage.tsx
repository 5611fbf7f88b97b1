import type { Stage } from '@podium/contracts';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWindow } from '../../../features/competition/format.ts';
import { DATE_TIME_FORMAT } from '../../../i18n/date-formats.ts';
import { SettingsHeader } from '../../../features/competition/SettingsHeader.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import { useCompetitionParts } from '../../../features/competition/useCompetitionParts.ts';
import { WorkSettingsDrawer } from '../../../features/competition/WorkSettingsDrawer.tsx';
import { ActionLink } from '../../../features/table-kit/RowActions.tsx';
import '../../../features/competition/competition-desk.css';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';

/** /competition/workSubSet: per stage, which works are accepted and how. */
export const WorkSubSetPage = () => {
  const { t } = useTranslation('competition');
  const punct = usePunctuation();
  const competitionId = useCompetitionId();
  const { detail, stages } = useCompetitionParts(competitionId);
  const [editing, setEditing] = useState<Stage | null>(null);
  const editable = detail.data !== undefined && detail.data.status !== 'archived';
  const columns: ColumnsType<Stage> = [
    { key: 'name', title: t('stage.name'), dataIndex: 'name', width: 150 },
    {
      key: 'submit',
      title: t('field.submitWindow'),
      width: 230,
      render: (_: unknown, s) => formatWindow(s.submitStart, s.submitEnd, DATE_TIME_FORMAT) || '—',
    },
    {
      key: 'types',
      title: t('work.types'),
      render: (_: unknown, s) =>
        s.workTypes.length
          ? s.workTypes.map((type) => <Tag key={type}>{type.toUpperCase()}</Tag>)
          : t('work.none'),
    },
    { key: 'size', title: t('work.maxSize'), dataIndex: 'workMaxSizeMb', width: 130 },
    { key: 'count', title: t('work.maxCount'), dataIndex: 'workMaxCount', width: 110 },
    {
      key: 'fields',
      title: t('work.fields'),
      render: (_: unknown, s) => punct.list(s.workFields.map((f) => f.label)) || '—',
    },
    {
      key: 'replace',
      title: t('work.replaceable'),
      width: 130,
      render: (_: unknown, s) => (s.workReplaceable ? t('work.replaceableYes') : t('work.replaceableNo')),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 90,
      render: (_: unknown, s) =>
        editable && (
          <ActionLink permission={['competition:info:edit']} onClick={() => setEditing(s)}>
            {t('work.edit')}
          </ActionLink>
        ),
    },
  ];
  return (
    <div className="competition-page">
      <SettingsHeader competitionId={competitionId} active="work" />
      <Card variant="borderless" title={t('stage.workSettings')}>
        <Table<Stage>
          rowKey="stageId"
          size="small"
          columns={columns}
          dataSource={stages.data}
          loading={stages.isFetching}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('details.noStages') }}
        />
      </Card>
      <WorkSettingsDrawer stage={editing} onClose={() => setEditing(null)} />
    </div>
  );
};
