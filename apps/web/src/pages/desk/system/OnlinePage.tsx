import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineTable } from '../../../features/system-users/OnlineTable.tsx';
import { fetchOnlinePage, userKeys } from '../../../features/system-users/user-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/table-kit/system-pages.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword'] as const;

/** /system/online: sessions in force of the users in reach, refreshed every 30 s. */
export const OnlinePage = () => {
  const { t } = useTranslation('sysUser');
  const { t: ta } = useTranslation('sysAccess');
  const list = useListParams(FILTERS);
  const [form] = Form.useForm<{ keyword?: string }>();
  const [selected, setSelected] = useState<string[]>([]);
  const params = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({
    queryKey: userKeys.online(params),
    queryFn: () => fetchOnlinePage(params),
    refetchInterval: 30_000,
  });
  useEffect(() => form.setFieldsValue({ keyword: list.filters.keyword }), [form, list.filters]);

  return (
    <ListPage
      search={
        <SearchCard
          form={form}
          onFinish={(v) => list.setFilters({ keyword: v.keyword?.trim() })}
          onReset={() => (form.resetFields(), list.setFilters({}))}
        >
          <Form.Item name="keyword" label={ta('common.keyword')}>
            <Input allowClear placeholder={t('online.keywordPlaceholder')} />
          </Form.Item>
        </SearchCard>
      }
    >
      <OnlineTable
        data={page.data}
        loading={page.isFetching}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPage={list.setPage}
        selected={selected}
        onSelect={setSelected}
      />
    </ListPage>
  );
};
