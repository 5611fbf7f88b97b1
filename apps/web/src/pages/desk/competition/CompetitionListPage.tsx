import type { CompetitionRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  competitionApi,
  competitionKeys,
  dictLabel,
  useCategoryOptions,
  useLevelOptions,
} from '../../../features/competition/competition-api.ts';
import { CompetitionRowActions } from '../../../features/competition/CompetitionRowActions.tsx';
import { CopyModal } from '../../../features/competition/CopyModal.tsx';
import { formatWindow } from '../../../features/competition/format.ts';
import { StatusTag } from '../../../features/competition/StatusTag.tsx';
import { SignUpImportModal } from '../../../features/signup-admin/SignUpImportModal.tsx';
import { ActionLink } from '../../../features/table-kit/RowActions.tsx';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['keyword', 'status', 'level', 'category', 'year'] as const;
type SearchForm = Partial<Record<(typeof FILTERS)[number], string>>;
const STATUSES = ['draft', 'published', 'closed', 'archived'] as const;

/**
 * /competition/list: the competitions of the acting group's subtree, with their status steps. A school's
 * desk lists the competitions open to it (read-only, `canManage` false) with 推荐队伍, which opens the
 * import of recommended teams for that competition.
 */
export const CompetitionListPage = () => {
  const { t } = useTranslation('competition');
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const [form] = Form.useForm<SearchForm>();
  const [copying, setCopying] = useState<CompetitionRow | null>(null);
  const [recommending, setRecommending] = useState<CompetitionRow | null>(null);
  const levels = useLevelOptions();
  const categories = useCategoryOptions();
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: competitionKeys.page(params),
    queryFn: () => competitionApi.page(params),
    placeholderData: keepPreviousData,
  });
  useEffect(() => form.setFieldsValue(list.filters), [form, list.filters]);

  const columns = useMemo<ColumnsType<CompetitionRow>>(
    () => [
      {
        key: 'name',
        title: t('field.name'),
        fixed: 'left',
        width: 280,
        render: (_: unknown, row) => (
          <Space orientation="vertical" size={0}>
            <Link
              to={`${row.canManage ? '/competition/details' : '/home/competition/details'}?competitionId=${row.competitionId}`}
            >
              {row.name}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[row.shortName, row.season].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Space>
        ),
      },
      {
        key: 'status',
        title: t('field.status'),
        width: 90,
        render: (_: unknown, row) => (
          <Space size={4} wrap>
            <StatusTag status={row.status} />
            {!row.canManage && <Tag color="green">{t('list.openToSchool')}</Tag>}
          </Space>
        ),
      },
      {
        key: 'signUp',
        title: t('field.signUpWindow'),
        width: 210,
        render: (_: unknown, row) => formatWindow(row.signUpStart, row.signUpEnd) || t('list.notSet'),
      },
      {
        key: 'level',
        title: t('field.level'),
        width: 100,
        render: (_: unknown, row) => <Tag>{dictLabel(levels.data, row.level)}</Tag>,
      },
      {
        key: 'category',
        title: t('field.category'),
        width: 130,
        render: (_: unknown, row) => (row.category ? dictLabel(categories.data, row.category) : '—'),
      },
      { key: 'year', title: t('field.year'), dataIndex: 'year', width: 80 },
      {
        key: 'counts',
        title: t('field.stages'),
        width: 150,
        render: (_: unknown, row) => t('list.counts', { items: row.itemCount, stages: row.stageCount }),
      },
      { key: 'group', title: t('field.group'), dataIndex: 'groupName', width: 200 },
      {
        key: 'updatedAt',
        title: t('field.updatedAt'),
        dataIndex: 'updatedAt',
        width: 150,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: t('list.actions'),
        fixed: 'right',
        width: 300,
        render: (_: unknown, row) =>
          row.canManage ? (
            <CompetitionRowActions row={row} onCopy={setCopying} />
          ) : (
            <Space size={0} wrap>
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(`/home/competition/details?competitionId=${row.competitionId}`)}
              >
                {t('list.view')}
              </Button>
              <ActionLink permission={['enroll:import']} onClick={() => setRecommending(row)}>
                {t('list.recommend')}
              </ActionLink>
            </Space>
          ),
      },
    ],
    [t, levels.data, categories.data, navigate],
  );

  return (
    <ListPage
      search={
        <SearchCard
          form={form}
          onFinish={(v) => list.setFilters({ ...v, keyword: v.keyword?.trim() })}
          onReset={() => (form.resetFields(), list.setFilters({}))}
        >
          <Form.Item name="keyword" label={t('field.keyword')}>
            <Input allowClear placeholder={t('list.keywordPlaceholder')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('field.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
          <Form.Item name="level" label={t('field.level')}>
            <Select allowClear style={{ width: 120 }} options={levels.data} />
          </Form.Item>
          <Form.Item name="category" label={t('field.category')}>
            <Select allowClear style={{ width: 150 }} options={categories.data} />
          </Form.Item>
        </SearchCard>
      }
    >
      <ListTable<CompetitionRow>
        storageKey="competition-list"
        rowKey="competitionId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <AddButton
            permission={['competition:info:add']}
            onClick={() => void navigate('/competition/addEdit')}
          >
            {t('list.add')}
          </AddButton>
        }
      />
      <CopyModal row={copying} onClose={() => setCopying(null)} />
      <SignUpImportModal
        key={recommending?.competitionId ?? 'none'}
        open={recommending !== null}
        onClose={() => setRecommending(null)}
        defaultCompetitionId={recommending?.competitionId}
      />
    </ListPage>
  );
};
