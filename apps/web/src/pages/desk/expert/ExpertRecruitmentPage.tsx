import { PlusOutlined } from '@ant-design/icons';
import { DictType, type ApplicationRow, type CampaignRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Space, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dictLabel, useDictOptions } from '../../../features/competition/competition-api.ts';
import { CampaignModal } from '../../../features/experts/CampaignModal.tsx';
import { intakeApi, intakeKeys } from '../../../features/experts/expert-intake-api.ts';
import { useIntakeReview } from '../../../features/experts/IntakeReview.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FieldTags = ({ fields }: { fields: string[] }) => {
  const options = useDictOptions(DictType.expertField).data;
  return (
    <Space size={[0, 4]} wrap>
      {fields.map((f) => (
        <Tag key={f} color="blue">
          {dictLabel(options, f)}
        </Tag>
      ))}
    </Space>
  );
};

const Campaigns = ({ onShowApplications }: { onShowApplications: (campaignId: string) => void }) => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const list = useListParams([] as const, 'c');
  const params = { pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: intakeKeys.campaigns(params),
    queryFn: () => intakeApi.campaignPage(params),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<CampaignRow | null | 'new'>(null);
  const close = useMutation({
    mutationFn: intakeApi.closeCampaign,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: intakeKeys.all }),
  });
  const columns = useMemo<ColumnsType<CampaignRow>>(
    () => [
      { key: 'title', title: t('recruitment.campaignTitle'), dataIndex: 'title', width: 220 },
      {
        key: 'fields',
        title: t('common.fields'),
        dataIndex: 'fields',
        width: 200,
        render: (f: string[]) => <FieldTags fields={f} />,
      },
      {
        key: 'deadline',
        title: t('recruitment.deadline'),
        dataIndex: 'deadline',
        width: 150,
        render: (d: string) => formatBeijing(d),
      },
      {
        key: 'open',
        title: t('common.status'),
        dataIndex: 'open',
        width: 90,
        render: (open: boolean) =>
          open ? <Tag color="green">{t('recruitment.open')}</Tag> : <Tag>{t('recruitment.closed')}</Tag>,
      },
      {
        key: 'counts',
        title: t('recruitment.applications'),
        width: 170,
        render: (_, row) => t('recruitment.counts', { applications: row.applications, pending: row.pending }),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 280,
        render: (_, row) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => onShowApplications(row.campaignId)}>
              {t('recruitment.viewApplications')}
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('recruitment.editCampaign')}
            </Button>
            {row.open && (
              <Popconfirm
                title={t('recruitment.closeConfirm')}
                onConfirm={() => close.mutate(row.campaignId)}
              >
                <Button type="link" size="small" danger>
                  {t('recruitment.close')}
                </Button>
              </Popconfirm>
            )}
            <Link
              to={`/home/expertRecruitment?campaignId=${encodeURIComponent(row.campaignId)}`}
              target="_blank"
            >
              {t('recruitment.publicLink')}
            </Link>
          </Space>
        ),
      },
    ],
    [t, close, onShowApplications],
  );
  return (
    <>
      <ListTable<CampaignRow>
        storageKey="expert-campaigns"
        rowKey="campaignId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('recruitment.newCampaign')}
          </Button>
        }
      />
      <CampaignModal
        open={editing !== null}
        campaign={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

const STATUS_COLOR = { pending: 'gold', approved: 'green', rejected: 'default' } as const;

const Applications = ({
  campaignId,
  onCampaign,
}: {
  campaignId?: string;
  onCampaign: (id?: string) => void;
}) => {
  const { t } = useTranslation('experts');
  const list = useListParams(['status'] as const, 'a');
  const params = {
    ...list.filters,
    ...(campaignId ? { campaignId } : {}),
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
  const page = useListQuery({
    queryKey: intakeKeys.applications(params),
    queryFn: () => intakeApi.applicationPage(params),
    placeholderData: keepPreviousData,
  });
  const campaigns = useQuery({
    queryKey: intakeKeys.campaigns({ pageNum: 1, pageSize: 100 }),
    queryFn: () => intakeApi.campaignPage({ pageNum: 1, pageSize: 100 }),
  });
  const review = useIntakeReview<ApplicationRow, ApplicationRow['status']>({
    idOf: (row) => row.applicationId,
    accept: intakeApi.approve,
    refuse: intakeApi.reject,
    statusColor: STATUS_COLOR,
    pending: 'pending',
    keys: {
      status: (s) => `recruitment.${s}` as const,
      accept: 'recruitment.approve',
      acceptConfirm: 'recruitment.approveConfirm',
      refuse: 'recruitment.reject',
      refuseTitle: 'recruitment.rejectTitle',
      refuseReason: 'recruitment.rejectReason',
      acceptedToast: 'recruitment.approvedToast',
    },
  });
  const columns = useMemo<ColumnsType<ApplicationRow>>(
    () => [
      { key: 'name', title: t('common.name'), dataIndex: 'name', width: 100 },
      { key: 'title', title: t('common.title'), dataIndex: 'title', width: 110 },
      { key: 'organisation', title: t('common.organisation'), dataIndex: 'organisation', width: 180 },
      {
        key: 'fields',
        title: t('common.fields'),
        dataIndex: 'fields',
        width: 180,
        render: (f: string[]) => <FieldTags fields={f} />,
      },
      { key: 'phone', title: t('common.phone'), dataIndex: 'phone', width: 120 },
      { key: 'campaign', title: t('recruitment.campaign'), dataIndex: 'campaignTitle', width: 180 },
      {
        key: 'introduction',
        title: t('recruitment.introduction'),
        dataIndex: 'introduction',
        width: 220,
        ellipsis: true,
      },
      review.statusColumn,
      review.actionsColumn,
    ],
    [t, review.statusColumn, review.actionsColumn],
  );
  return (
    <>
      <ListTable<ApplicationRow>
        storageKey="expert-applications"
        rowKey="applicationId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Space wrap>
            <Select
              allowClear
              style={{ minWidth: 200 }}
              placeholder={t('recruitment.campaign')}
              value={campaignId}
              onChange={(v?: string) => onCampaign(v)}
              options={(campaigns.data?.rows ?? []).map((c) => ({ value: c.campaignId, label: c.title }))}
            />
            <Select
              allowClear
              style={{ minWidth: 120 }}
              placeholder={t('common.status')}
              value={list.filters.status}
              onChange={(v?: string) => list.setFilters({ status: v })}
              options={(['pending', 'approved', 'rejected'] as const).map((s) => ({
                value: s,
                label: t(`recruitment.${s}`),
              }))}
            />
          </Space>
        }
      />
      {review.dialog}
    </>
  );
};

/** desk expert/recruitment: campaigns (open, edit, close) and the review of their public applications. */
export const ExpertRecruitmentPage = () => {
  const { t } = useTranslation('experts');
  const [tab, setTab] = useState('campaigns');
  const [campaignId, setCampaignId] = useState<string | undefined>();
  return (
    <ListPage>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'campaigns',
            label: t('recruitment.campaigns'),
            children: <Campaigns onShowApplications={(id) => (setCampaignId(id), setTab('applications'))} />,
          },
          {
            key: 'applications',
            label: t('recruitment.applications'),
            children: <Applications campaignId={campaignId} onCampaign={setCampaignId} />,
          },
        ]}
      />
    </ListPage>
  );
};
