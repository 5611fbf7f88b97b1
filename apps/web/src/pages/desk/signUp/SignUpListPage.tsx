import { CheckOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ENROLL_STATUSES, type SignUpAdminRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Popconfirm, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { dayToPicker, formatBeijing, pickerToDay } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { useProvinceOptions } from '../../../features/organization/useProvinces.ts';
import { Permission } from '../../../features/permission/Permission.tsx';
import { RejectModal } from '../../../features/signup-admin/RejectModal.tsx';
import { signUpApi, signUpKeys } from '../../../features/signup-admin/signup-admin-api.ts';
import { SignUpDrawer } from '../../../features/signup-admin/SignUpDrawer.tsx';
import { SignUpImportModal } from '../../../features/signup-admin/SignUpImportModal.tsx';
import { SignUpStatusTag } from '../../../features/signup-admin/SignUpStatusTag.tsx';
import { useSignUpDecisions } from '../../../features/signup-admin/useSignUpDecisions.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { ActionLink } from '../../../features/table-kit/RowActions.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useRowSelection } from '../../../features/table-kit/useRowSelection.ts';
import '../../../features/organization/organization.css';
import '../../../features/signup-admin/signup-admin.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = [
  'competitionId',
  'stageId',
  'itemId',
  'participantGroupId',
  'schoolId',
  'status',
  'keyword',
  'provinceCode',
  'from',
  'to',
] as const;
type SearchValues = Partial<Record<Exclude<(typeof FILTERS)[number], 'from' | 'to'>, string>> & {
  /** Signed up between (the address holds `from` and `to` as days). */
  created?: [Dayjs | null, Dayjs | null] | null;
};

/** signUp/list: sign-ups the acting group manages (own school, or the organiser's competitions and schools). */
export const SignUpListPage = () => {
  const { t } = useTranslation('signUpAdmin');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: signUpKeys.page(params),
    queryFn: () => signUpApi.page(params),
    placeholderData: keepPreviousData,
  });
  const [form] = Form.useForm<SearchValues>();
  // The competition picked in the form (before searching) drives the stage, item, group and school choices.
  const picked = Form.useWatch('competitionId', form) ?? list.filters.competitionId;
  // The filter reaches what the list does: a school's students' competitions, not only those it organises.
  const reachable = useQuery({ queryKey: signUpKeys.competitions, queryFn: signUpApi.competitions });
  const options = useQuery({
    queryKey: signUpKeys.options(picked ?? ''),
    queryFn: () => signUpApi.options(picked!),
    enabled: Boolean(picked),
  });
  const { approve, batchApprove, reject } = useSignUpDecisions();
  const selection = useRowSelection();
  const [openTeam, setOpenTeam] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ teamId: string; name: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const exporting = useMutation({ mutationFn: () => signUpApi.exportList(list.filters) });

  const provinces = useProvinceOptions();
  const searchValues = useMemo<SearchValues>(() => {
    const { from, to, ...rest } = list.filters;
    return { ...rest, created: from || to ? [dayToPicker(from), dayToPicker(to)] : null };
  }, [list.filters]);
  const search = ({ created, ...values }: SearchValues) =>
    list.setFilters({ ...values, from: pickerToDay(created?.[0]), to: pickerToDay(created?.[1]) });
  const columns = useMemo<ColumnsType<SignUpAdminRow>>(
    () => [
      {
        key: 'name',
        title: t('col.team'),
        dataIndex: 'name',
        width: 150,
        render: (name: string, row) => <a onClick={() => setOpenTeam(row.teamId)}>{name}</a>,
      },
      { key: 'captainName', title: t('col.captain'), dataIndex: 'captainName', width: 90 },
      { key: 'schoolName', title: t('col.school'), dataIndex: 'schoolName', width: 130 },
      { key: 'itemName', title: t('col.item'), dataIndex: 'itemName', width: 160 },
      { key: 'groupName', title: t('col.group'), dataIndex: 'groupName', width: 90 },
      { key: 'competitionName', title: t('col.competition'), dataIndex: 'competitionName', width: 220 },
      { key: 'stageName', title: t('col.stage'), dataIndex: 'stageName', width: 90 },
      { key: 'memberCount', title: t('col.members'), dataIndex: 'memberCount', width: 70 },
      {
        key: 'status',
        title: t('col.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: SignUpAdminRow['status']) => <SignUpStatusTag status={s} />,
      },
      {
        key: 'rejectReason',
        title: t('col.rejectReason'),
        dataIndex: 'rejectReason',
        width: 180,
        render: (v: string) => (v ? <span className="signup-reject-reason">{v}</span> : '—'),
      },
      {
        key: 'source',
        title: t('col.source'),
        dataIndex: 'source',
        width: 90,
        render: (v: SignUpAdminRow['source']) => t(`source.${v}`),
      },
      {
        key: 'createdAt',
        title: t('col.createdAt'),
        dataIndex: 'createdAt',
        width: 140,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: t('col.actions'),
        width: 170,
        fixed: 'right',
        render: (_: unknown, row) => (
          <>
            <ActionLink permission={['enroll:list']} onClick={() => setOpenTeam(row.teamId)}>
              {t('detail')}
            </ActionLink>
            {row.status === 'pending' && (
              <Permission list={['enroll:review']}>
                <Popconfirm
                  title={t('approveConfirm', { name: row.name })}
                  onConfirm={() => approve.mutate(row.teamId)}
                >
                  <Button type="link" size="small">
                    {t('approve')}
                  </Button>
                </Popconfirm>
              </Permission>
            )}
            {(row.status === 'pending' || row.status === 'awaitingPayment') && (
              <ActionLink
                permission={['enroll:review']}
                onClick={() => setRejecting({ teamId: row.teamId, name: row.name })}
              >
                <span className="signup-reject-reason">{t('reject')}</span>
              </ActionLink>
            )}
          </>
        ),
      },
    ],
    [t, approve],
  );

  const competitionOptions = (reachable.data ?? []).map((c) => ({
    value: c.competitionId,
    label: c.name,
  }));
  const choice = (key: 'stages' | 'items' | 'groups' | 'schools') => options.data?.[key] ?? [];
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> form={form} values={searchValues} onSearch={search}>
          <Form.Item name="competitionId" label={t('col.competition')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('all')}
              options={competitionOptions}
              onChange={() =>
                form.setFieldsValue({
                  stageId: undefined,
                  itemId: undefined,
                  participantGroupId: undefined,
                  schoolId: undefined,
                })
              }
            />
          </Form.Item>
          <Form.Item name="status" label={t('col.status')}>
            <Select
              allowClear
              placeholder={t('all')}
              options={ENROLL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('keyword')}>
            <Input allowClear placeholder={t('keywordPlaceholder')} />
          </Form.Item>
          <Form.Item name="stageId" label={t('col.stage')}>
            <Select
              allowClear
              disabled={!picked}
              placeholder={t('pickCompetitionFirst')}
              options={choice('stages')}
            />
          </Form.Item>
          <Form.Item name="itemId" label={t('col.item')}>
            <Select
              allowClear
              disabled={!picked}
              placeholder={t('pickCompetitionFirst')}
              options={choice('items')}
            />
          </Form.Item>
          <Form.Item name="participantGroupId" label={t('col.group')}>
            <Select
              allowClear
              disabled={!picked}
              placeholder={t('pickCompetitionFirst')}
              options={choice('groups')}
            />
          </Form.Item>
          <Form.Item name="schoolId" label={t('col.school')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              disabled={!picked}
              placeholder={t('pickCompetitionFirst')}
              options={choice('schools')}
            />
          </Form.Item>
          <Form.Item name="provinceCode" label={t('province')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('all')}
              options={provinces}
            />
          </Form.Item>
          <Form.Item name="created" label={t('signedUpOn')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<SignUpAdminRow>
        storageKey="signup-list"
        rowKey="teamId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        rowSelection={selection.rowSelection}
        toolbar={
          <>
            <Permission list={['enroll:review']}>
              <Popconfirm
                title={t('batchApproveConfirm', { count: selection.selected.length })}
                disabled={selection.selected.length === 0}
                onConfirm={() => batchApprove.mutate(selection.selected, { onSuccess: selection.clear })}
              >
                <Button type="primary" icon={<CheckOutlined />} disabled={selection.selected.length === 0}>
                  {t('batchApprove')}
                </Button>
              </Popconfirm>
            </Permission>
            <Permission list={['enroll:export']}>
              <Button
                icon={<DownloadOutlined />}
                loading={exporting.isPending}
                onClick={() => exporting.mutate()}
              >
                {t('export')}
              </Button>
            </Permission>
            <Permission list={['enroll:import']}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('import.open')}
              </Button>
            </Permission>
          </>
        }
      />
      <SignUpDrawer
        teamId={openTeam}
        onClose={() => setOpenTeam(null)}
        approving={approve.isPending}
        onApprove={(teamId) => approve.mutate(teamId)}
        onReject={setRejecting}
      />
      <RejectModal
        team={rejecting}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) =>
          reject.mutate({ teamId: rejecting!.teamId, reason }, { onSuccess: () => setRejecting(null) })
        }
      />
      <SignUpImportModal
        open={importing}
        onClose={() => setImporting(false)}
        defaultCompetitionId={list.filters.competitionId}
      />
    </ListPage>
  );
};
