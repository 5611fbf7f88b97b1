import { NEWS_STATUSES, type DeskNewsRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewsStatusTag } from '../../../features/news/NewsStatusTag.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { newsColumnsOf, newsTypeName } from '../../../features/news/news-columns.ts';
import { useNewsMutation } from '../../../features/news/useNewsMutation.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { ActionLink, DeleteAction } from '../../../features/table-kit/RowActions.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/organization/organization.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'status', 'newsType'] as const;
type SearchValues = { keyword?: string; status?: string; newsType?: string };

/** newsManagement/list: the organiser's articles with their state, and the actions on each. */
export const DeskNewsListPage = () => {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const can = usePermission();
  const columnsOfSite = newsColumnsOf(useSiteSettings());
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: newsKeys.deskPage(params),
    queryFn: () => newsApi.deskPage(params),
    placeholderData: keepPreviousData,
  });
  const done = t('desk.done');
  const publish = useNewsMutation(newsApi.publish, done);
  const unpublish = useNewsMutation(newsApi.unpublish, done);
  const pin = useNewsMutation(
    ({ newsId, pinned }: { newsId: string; pinned: boolean }) => newsApi.pin(newsId, pinned),
    done,
  );
  const remove = useNewsMutation(newsApi.remove, done);
  const { keyword, status, newsType } = list.filters;
  const searchValues = useMemo<SearchValues>(
    () => ({ keyword, status, newsType }),
    [keyword, status, newsType],
  );

  const columns = useMemo<ColumnsType<DeskNewsRow>>(
    () => [
      {
        key: 'title',
        title: t('desk.title'),
        dataIndex: 'title',
        ellipsis: true,
        render: (title: string, row) => (
          <a onClick={() => navigate(`/newsManagement/detail?newsId=${encodeURIComponent(row.newsId)}`)}>
            {title}
          </a>
        ),
      },
      {
        key: 'newsType',
        title: t('desk.newsType'),
        dataIndex: 'newsType',
        width: 110,
        render: (v: string) => newsTypeName(columnsOfSite, v),
      },
      {
        key: 'status',
        title: t('desk.status'),
        dataIndex: 'status',
        width: 100,
        render: (s: DeskNewsRow['status']) => <NewsStatusTag status={s} />,
      },
      {
        key: 'publishAt',
        title: t('desk.publishAt'),
        dataIndex: 'publishAt',
        width: 150,
        render: (v: string | null) => (v ? formatBeijing(v) : '—'),
      },
      {
        key: 'pinned',
        title: t('desk.pinned'),
        dataIndex: 'pinned',
        width: 70,
        render: (v: boolean) => (v ? '✓' : ''),
      },
      { key: 'viewCount', title: t('desk.viewCount'), dataIndex: 'viewCount', width: 80 },
      { key: 'author', title: t('desk.author'), dataIndex: 'author', width: 100 },
      { key: 'groupName', title: t('desk.groupName'), dataIndex: 'groupName', width: 160, ellipsis: true },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 280,
        fixed: 'right',
        render: (_: unknown, row) => (
          <>
            <ActionLink
              permission={['news:edit']}
              onClick={() => navigate(`/newsManagement/addEdit?newsId=${encodeURIComponent(row.newsId)}`)}
            >
              {t('desk.edit')}
            </ActionLink>
            {row.status === 'published' || row.status === 'scheduled' ? (
              can(['news:publish']) && (
                <Popconfirm title={t('desk.unpublishConfirm')} onConfirm={() => unpublish.mutate(row.newsId)}>
                  <Button type="link" size="small">
                    {t('desk.unpublish')}
                  </Button>
                </Popconfirm>
              )
            ) : (
              <ActionLink permission={['news:publish']} onClick={() => publish.mutate(row.newsId)}>
                {t('desk.publish')}
              </ActionLink>
            )}
            <ActionLink
              permission={['news:edit']}
              onClick={() => pin.mutate({ newsId: row.newsId, pinned: !row.pinned })}
            >
              {row.pinned ? t('desk.unpin') : t('desk.pin')}
            </ActionLink>
            <DeleteAction
              permission={['news:remove']}
              title={t('desk.deleteConfirm', { title: row.title })}
              onConfirm={() => remove.mutate(row.newsId)}
            >
              {t('desk.delete')}
            </DeleteAction>
          </>
        ),
      },
    ],
    [t, navigate, can, columnsOfSite, publish, unpublish, pin, remove],
  );
  const columnStorageKey = 'news-list';

  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={searchValues} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('desk.keyword')}>
            <Input placeholder={t('desk.keywordPlaceholder')} allowClear />
          </Form.Item>
          <Form.Item name="newsType" label={t('desk.newsType')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={columnsOfSite.map((c) => ({ value: c.dictValue, label: c.name }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('desk.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<DeskNewsRow>
        storageKey={columnStorageKey}
        rowKey="newsId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <>
            <AddButton permission={['news:edit']} onClick={() => navigate('/newsManagement/addEdit')}>
              {t('desk.add')}
            </AddButton>
          </>
        }
      />
    </ListPage>
  );
};
