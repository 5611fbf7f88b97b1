import { CONTENT_KINDS, type DeskContentRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentEditDrawer } from '../../../features/content/ContentEditDrawer.tsx';
import { contentApi, contentKeys } from '../../../features/content/content-api.ts';
import { useContentMutation } from '../../../features/content/useContentMutation.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { ActionLink, DeleteAction } from '../../../features/table-kit/RowActions.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import '../../../features/organization/organization.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'kind', 'status'] as const;
type SearchValues = { keyword?: string; kind?: string; status?: string };

/** websiteSet/content: the portal's managed pages, expert showcase and partners, with preview. */
export const ContentPagesPage = () => {
  const { t } = useTranslation('content');
  const can = usePermission();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: contentKeys.desk(params),
    queryFn: () => contentApi.desk(params),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const done = t('desk.done');
  const publish = useContentMutation(contentApi.publish, done);
  const unpublish = useContentMutation(contentApi.unpublish, done);
  const remove = useContentMutation(contentApi.remove, done);
  const { keyword, kind, status } = list.filters;
  const searchValues = useMemo<SearchValues>(() => ({ keyword, kind, status }), [keyword, kind, status]);

  const columns = useMemo<ColumnsType<DeskContentRow>>(
    () => [
      { key: 'title', title: t('desk.title'), dataIndex: 'title', ellipsis: true },
      {
        key: 'kind',
        title: t('desk.kind'),
        dataIndex: 'kind',
        width: 130,
        render: (v: DeskContentRow['kind']) => t(`desk.kinds.${v}`),
      },
      { key: 'slug', title: t('desk.slug'), dataIndex: 'slug', width: 170, ellipsis: true },
      {
        key: 'status',
        title: t('desk.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: DeskContentRow['status']) => (
          <Tag color={s === 'published' ? 'green' : 'default'}>{t(`desk.statuses.${s}`)}</Tag>
        ),
      },
      { key: 'orderNum', title: t('desk.orderNum'), dataIndex: 'orderNum', width: 90 },
      {
        key: 'updatedAt',
        title: t('desk.updatedAt'),
        dataIndex: 'updatedAt',
        width: 150,
        render: (v: string) => formatBeijing(v),
      },
      { key: 'updatedBy', title: t('desk.updatedBy'), dataIndex: 'updatedBy', width: 120 },
      {
        key: 'actions',
        title: t('desk.actions'),
        // Four links (edit, preview, publish/unpublish, delete) on one line in English too.
        width: 300,
        fixed: 'right',
        render: (_: unknown, row) => (
          <>
            <ActionLink permission={['content:edit']} onClick={() => setEditing(row.pageId)}>
              {t('desk.edit')}
            </ActionLink>
            <ActionLink
              permission={['content:list']}
              onClick={() =>
                window.open(`/preview?pageId=${encodeURIComponent(row.pageId)}`, '_blank', 'noopener')
              }
            >
              {t('desk.preview')}
            </ActionLink>
            {row.status === 'published' ? (
              can(['content:publish']) && (
                <Popconfirm title={t('desk.unpublish')} onConfirm={() => unpublish.mutate(row.pageId)}>
                  <Button type="link" size="small">
                    {t('desk.unpublish')}
                  </Button>
                </Popconfirm>
              )
            ) : (
              <ActionLink permission={['content:publish']} onClick={() => publish.mutate(row.pageId)}>
                {t('desk.publish')}
              </ActionLink>
            )}
            <DeleteAction
              permission={['content:edit']}
              title={t('desk.deleteConfirm', { title: row.title })}
              onConfirm={() => remove.mutate(row.pageId)}
            >
              {t('desk.delete')}
            </DeleteAction>
          </>
        ),
      },
    ],
    [t, can, publish, unpublish, remove],
  );

  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={searchValues} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="keyword" label={t('desk.keyword')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="kind" label={t('desk.kind')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`desk.kinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('desk.status')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={(['draft', 'published'] as const).map((s) => ({
                value: s,
                label: t(`desk.statuses.${s}`),
              }))}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<DeskContentRow>
        storageKey="content-pages"
        rowKey="pageId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <AddButton permission={['content:edit']} onClick={() => setEditing(null)}>
            {t('desk.add')}
          </AddButton>
        }
      />
      {editing !== undefined && <ContentEditDrawer pageId={editing} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
};
