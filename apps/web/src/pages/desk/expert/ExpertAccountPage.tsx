import type { ExpertAccountResult, ExpertRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Segmented, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountModal, PasswordShown, type AccountAction } from '../../../features/experts/AccountModals.tsx';
import { intakeApi, intakeKeys } from '../../../features/experts/expert-intake-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

/**
 * desk expert/account: who of the library can sign in. An account made here holds only the expert role, so
 * its holder sees the expert workspace alone; its initial password is shown once.
 */
export const ExpertAccountPage = () => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const list = useListParams(['name', 'hasAccount'] as const);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: intakeKeys.accounts(params),
    queryFn: () => intakeApi.accountPage(params),
    placeholderData: keepPreviousData,
  });
  const [action, setAction] = useState<AccountAction>(null);
  const [shown, setShown] = useState<ExpertAccountResult | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
  const reset = useMutation({
    mutationFn: intakeApi.resetPassword,
    onSuccess: (r) => (setShown(r), refresh()),
  });
  const unlink = useMutation({ mutationFn: intakeApi.unlinkAccount, onSuccess: refresh });
  const searchValues = useMemo(() => ({ name: list.filters.name }), [list.filters.name]);
  const columns = useMemo<ColumnsType<ExpertRow>>(
    () => [
      { key: 'name', title: t('common.name'), dataIndex: 'name', width: 110 },
      { key: 'organisation', title: t('common.organisation'), dataIndex: 'organisation', width: 200 },
      { key: 'phone', title: t('common.phone'), dataIndex: 'phone', width: 130 },
      {
        key: 'username',
        title: t('account.username'),
        dataIndex: 'username',
        width: 150,
        render: (username: string) =>
          username ? <Tag color="blue">{username}</Tag> : <Tag>{t('account.none')}</Tag>,
      },
      {
        key: 'status',
        title: t('common.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: ExpertRow['status']) =>
          s === 'active' ? <Tag color="green">{t('manage.active')}</Tag> : <Tag>{t('manage.disabled')}</Tag>,
      },
      {
        key: 'actions',
        title: t('common.actions'),
        width: 240,
        render: (_, row) =>
          row.hasAccount ? (
            <Space size={0} wrap>
              <Popconfirm title={t('account.reset')} onConfirm={() => reset.mutate(row.expertId)}>
                <Button type="link" size="small">
                  {t('account.reset')}
                </Button>
              </Popconfirm>
              <Popconfirm title={t('account.unlinkConfirm')} onConfirm={() => unlink.mutate(row.expertId)}>
                <Button type="link" size="small" danger>
                  {t('account.unlink')}
                </Button>
              </Popconfirm>
            </Space>
          ) : (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => setAction({ kind: 'create', expert: row })}>
                {t('account.create')}
              </Button>
              <Button type="link" size="small" onClick={() => setAction({ kind: 'link', expert: row })}>
                {t('account.link')}
              </Button>
            </Space>
          ),
      },
    ],
    [t, reset, unlink],
  );
  return (
    <ListPage
      search={
        <SearchBar<{ name?: string }>
          values={searchValues}
          onSearch={(v) => list.setFilters({ ...list.filters, name: v.name })}
        >
          <Form.Item name="name" label={t('common.name')}>
            <Input allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<ExpertRow>
        storageKey="expert-accounts"
        rowKey="expertId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Segmented
            value={list.filters.hasAccount ?? ''}
            onChange={(v) => list.setFilters({ ...list.filters, hasAccount: v ? String(v) : undefined })}
            options={[
              { value: '', label: t('account.filterAll') },
              { value: '1', label: t('account.filterWith') },
              { value: '0', label: t('account.filterWithout') },
            ]}
          />
        }
      />
      <AccountModal action={action} onClose={() => setAction(null)} onResult={setShown} />
      <PasswordShown result={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
};
