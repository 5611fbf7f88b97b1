import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message, Modal, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { IssuedRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { CertificateThumb } from '../../../features/certificates/CertificateThumb.tsx';
import { issuedApi } from '../../../features/certificates/issued-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';

type SearchForm = { certNo?: string; status?: string };

/** Desk certificate trace (/certificate/trace-admin): find issued certificates, revoke with a reason, reissue. */
export const CertificateTracePage = () => {
  const { t } = useTranslation('certificate');
  const [form] = Form.useForm<SearchForm>();
  const list = useListParams<'certNo' | 'status'>(['certNo', 'status']);
  const client = useQueryClient();
  const query = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({
    queryKey: ['certificate', 'issued', query],
    queryFn: () => issuedApi.page(query),
  });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['certificate', 'issued'] }),
  });
  const revoke = (row: IssuedRow) => {
    let reason = '';
    Modal.confirm({
      title: t('trace.revoke'),
      content: (
        <Input.TextArea
          aria-label={t('trace.revokeReason')}
          placeholder={t('trace.revokeReason')}
          onChange={(e) => (reason = e.target.value)}
        />
      ),
      onOk: () => act.mutateAsync(() => issuedApi.revoke(row.certificateId, reason)),
    });
  };
  const reissue = (row: IssuedRow) =>
    Modal.confirm({
      title: t('trace.reissue'),
      content: t('trace.reissueConfirm'),
      onOk: () =>
        act.mutateAsync(async () => {
          const done = await issuedApi.reissue(row.certificateId);
          void message.success(t('trace.reissued', { certNo: done.certNo }));
        }),
    });
  const columns: ColumnsType<IssuedRow> = [
    {
      title: t('trace.thumb'),
      key: 'thumb',
      width: 120,
      render: (_, row) => (
        <CertificateThumb url={row.thumbUrl} alt={t('thumbOf', { certNo: row.certNo })} width={96} />
      ),
    },
    { title: t('trace.certNo'), dataIndex: 'certNo', width: 160 },
    { title: t('trace.holder'), dataIndex: 'holderName', width: 140 },
    { title: t('trace.award'), dataIndex: 'awardName', width: 120 },
    { title: t('batchCompetition'), dataIndex: 'competitionName', width: 220 },
    {
      title: t('batchStatus'),
      dataIndex: 'status',
      width: 160,
      render: (status: IssuedRow['status'], row) =>
        status === 'issued' ? (
          <Tag color="green">{t('trace.issued')}</Tag>
        ) : (
          <Tag color="red" title={row.revokeReason}>
            {t('statusRevoked')}
          </Tag>
        ),
    },
    {
      title: t('trace.issuedAt'),
      dataIndex: 'issuedAt',
      width: 170,
      render: (at: string) => formatBeijing(at, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('batchActions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <Space size="small" wrap>
          <Button type="link" size="small" href={row.traceUrl} target="_blank" rel="noopener">
            {t('view')}
          </Button>
          {row.status === 'issued' ? (
            <Button type="link" size="small" danger onClick={() => revoke(row)}>
              {t('trace.revoke')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => reissue(row)}>
              {t('trace.reissue')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      search={
        <SearchCard
          form={form}
          onFinish={(v) => list.setFilters({ certNo: v.certNo?.trim() || undefined, status: v.status })}
          onReset={() => (form.resetFields(), list.setFilters({}))}
        >
          <Form.Item name="certNo" label={t('trace.certNo')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('batchStatus')}>
            <Select
              allowClear
              style={{ minWidth: 120 }}
              options={[
                { value: 'issued', label: t('trace.issued') },
                { value: 'revoked', label: t('statusRevoked') },
              ]}
            />
          </Form.Item>
        </SearchCard>
      }
    >
      <ListTable
        storageKey="certificate-trace"
        rowKey="certificateId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isPending}
        paging={list}
        total={page.data?.total}
      />
    </ListPage>
  );
};
