import { SUBMISSION_STATUSES, type SubmissionRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  articleBody,
  NewsArticleForm,
  type NewsFormValues,
} from '../../../features/news/NewsArticleForm.tsx';
import { SubmissionStatusTag } from '../../../features/news/NewsStatusTag.tsx';
import { SubmissionDrawer } from '../../../features/news/SubmissionDrawer.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { newsColumnsOf, newsTypeName } from '../../../features/news/news-columns.ts';
import { useNewsMutation } from '../../../features/news/useNewsMutation.ts';
import { useUploadGuard } from '../../../features/upload/index.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/organization/organization.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useDiscardGuard } from '../../../features/form-dialog/useDiscardGuard.ts';

const FILTERS = ['keyword', 'status'] as const;
type SearchValues = { keyword?: string; status?: string };

/** newsManagement/apply: a school's own submissions with each decision, and a form to submit one. */
export const NewsApplyPage = () => {
  const { t } = useTranslation('news');
  const columnsOfSite = newsColumnsOf(useSiteSettings());
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: newsKeys.applyPage(params),
    queryFn: () => newsApi.applyPage(params),
    placeholderData: keepPreviousData,
  });
  const [writing, setWriting] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [form] = Form.useForm<NewsFormValues>();
  // A half-written submission is not lost to a stray Escape or mask click: closing asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(
    form,
    () => setWriting(false),
    writing,
  );
  const uploadBusy = useUploadGuard();
  const apply = useNewsMutation(
    (v: NewsFormValues) => newsApi.apply(articleBody(v)),
    t('edit.submitted'),
    () => {
      setWriting(false);
      form.resetFields();
    },
  );
  const { keyword, status } = list.filters;
  const searchValues = useMemo<SearchValues>(() => ({ keyword, status }), [keyword, status]);

  const columns = useMemo<ColumnsType<SubmissionRow>>(
    () => [
      {
        key: 'title',
        title: t('desk.title'),
        dataIndex: 'title',
        ellipsis: true,
        render: (title: string, row) => <a onClick={() => setViewing(row.submissionId)}>{title}</a>,
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
        render: (s: SubmissionRow['status']) => <SubmissionStatusTag status={s} />,
      },
      { key: 'reason', title: t('apply.reason'), dataIndex: 'reason', ellipsis: true },
      {
        key: 'createdAt',
        title: t('apply.createdAt'),
        dataIndex: 'createdAt',
        width: 150,
        render: (v: string) => formatBeijing(v),
      },
      { key: 'reviewer', title: t('apply.reviewer'), dataIndex: 'reviewer', width: 100 },
    ],
    [t, columnsOfSite],
  );
  const columnStorageKey = 'news-apply';

  return (
    <ListPage
      search={
        <>
          <Alert type="info" showIcon message={t('apply.intro')} />
          <SearchBar<SearchValues> values={searchValues} onSearch={(v) => list.setFilters(v)}>
            <Form.Item name="keyword" label={t('desk.keyword')}>
              <Input placeholder={t('desk.keywordPlaceholder')} allowClear />
            </Form.Item>
            <Form.Item name="status" label={t('desk.status')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`submissionStatus.${s}`) }))}
              />
            </Form.Item>
          </SearchBar>
        </>
      }
    >
      <ListTable<SubmissionRow>
        storageKey={columnStorageKey}
        rowKey="submissionId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <>
            <AddButton permission={['news:apply']} onClick={() => setWriting(true)}>
              {t('apply.add')}
            </AddButton>
          </>
        }
      />
      <Drawer
        open={writing}
        onClose={closeAsking}
        size="large"
        title={t('apply.formTitle')}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={closeAsking}>{t('edit.cancel')}</Button>
            <Button
              type="primary"
              loading={apply.isPending}
              onClick={() => void form.validateFields().then((v) => !uploadBusy() && apply.mutate(v))}
            >
              {t('edit.submit')}
            </Button>
          </Space>
        }
      >
        <NewsArticleForm form={form} withSchedule={false} name="news-apply" onValuesChange={noteChange} />
      </Drawer>
      <SubmissionDrawer submissionId={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
};
