import { Alert, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { SessionList } from '../../../features/scene/SessionList.tsx';

/** screenCall/index (desk "screen call", spec §2): each session's queue-screen link, to open on the hall's screen. */
export const ScreenCallDeskPage = () => {
  const { t } = useTranslation('scene');
  const stage = useStagePicker();
  const stageId = stage.value;
  return (
    <Card title={t('screen.title')}>
      <Alert type="info" showIcon title={t('desk.linkHint')} style={{ marginBottom: 16 }} />
      <StagePicker {...stage} />
      <div style={{ marginTop: 16 }}>
        {stageId ? <SessionList stageId={stageId} /> : <Empty description={t('desk.pickStage')} />}
      </div>
    </Card>
  );
};
