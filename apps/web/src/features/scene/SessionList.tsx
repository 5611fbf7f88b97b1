import type { SceneSessionRow } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Grid, Space, Table, Tag } from 'antd';
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
  const narrow = !Grid.useBreakpoint().md;
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
          // On a phone, pinned and narrow so the buttons wrap and stay on screen instead of past the table's
          // scroll edge; on wider screens they sit in one row.
          fixed: narrow ? 'right' : undefined,
          width: narrow ? 132 : undefined,
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
