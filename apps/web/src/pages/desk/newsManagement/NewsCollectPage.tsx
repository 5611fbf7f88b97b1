import { SUBMISSION_STATUSES, type SubmissionRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmissionStatusTag } from '../../../features/news/NewsStatusTag.tsx';
import { SubmissionDrawer } from '../../../features/news/SubmissionDrawer.tsx';
import { newsApi, newsKeys } from '../../../features/news/news-api.ts';
import { newsColumnsOf, newsTypeName } from '../../../features/news/news-columns.ts';
import { useNewsMutation } from '../../../features/news/useNewsMutation.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { ActionLink } from '../../../features/table-kit/RowActions.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useSiteSettings } from '../../../features/website/useSiteSettings.ts';
import '../../../features/organization/organization.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { useDiscardGuard } from '../../../features/form-dialog/useDiscardGuard.ts';

const FILTERS = ['keyword', 'status'] as const;
type SearchValues = { keyword?: string; status?: string };

/**
 * Submissions of the acting group's subordinates. `collect` lists all of them; the competition check
 * queue opens on the pending ones. Approval publishes at once; rejection asks for the reason the school sees.
 */
const SubmissionReviewList = ({
  defaultStatus,
  storageKey,
}: {
  defaultStatus?: 'pending';
  storageKey: string;
}) => {
  const { t } = useTranslation('news');
  const columnsOfSite = newsColumnsOf(useSiteSettings());
  const list = useListParams(FILTERS);
  const status = list.filters.status ?? defaultStatus;
  const params = {
    ...list.filters,
    ...(status ? { status } : {}),
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
  const page = useListQuery({
    queryKey: newsKeys.collectPage(params),
    queryFn: () => newsApi.collectPage(params),
    placeholderData: keepPreviousData,
  });
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<SubmissionRow | null>(null);
  const [reasonForm] = Form.useForm<{ reason: string }>();
  // A half-written reason is not lost to a stray Escape or mask click: closing asks first.
  const { close: closeReject, onValuesChange: noteReason } = useDiscardGuard(
    reasonForm,
    () => setRejecting(null),
    rejecting,
  );
  const approve = useNewsMutation(
    (submissionId: string) => newsApi.check({ submissionId, approved: true }),
    t('collect.approved'),
    () => setViewing(null),
  );
  const reject = useNewsMutation(
    ({ submissionId, reason }: { submissionId: string; reason: string }) =>
      newsApi.check({ submissionId, approved: false, reason }),
    t('collect.rejected'),
    () => {
      setRejecting(null);
      setViewing(null);
      reasonForm.resetFields();
    },
  );
  const searchValues = useMemo<SearchValues>(
    () => ({ keyword: list.filters.keyword, status }),
    [list.filters.keyword, status],
  );

  const columns = useMemo<ColumnsType<SubmissionRow>>(
    () => [
      {
        key: 'title',
        title: t('desk.title'),
        dataIndex: 'title',
        ellipsis: true,
        render: (title: string, row) => <a onClick={() => setViewing(row.submissionId)}>{title}</a>,
      },
      { key: 'groupName', title: t('collect.school'), dataIndex: 'groupName', width: 150, ellipsis: true },
      { key: 'submitter', title: t('collect.submitter'), dataIndex: 'submitter', width: 100 },
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
      {
        key: 'createdAt',
        title: t('apply.createdAt'),
        dataIndex: 'createdAt',
        width: 150,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 220,
        fixed: 'right',
        render: (_: unknown, row) =>
          row.status === 'pending' ? (
            <>
              <Popconfirm
                title={t('collect.approveConfirm')}
                onConfirm={() => approve.mutate(row.submissionId)}
              >
                <Button type="link" size="small">
                  {t('collect.approve')}
                </Button>
              </Popconfirm>
              <ActionLink permission={['news:check']} onClick={() => setRejecting(row)}>
                {t('collect.reject')}
              </ActionLink>
            </>
          ) : row.newsId ? (
            <Link to={`/home/newsDetails?newsId=${encodeURIComponent(row.newsId)}`} target="_blank">
              {t('collect.viewArticle')}
            </Link>
          ) : (
            row.reason
          ),
      },
    ],
    [t, columnsOfSite, approve],
  );
  const columnStorageKey = storageKey;
  const viewingRow = page.data?.rows.find((r) => r.submissionId === viewing);

  return (
    <ListPage
      search={
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
      />
      <SubmissionDrawer
        submissionId={viewing}
        onClose={() => setViewing(null)}
        footer={
          viewingRow?.status === 'pending' && (
            <Space>
              <Button danger onClick={() => setRejecting(viewingRow)}>
                {t('collect.reject')}
              </Button>
              <Popconfirm
                title={t('collect.approveConfirm')}
                onConfirm={() => approve.mutate(viewingRow.submissionId)}
              >
                <Button type="primary" loading={approve.isPending}>
                  {t('collect.approve')}
                </Button>
              </Popconfirm>
            </Space>
          )
        }
      />
      <Modal
        open={!!rejecting}
        title={t('collect.rejectTitle')}
        okText={t('collect.reject')}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onCancel={closeReject}
        onOk={() =>
          void reasonForm
            .validateFields()
            .then(
              ({ reason }) => rejecting && reject.mutate({ submissionId: rejecting.submissionId, reason }),
            )
        }
        destroyOnHidden
      >
        <p>{rejecting?.title}</p>
        <Form form={reasonForm} onValuesChange={noteReason} name="news-reject" layout="vertical">
          <Form.Item
            name="reason"
            label={t('apply.reason')}
            rules={[
              { required: true, whitespace: true, message: t('collect.reasonPlaceholder') },
              { max: 500 },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('collect.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
};

/** newsManagement/collect: every submission of the subordinates. */
export const NewsCollectPage = () => <SubmissionReviewList storageKey="news-collect" />;

/** newsManagement/competitionCheck: the queue of submissions waiting for a decision. */
export const NewsCheckPage = () => <SubmissionReviewList storageKey="news-check" defaultStatus="pending" />;
