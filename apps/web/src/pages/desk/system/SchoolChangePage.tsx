import { SCHOOL_CHANGE_STATUSES, type SchoolChangeRow, type SchoolChangeStatus } from '@podium/contracts';
import { Button, Form, Popconfirm, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import {
  schoolChangeAdminApi,
  schoolChangeKeys,
} from '../../../features/school-change-admin/school-change-admin-api.ts';
import { SchoolChangeRejectDialog } from '../../../features/school-change-admin/SchoolChangeRejectDialog.tsx';
import { useSchoolChangeDecisions } from '../../../features/school-change-admin/useSchoolChangeDecisions.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { RowActions } from '../../../features/table-kit/RowActions.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useListParams } from '../../../features/table-kit/useListParams.ts';

const FILTERS = ['status'] as const;
const REVIEW = ['system:school:member'] as const;
const STATUS_COLOR: Record<SchoolChangeStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};
const when = (iso: string | null) => (iso ? formatBeijing(iso) : '—');
type SearchValues = { status?: string };

/**
 * system/schoolChange: requests to join the schools the acting group reaches (the school itself, or the
 * organiser above it), open ones first; approving moves the person, refusing needs a reason they read.
 */
export const SchoolChangePage = () => {
  const { t } = useTranslation('organization');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: schoolChangeKeys.page(params),
    queryFn: () => schoolChangeAdminApi.page(params),
  });
  const { approve, reject } = useSchoolChangeDecisions();
  const [rejecting, setRejecting] = useState<SchoolChangeRow | null>(null);

  const columns = useMemo<ColumnsType<SchoolChangeRow>>(
    () => [
      {
        key: 'person',
        title: t('schoolChange.person'),
        width: 150,
        // The school reads its applicants in full, as every desk list does (phones and ID numbers are not shown).
        render: (_: unknown, row) =>
          row.realName
            ? t('schoolChange.personName', { name: row.realName, username: row.username })
            : row.username,
      },
      { key: 'fromSchool', title: t('schoolChange.fromSchool'), dataIndex: 'fromSchoolName', width: 130 },
      { key: 'toSchool', title: t('schoolChange.toSchool'), dataIndex: 'toSchoolName', width: 130 },
      { key: 'note', title: t('schoolChange.note'), dataIndex: 'note', width: 160 },
      {
        key: 'createdAt',
        title: t('schoolChange.createdAt'),
        dataIndex: 'createdAt',
        width: 140,
        render: when,
      },
      {
        key: 'status',
        title: t('schoolChange.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: SchoolChangeStatus) => (
          <Tag color={STATUS_COLOR[s]}>{t(`schoolChange.statuses.${s}`)}</Tag>
        ),
      },
      { key: 'reason', title: t('schoolChange.reason'), dataIndex: 'reason', width: 140 },
      {
        // Who decided and when, in one cell so the list fits a desktop screen without scrolling.
        key: 'reviewed',
        title: t('schoolChange.reviewer'),
        width: 150,
        render: (_: unknown, row) => (row.reviewedAt ? `${row.reviewer} · ${when(row.reviewedAt)}` : '—'),
      },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 110,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.status === 'pending' && (
            <Permission list={REVIEW}>
              <RowActions>
                <Popconfirm
                  title={t('schoolChange.approveConfirm', {
                    name: row.realName || row.username,
                    school: row.toSchoolName,
                  })}
                  // The question is long: on a phone it wraps inside the screen.
                  styles={{ root: { maxWidth: 'min(360px, calc(100vw - 16px))' } }}
                  onConfirm={() => approve.mutateAsync(row)}
                >
                  <Button type="link" size="small">
                    {t('schoolChange.approve')}
                  </Button>
                </Popconfirm>
                <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                  {t('schoolChange.reject')}
                </Button>
              </RowActions>
            </Permission>
          ),
      },
    ],
    [t, approve],
  );

  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="status" label={t('schoolChange.status')}>
            <Select
              allowClear
              placeholder={t('common.all')}
              options={SCHOOL_CHANGE_STATUSES.map((s) => ({
                value: s,
                label: t(`schoolChange.statuses.${s}`),
              }))}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<SchoolChangeRow>
        storageKey="system-school-change"
        rowKey="requestId"
        columns={columns}
        rows={page.data?.rows}
        total={page.data?.total}
        loading={page.isFetching}
        paging={list}
        locale={{ emptyText: t('schoolChange.empty') }}
      />
      <SchoolChangeRejectDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(row, reason) => reject.mutateAsync({ row, reason })}
      />
    </ListPage>
  );
};
