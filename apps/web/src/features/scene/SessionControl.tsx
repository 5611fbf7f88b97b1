import type { SceneDetail, SceneSlot } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Input, Popconfirm, Progress, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sceneApi, sceneKeys } from './scene-api.ts';
import { ScreenLinkActions } from './ScreenLinkActions.tsx';
import { formatClock, useCountdown, useScreenState } from './useScreenState.ts';

const STATE_COLOURS: Record<SceneSlot['state'], string> = {
  waiting: 'default',
  called: 'processing',
  done: 'success',
  skipped: 'warning',
};

/**
 * Runs one session: call next, skip, recall, draw or reorder, end. Every click names the version it was
 * made on, so a second organiser's (or a double) click is refused rather than advancing twice. The page
 * follows the session's live channel and reloads itself on every change, including experts' scores.
 */
export const SessionControl = ({ sessionId }: { sessionId: string }) => {
  const { t } = useTranslation('scene');
  const client = useQueryClient();
  const [seed, setSeed] = useState('');
  const detail = useQuery({
    queryKey: sceneKeys.detail(sessionId),
    queryFn: () => sceneApi.detail(sessionId),
  });
  const data = detail.data;
  const feed = useScreenState(data?.screenKey ?? null);
  const liveVersion = feed.state?.version;
  const liveScored = feed.state?.progress.scored;
  useEffect(() => {
    if (liveVersion !== undefined) void client.invalidateQueries({ queryKey: sceneKeys.detail(sessionId) });
  }, [liveVersion, liveScored, client, sessionId]);
  const remaining = useCountdown(
    data ? { calledAt: data.calledAt, durationSec: data.durationSec } : null,
    data ? Date.parse(data.serverNow) - detail.dataUpdatedAt : 0,
  );
  const act = useMutation({
    mutationFn: (run: (d: SceneDetail) => Promise<SceneDetail>) => run(data!),
    onSuccess: (next) => client.setQueryData(sceneKeys.detail(sessionId), next),
    onSettled: () => client.invalidateQueries({ queryKey: sceneKeys.all }),
  });
  if (!data) return <Card loading />;
  const base = { sessionId, version: data.version };
  const waiting = data.slots.filter((s) => s.state === 'waiting');
  const move = (slotId: string, by: -1 | 1) => {
    const ids = waiting.map((s) => s.slotId);
    const from = ids.indexOf(slotId);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    act.mutate(() => sceneApi.order({ ...base, slotIds: ids }));
  };
  const closed = data.status === 'closed';
  const finished = !data.current && waiting.length === 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={
          <Space wrap>
            <span>{data.room}</span>
            <Tag>{t(`desk.status.${data.status}`)}</Tag>
            <Badge
              status={feed.connected ? 'success' : 'warning'}
              text={feed.connected ? t('desk.live') : t('desk.offline')}
            />
          </Space>
        }
        extra={<ScreenLinkActions sessionId={sessionId} screenKey={data.screenKey} />}
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('desk.linkHint')}
          {data.drawSeed && <> · {t('desk.drawn', { seed: data.drawSeed })}</>}
        </Typography.Paragraph>
      </Card>
      <Card size="small" className="scene-current">
        <div className="scene-current__body">
          <div>
            <Typography.Text type="secondary">{t('desk.current')}</Typography.Text>
            <div className="scene-current__team" data-testid="scene-current">
              {data.current
                ? `${data.current.position}. ${data.current.teamName}`
                : finished && data.status !== 'ready'
                  ? t('desk.allDone')
                  : t('desk.nobody')}
            </div>
            {data.current && <Typography.Text type="secondary">{data.current.schoolName}</Typography.Text>}
          </div>
          {data.current && remaining !== null && (
            <div className="scene-current__clock">
              <Typography.Text type="secondary">
                {remaining < 0 ? t('desk.overtime') : t('desk.countdown')}
              </Typography.Text>
              <div
                className={
                  remaining < 0 ? 'scene-current__time scene-current__time--over' : 'scene-current__time'
                }
              >
                {formatClock(remaining)}
              </div>
            </div>
          )}
        </div>
        {data.current && (
          <Progress
            percent={Math.round((100 * data.current.scored) / Math.max(1, data.current.assigned))}
            format={() =>
              t('desk.scored', { scored: data.current!.scored, assigned: data.current!.assigned })
            }
          />
        )}
        <Space wrap style={{ marginTop: 12 }}>
          <Button
            type="primary"
            size="large"
            disabled={closed || finished}
            loading={act.isPending}
            onClick={() => act.mutate(() => sceneApi.next(base))}
          >
            {t('desk.next')}
          </Button>
          <Button
            size="large"
            disabled={closed || !data.current}
            onClick={() => act.mutate(() => sceneApi.skip(base))}
          >
            {t('desk.skip')}
          </Button>
          {data.status === 'ready' && (
            <Space.Compact>
              <Input
                aria-label={t('desk.drawSeed')}
                placeholder={t('desk.drawSeed')}
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
                style={{ width: 220 }}
              />
              <Button
                onClick={() =>
                  act.mutate(() => sceneApi.draw({ ...base, ...(seed.trim() ? { seed: seed.trim() } : {}) }))
                }
              >
                {t('desk.draw')}
              </Button>
            </Space.Compact>
          )}
          {!closed && (
            <Popconfirm
              title={t('desk.closeConfirm')}
              onConfirm={() => act.mutate(() => sceneApi.close(base))}
            >
              <Button danger>{t('desk.close')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Card>
      {closed && <Alert type="info" showIcon title={t('desk.status.closed')} />}
      <Table<SceneSlot>
        size="small"
        rowKey="slotId"
        pagination={false}
        dataSource={data.slots}
        scroll={{ x: 'max-content' }}
        rowClassName={(s) => (s.state === 'called' ? 'scene-row--called' : '')}
        columns={[
          { key: 'position', title: t('desk.position'), dataIndex: 'position', width: 64 },
          { key: 'team', title: t('desk.team'), dataIndex: 'teamName' },
          { key: 'school', title: t('desk.school'), dataIndex: 'schoolName', responsive: ['md'] },
          {
            key: 'state',
            title: t('desk.state'),
            render: (_, s) => <Tag color={STATE_COLOURS[s.state]}>{t(`desk.slotState.${s.state}`)}</Tag>,
          },
          {
            key: 'scored',
            title: t('desk.scoredShort'),
            render: (_, s) => `${s.scored}/${s.assigned}`,
          },
          {
            key: 'actions',
            render: (_, s) =>
              closed ? null : s.state === 'skipped' ? (
                <Button
                  size="small"
                  onClick={() => act.mutate(() => sceneApi.recall({ ...base, slotId: s.slotId }))}
                >
                  {t('desk.recall')}
                </Button>
              ) : s.state === 'waiting' ? (
                <Space size={4}>
                  <Button size="small" aria-label={t('desk.up')} onClick={() => move(s.slotId, -1)}>
                    ↑
                  </Button>
                  <Button size="small" aria-label={t('desk.down')} onClick={() => move(s.slotId, 1)}>
                    ↓
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </Space>
  );
};
