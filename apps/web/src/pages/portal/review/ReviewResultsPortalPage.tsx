import type { PublishedResultRow, PublishedStage } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Pagination, Table, Tag } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { outcomeApi, outcomeKeys } from '../../../features/review-outcomes/outcome-api.ts';
import '../../../features/review-outcomes/review-outcomes.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

/** One published stage: its ranked entries per item and group (no expert, no breakdown). */
const StageResults = ({ stageId }: { stageId: string }) => {
  const { t } = useTranslation('reviewOutcome');
  const detail = useQuery({
    queryKey: outcomeKeys.publicDetail(stageId),
    queryFn: () => outcomeApi.publicDetail(stageId),
  });
  const d = detail.data;
  return (
    <Card
      loading={detail.isLoading}
      title={d ? `${d.stage.competitionName} · ${d.stage.stageName}` : ''}
      extra={
        <Link to="/home/reviewResult">
          <Button type="link">{t('portal.back')}</Button>
        </Link>
      }
    >
      <Table<PublishedResultRow>
        size="small"
        rowKey="entryId"
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        dataSource={d?.rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'item', title: t('columns.item'), dataIndex: 'itemName' },
          { key: 'group', title: t('columns.group'), dataIndex: 'groupName' },
          { key: 'rank', title: t('columns.rank'), dataIndex: 'rank' },
          { key: 'team', title: t('columns.team'), dataIndex: 'teamName' },
          { key: 'school', title: t('columns.school'), dataIndex: 'schoolName' },
          { key: 'score', title: t('columns.score'), dataIndex: 'score' },
          {
            key: 'promoted',
            title: '',
            render: (_: unknown, r) => (r.promoted ? <Tag color="green">{t('portal.promoted')}</Tag> : null),
          },
        ]}
      />
    </Card>
  );
};

/** /home/reviewResult: published stage results of this site; `?stageId=` shows one of them. */
export const ReviewResultsPortalPage = () => {
  const { t } = useTranslation('reviewOutcome');
  const [params, setParams] = useSearchParams();
  const stageId = params.get('stageId');
  const pageNum = Number(params.get('pageNum') ?? 1) || 1;
  const page = useQuery({
    queryKey: outcomeKeys.publicPage({ pageNum, pageSize: 10 }),
    queryFn: () => outcomeApi.publicPage({ pageNum, pageSize: 10 }),
    enabled: !stageId,
  });
  return (
    <>
      <PortalPageBand title={t('portal.title')} />
      <div className="outcome-portal">
        {stageId ? (
          <StageResults stageId={stageId} />
        ) : (
          <Card>
            <List<PublishedStage>
              loading={page.isLoading}
              dataSource={page.data?.rows}
              locale={{ emptyText: <Empty description={t('portal.empty')} /> }}
              renderItem={(s) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Link
                        to={`/home/reviewResult?stageId=${encodeURIComponent(s.stageId)}`}
                      >{`${s.competitionName} · ${s.stageName}`}</Link>
                    }
                    description={`${t('portal.entries', { count: s.entries })} · ${t('portal.publishedAt', {
                      at: formatBeijing(s.publishedAt, 'YYYY-MM-DD'),
                    })}`}
                  />
                </List.Item>
              )}
            />
            {(page.data?.total ?? 0) > 10 && (
              <Pagination
                current={pageNum}
                total={page.data?.total}
                onChange={(n) => setParams({ pageNum: String(n) })}
              />
            )}
          </Card>
        )}
      </div>
    </>
  );
};
