import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Progress, Select, Space, Spin, Typography } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reviewApi, reviewKeys } from '../../../features/review/review-api.ts';
import { ScoreCard } from '../../../features/review/ScoreCard.tsx';
import { CaptainPanel } from '../../../features/scene/CaptainPanel.tsx';
import '../../../features/review/review.css';
import '../../../features/scene/scene.css';

/**
 * review/competition: the expert's workspace — stages with review work, and the queue of one of them.
 * The chosen stage is kept in the address (`?stageId=`), so a reload or a shared link opens it again.
 */
export const ReviewCompetitionPage = () => {
  const { t } = useTranslation('review');
  const { t: tScene } = useTranslation('scene');
  const stages = useQuery({ queryKey: reviewKeys.myStages(), queryFn: reviewApi.myStages });
  const [params, setParams] = useSearchParams();
  const chosen = params.get('stageId');
  // A stage from the address that is not (or no longer) among the expert's falls back to the first open
  // one (a closed review is only to look at), else to the first.
  const stageId =
    (chosen && stages.data?.some((s) => s.stageId === chosen) ? chosen : null) ??
    stages.data?.find((s) => s.open)?.stageId ??
    stages.data?.[0]?.stageId ??
    null;
  const noneOpen = !!stages.data?.length && !stages.data.some((s) => s.open);
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('stageId', id);
        return next;
      },
      { replace: true },
    );
  // The stage shown is always the one in the address, the first one included.
  useEffect(() => {
    if (stageId && stageId !== chosen) choose(stageId);
  });
  const queue = useQuery({
    queryKey: reviewKeys.queue(stageId ?? ''),
    queryFn: () => reviewApi.queue(stageId!),
    enabled: !!stageId,
    // During on-site review the team on stage changes while the expert is on this page.
    refetchInterval: (query) => (query.state.data?.live ? 5000 : false),
  });
  if (stages.isLoading) return <Spin />;
  if (!stages.data?.length)
    return (
      <Card>
        <Empty description={t('scoring.noWork')} />
      </Card>
    );
  const data = queue.data;
  return (
    <div className="review-workspace">
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          {noneOpen && (
            <Alert type="info" showIcon data-testid="no-open-review" title={t('scoring.noneOpen')} />
          )}
          <Select
            aria-label={t('scoring.stage')}
            value={stageId}
            onChange={choose}
            style={{ width: '100%', maxWidth: 480 }}
            options={stages.data.map((s) => ({
              value: s.stageId,
              label: `${s.competitionName} · ${s.stageName}${s.open ? '' : ` (${t('scoring.closedTag')})`}`,
            }))}
          />
          {data && (
            <>
              <Typography.Text type={data.stage.open ? 'success' : 'warning'}>
                {data.stage.open
                  ? t('scoring.windowOpen', { end: formatBeijing(data.stage.reviewEnd) })
                  : t('scoring.windowClosed')}
              </Typography.Text>
              <Progress
                percent={Math.round((100 * data.stage.done) / Math.max(1, data.stage.assigned))}
                format={() => t('scoring.progress', { done: data.stage.done, assigned: data.stage.assigned })}
              />
              {data.blind && <Alert type="info" showIcon title={t('scoring.blind')} />}
              {data.live && <Alert type="success" showIcon title={tScene('scoring.live')} />}
            </>
          )}
        </Space>
      </Card>
      {stageId && <CaptainPanel stageId={stageId} />}
      {queue.isLoading && <Spin />}
      {data && (
        <div className="review-workspace__cards">
          {data.items.map((item) => (
            <ScoreCard
              key={`${item.assignmentId}-${item.status}`}
              item={item}
              columns={data.columns}
              writable={data.stage.open}
            />
          ))}
        </div>
      )}
    </div>
  );
};
