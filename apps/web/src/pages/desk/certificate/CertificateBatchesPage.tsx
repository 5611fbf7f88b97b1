import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, message, Modal, Space, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { BatchRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { batchApi } from '../../../features/certificates/batch-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { BatchProgress } from './BatchProgress.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const STATUS_COLOURS: Record<BatchRow['status'], string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'blue',
  sending: 'processing',
  sent: 'green',
};

/**
 * Desk certificate batches: /certificate/send (every batch, send the approved ones and watch the job)
 * and /certificate/check (those waiting for an approver).
 */
const BatchesPage = ({ only }: { only?: BatchRow['status'] }) => {
  const { t } = useTranslation('certificate');
  const list = useListParams<'status'>([]);
  const client = useQueryClient();
  const query = { pageNum: list.pageNum, pageSize: list.pageSize, ...(only ? { status: only } : {}) };
  const page = useListQuery({
    queryKey: ['certificate', 'batches', query],
    queryFn: () => batchApi.page(query),
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.status === 'sending') ? 2000 : false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['certificate', 'batches'] });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => void refresh(),
  });
  const reject = (batchId: string) => {
    let note = '';
    Modal.confirm({
      title: t('reject'),
      content: <Input.TextArea aria-label={t('rejectReason')} onChange={(e) => (note = e.target.value)} />,
      onOk: () => act.mutateAsync(() => batchApi.check(batchId, false, note)),
    });
  };
  // A batch printing the demo seal says so before it is approved or sent (the server tells which).
  const approve = (row: BatchRow) => {
    if (!row.specimenSeal) return act.mutate(() => batchApi.check(row.batchId, true));
    Modal.confirm({
      title: t('specimenSeal.approveTitle'),
      content: t('specimenSeal.approveConfirm'),
      okText: t('specimenSeal.approveAnyway'),
      onOk: () => act.mutateAsync(() => batchApi.check(row.batchId, true)),
    });
  };
  /**
   * Sending asks first; it warns, naming them, when the award list's stages are still under review (the
   * award page's warning: results may still change) and confirms that to the server, which refuses otherwise.
   */
  const send = ({ batchId, specimenSeal, openReviews }: BatchRow) => {
    const underReview = openReviews.length > 0;
    Modal.confirm({
      title: underReview ? t('openReview.title') : specimenSeal ? t('specimenSeal.approveTitle') : t('send'),
      content: (
        <div data-testid="send-confirm">
          {underReview && (
            <ul className="send-open-reviews">
              {openReviews.map((r) => (
                <li key={r.stageId}>
                  {r.open
                    ? t('openReview.open', { stage: r.stageName, unscored: r.unscored, total: r.total })
                    : t('openReview.unscored', { stage: r.stageName, unscored: r.unscored, total: r.total })}
                </li>
              ))}
            </ul>
          )}
          <p>
            {specimenSeal
              ? t('specimenSeal.sendConfirm')
              : underReview
                ? t('openReview.confirm')
                : t('sendConfirm')}
          </p>
        </div>
      ),
      ...(specimenSeal || underReview ? { okText: t('specimenSeal.sendAnyway') } : {}),
      onOk: () =>
        act.mutateAsync(async () => {
          await batchApi.send(batchId, underReview);
          void message.success(t('sent'));
        }),
    });
  };
  const columns: ColumnsType<BatchRow> = [
    {
      title: t('batchTitle'),
      dataIndex: 'title',
      width: 200,
      render: (title: string, row) => (
        <Space size={4} wrap>
          <span>{title}</span>
          {row.specimenSeal && (
            <Tooltip title={t('specimenSeal.tagHint')}>
              <Tag color="warning" icon={<WarningOutlined />} data-testid="specimen-seal-tag">
                {t('specimenSeal.tag')}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('batchList'), dataIndex: 'listName', width: 200 },
    { title: t('batchCompetition'), dataIndex: 'competitionName', width: 220 },
    {
      title: t('batchStatus'),
      dataIndex: 'status',
      width: 110,
      render: (status: BatchRow['status']) => (
        <Tag color={STATUS_COLOURS[status]}>{t(`status_${status}`)}</Tag>
      ),
    },
    {
      title: t('batchProgress'),
      key: 'progress',
      width: 200,
      render: (_, row) => <BatchProgress jobId={row.jobId} issued={row.issuedCount} total={row.entryCount} />,
    },
    {
      title: t('batchActions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <Space size="small" wrap>
          {row.status === 'draft' && (
            <Button
              type="link"
              size="small"
              onClick={() => act.mutate(() => batchApi.submitCheck(row.batchId))}
            >
              {t('submitCheck')}
            </Button>
          )}
          {row.status === 'pending' && (
            <>
              {/* Four eyes: the batch's maker is not offered the approval (the server refuses it too). */}
              <Tooltip title={row.ownBatch ? t('ownBatch') : undefined}>
                <Button type="link" size="small" disabled={row.ownBatch} onClick={() => approve(row)}>
                  {t('approve')}
                </Button>
              </Tooltip>
              <Button type="link" size="small" danger onClick={() => reject(row.batchId)}>
                {t('reject')}
              </Button>
            </>
          )}
          {row.status === 'approved' && (
            <Button type="primary" size="small" onClick={() => send(row)}>
              {t('send')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListPage>
      <ListTable
        storageKey={only ? 'certificate-check' : 'certificate-send'}
        rowKey="batchId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isPending}
        paging={list}
        total={page.data?.total}
      />
    </ListPage>
  );
};

export const CertificateSendPage = () => <BatchesPage />;
export const CertificateCheckPage = () => <BatchesPage only="pending" />;
