import type { Stage } from '@podium/contracts';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWindow } from '../../../features/competition/format.ts';
import { DATE_TIME_FORMAT } from '../../../i18n/date-formats.ts';
import { SettingsHeader } from '../../../features/competition/SettingsHeader.tsx';
import { useCompetitionId } from '../../../features/competition/useCompetitionId.ts';
import { useCompetitionParts } from '../../../features/competition/useCompetitionParts.ts';
import { ReviewSettingForm } from '../../../features/review-outcomes/ReviewSettingForm.tsx';
import '../../../features/competition/competition-desk.css';

/** /competition/reviewSet: the review windows of each stage and each stage's review settings. */
export const ReviewSetPage = () => {
  const { t } = useTranslation('competition');
  const competitionId = useCompetitionId();
  const { stages } = useCompetitionParts(competitionId);
  return (
    <div className="competition-page">
      <SettingsHeader competitionId={competitionId} active="review" />
      <Alert type="info" showIcon title={t('review.note')} />
      <Card variant="borderless" title={t('field.reviewWindow')}>
        <Table<Stage>
          rowKey="stageId"
          size="small"
          pagination={false}
          dataSource={stages.data}
          loading={stages.isFetching}
          columns={[
            { key: 'name', title: t('stage.name'), dataIndex: 'name' },
            {
              key: 'review',
              title: t('field.reviewWindow'),
              render: (_: unknown, s) => formatWindow(s.reviewStart, s.reviewEnd, DATE_TIME_FORMAT) || '—',
            },
          ]}
        />
      </Card>
      {stages.data && stages.data.length > 0 && <ReviewSettingForm stages={stages.data} />}
    </div>
  );
};
