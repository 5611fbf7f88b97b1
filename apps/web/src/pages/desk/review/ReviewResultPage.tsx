import type { FinalScoreRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewApi, reviewKeys } from '../../../features/review/review-api.ts';
import { StagePicker } from '../../../features/review/StagePicker.tsx';
import { useStagePicker } from '../../../features/review/useStagePicker.ts';
import { PublishButton } from '../../../features/review-outcomes/PublishButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import '../../../features/review/review.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

type Part = FinalScoreRow['breakdown']['experts'][number];

/** The numbers one final score came from: every expert's total and what the method made of it. */
const Breakdown = ({ row }: { row: FinalScoreRow }) => {
  const { t } = useTranslation('review');
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 4 }}>
        <Descriptions.Item label={t('result.sd')}>{row.breakdown.sd}</Descriptions.Item>
        <Descriptions.Item label={t('result.range')}>{row.breakdown.range}</Descriptions.Item>
        <Descriptions.Item label={t('result.maxTotal')}>{row.breakdown.maxTotal}</Descriptions.Item>
        {row.breakdown.pooledMean !== undefined && (
          <Descriptions.Item label={t('result.pooled')}>
            {row.breakdown.pooledMean} ± {row.breakdown.pooledSd}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<Part>
        size="small"
        rowKey="expertId"
        pagination={false}
        dataSource={row.breakdown.experts}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'expert', title: t('result.expert'), dataIndex: 'expertName' },
          { key: 'total', title: t('result.total'), dataIndex: 'total' },
          { key: 'used', title: t('result.used'), dataIndex: 'used' },
          {
            key: 'note',
            title: t('result.note'),
            render: (_: unknown, p) =>
              p.dropped
                ? t('result.dropped')
                : p.z !== undefined
                  ? t('result.zNote', { mean: p.expertMean, sd: p.expertSd, z: p.z })
                  : '',
          },
        ]}
      />
    </>
  );
};

/** review/result: ranked final scores of a stage, raw beside adjusted, flagged rows, and the calculation. */
export const ReviewResultPage = () => {
  const { t } = useTranslation('review');
  const { message } = App.useApp();
  const client = useQueryClient();
  const stage = useStagePicker();
  const stageId = stage.value;
  const results = useListQuery({
    queryKey: reviewKeys.results(stageId ?? ''),
    queryFn: () => reviewApi.results(stageId!),
    enabled: !!stageId,
  });
  const calculate = useMutation({
    mutationFn: () => reviewApi.calculate(stageId!),
    onSuccess: async (s) => {
      message.success(t('result.calculated', { entries: s.entries, flagged: s.flagged }));
      await client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
  const columns: ColumnsType<FinalScoreRow> = useMemo(
    () => [
      { key: 'rank', title: t('result.rank'), dataIndex: 'rank', width: 70 },
      { key: 'team', title: t('result.team'), dataIndex: 'teamName', width: 180 },
      { key: 'school', title: t('result.school'), dataIndex: 'schoolName', width: 160 },
      { key: 'item', title: t('result.item'), dataIndex: 'itemName', width: 140 },
      { key: 'group', title: t('result.group'), dataIndex: 'groupName', width: 120 },
      { key: 'raw', title: t('result.raw'), dataIndex: 'rawMean', width: 100 },
      { key: 'adjusted', title: t('result.adjusted'), dataIndex: 'adjusted', width: 100 },
      {
        key: 'method',
        title: t('result.method'),
        width: 130,
        render: (_: unknown, r) => t(`result.methods.${r.method}`),
      },
      { key: 'experts', title: t('result.experts'), dataIndex: 'expertCount', width: 90 },
      {
        key: 'flagged',
        title: t('result.flag'),
        width: 110,
        render: (_: unknown, r) => (r.flagged ? <Tag color="orange">{t('result.disagree')}</Tag> : null),
      },
    ],
    [t],
  );
  return (
    <ListPage search={<StagePicker {...stage} />}>
      <ListTable<FinalScoreRow>
        storageKey="review-result"
        rowKey="entryId"
        columns={columns}
        rows={results.data}
        loading={results.isFetching}
        rowClassName={(r) => (r.flagged ? 'review-row-flagged' : '')}
        expandable={{ expandedRowRender: (row) => <Breakdown row={row} /> }}
        toolbar={
          <>
            <Popconfirm
              title={t('result.calculateConfirm')}
              onConfirm={() => calculate.mutate()}
              disabled={!stageId}
            >
              <Button type="primary" disabled={!stageId} loading={calculate.isPending}>
                {t('result.calculate')}
              </Button>
            </Popconfirm>
            <PublishButton stageId={stageId} disabled={!results.data?.length} />
          </>
        }
      />
    </ListPage>
  );
};
