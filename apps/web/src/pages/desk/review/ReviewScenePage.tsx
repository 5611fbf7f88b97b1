import { Alert, Button, Card, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { SessionControl } from '../../../features/scene/SessionControl.tsx';
import { SessionFormModal } from '../../../features/scene/SessionFormModal.tsx';
import { SessionList } from '../../../features/scene/SessionList.tsx';
import '../../../features/scene/scene.css';

/**
 * review/scene: the organiser runs on-site sessions (stage → sessions → one session). An expert reaching
 * this menu is pointed to the scoring page, where the team on stage comes first.
 */
export const ReviewScenePage = () => {
  const { t } = useTranslation('scene');
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const stage = useStagePicker(['sessionId']);
  const stageId = stage.value;
  const sessionId = params.get('sessionId');
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next))
      if (v) merged.set(k, v);
      else merged.delete(k);
    setParams(merged);
  };
  if (!can(['review:distribute']))
    return (
      <Card>
        <Alert type="info" showIcon title={t('desk.expertHint')} />
        <Link to="/review/competition">
          <Button type="primary" style={{ marginTop: 16 }}>
            {t('desk.goScore')}
          </Button>
        </Link>
      </Card>
    );
  if (sessionId)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button onClick={() => set({ sessionId: null })}>{t('desk.back')}</Button>
        <SessionControl sessionId={sessionId} />
      </Space>
    );
  return (
    <Card title={t('desk.sessions')} extra={stageId ? <SessionFormModal stageId={stageId} /> : null}>
      <StagePicker {...stage} />
      <div style={{ marginTop: 16 }}>
        {stageId ? (
          <SessionList stageId={stageId} onOpen={(id) => set({ sessionId: id })} />
        ) : (
          <Empty description={t('desk.pickStage')} />
        )}
      </div>
    </Card>
  );
};
