import type { SceneSessionRow } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sceneApi, sceneKeys } from './scene-api.ts';
import { ScreenLinkActions } from './ScreenLinkActions.tsx';

/** The stage's on-site sessions; `onOpen` runs a session (omitted on the screen-call page). */
export const SessionList = ({
  stageId,
  onOpen,
}: {
  stageId: string;
  onOpen?: (sessionId: string) => void;
}) => {
  const { t } = useTranslation('scene');
  const sessions = useQuery({
    queryKey: sceneKeys.sessions(stageId),
    queryFn: () => sceneApi.sessions(stageId),
  });
  return (
    <Table<SceneSessionRow>
      size="small"
      rowKey="sessionId"
      loading={sessions.isLoading}
      dataSource={sessions.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('desk.none')} /> }}
      columns={[
        {
          key: 'room',
          title: t('desk.room'),
          render: (_, s) =>
            onOpen ? (
              <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(s.sessionId)}>
                {s.room}
              </Button>
            ) : (
              s.room
            ),
        },
        {
          key: 'status',
          title: t('desk.state'),
          render: (_, s) => <Tag>{t(`desk.status.${s.status}`)}</Tag>,
        },
        {
          key: 'progress',
          title: t('desk.entries'),
          render: (_, s) => t('desk.progress', { done: s.done, entries: s.entries }),
        },
        {
          key: 'actions',
          // Pinned and wrapping: at 375 px the buttons stay on screen instead of past the table's scroll edge.
          fixed: 'right',
          width: 132,
          render: (_, s) => (
            <Space size={4} wrap>
              {onOpen && (
                <Button size="small" type="primary" onClick={() => onOpen(s.sessionId)}>
                  {t('desk.open')}
                </Button>
              )}
              <ScreenLinkActions sessionId={s.sessionId} screenKey={s.screenKey} />
            </Space>
          ),
        },
      ]}
    />
  );
};
