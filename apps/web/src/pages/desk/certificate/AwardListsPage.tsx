import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AwardListRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { awardApi } from '../../../features/awards/award-api.ts';
import { FormDialog } from '../../../features/form-dialog/FormDialog.tsx';
import { competitionApi, competitionKeys } from '../../../features/competition/competition-api.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { AwardLevelsModal } from './AwardLevelsModal.tsx';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

type SearchForm = { competitionId?: string; name?: string };

/** Desk competition awards (/competitionReward/list): award lists, their levels, publishing. */
export const AwardListsPage = () => {
  const { t } = useTranslation('certificate');
  const [form] = Form.useForm<SearchForm>();
  const [adding, setAdding] = useState(false);
  const [levelsOf, setLevelsOf] = useState<string | null>(null);
  const list = useListParams<'competitionId' | 'name'>(['competitionId', 'name']);
  const client = useQueryClient();
  const { message } = App.useApp();
  const query = { pageNum: list.pageNum, pageSize: list.pageSize, ...list.filters };
  const page = useListQuery({ queryKey: ['award', 'lists', query], queryFn: () => awardApi.lists(query) });
  const competitions = useQuery({ queryKey: competitionKeys.options, queryFn: competitionApi.options });
  const competitionOptions = (competitions.data ?? []).map((c) => ({
    value: c.competitionId,
    label: c.name,
  }));
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['award', 'lists'] }),
  });
  const columns: ColumnsType<AwardListRow> = [
    { title: t('listName'), dataIndex: 'name', width: 200 },
    { title: t('batchCompetition'), dataIndex: 'competitionName', width: 220 },
    { title: t('award.entries'), dataIndex: 'entryCount', width: 100 },
    {
      title: t('batchStatus'),
      dataIndex: 'published',
      width: 110,
      render: (published: boolean) =>
        published ? <Tag color="green">{t('award.published')}</Tag> : <Tag>{t('award.unpublished')}</Tag>,
    },
    {
      title: t('batchActions'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_, row) => (
        <Space size="small" wrap>
          {/* The list names its competition: the address carries only the list, as a shared link would. */}
          <Link to={`/competitionReward/detailedList?listId=${encodeURIComponent(row.listId)}`}>
            {t('award.lines')}
          </Link>
          <Button type="link" size="small" onClick={() => setLevelsOf(row.competitionId)}>
            {t('award.levels')}
          </Button>
          {/* Publishing tells every winner and shows the list on the portal: asked first, like a competition's. */}
          <Popconfirm
            title={row.published ? t('award.unpublishConfirm') : t('award.publishConfirm')}
            onConfirm={() =>
              act.mutate(() => awardApi.publish(row.listId, !row.published), {
                onSuccess: () =>
                  void message.success(
                    row.published
                      ? t('award.unpublishedDone', { name: row.name })
                      : t('award.publishedDone', { name: row.name }),
                  ),
              })
            }
          >
            <Button type="link" size="small">
              {row.published ? t('award.unpublish') : t('award.publish')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      search={
        <SearchCard
          form={form}
          onFinish={(v) =>
            list.setFilters({ competitionId: v.competitionId, name: v.name?.trim() || undefined })
          }
          onReset={() => (form.resetFields(), list.setFilters({}))}
        >
          <Form.Item name="competitionId" label={t('batchCompetition')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 200 }}
              options={competitionOptions}
            />
          </Form.Item>
          <Form.Item name="name" label={t('listName')}>
            <Input allowClear />
          </Form.Item>
        </SearchCard>
      }
    >
      <ListTable
        storageKey="award-lists"
        rowKey="listId"
        toolbar={<AddButton permission={['reward:edit']} onClick={() => setAdding(true)} />}
        columns={columns}
        rows={page.data?.rows}
        loading={page.isPending}
        paging={list}
        total={page.data?.total}
      />
      <FormDialog<{ competitionId: string; name: string }>
        open={adding}
        recordKey={null}
        title={t('award.addList')}
        onClose={() => setAdding(false)}
        onSubmit={(v) => act.mutateAsync(() => awardApi.saveList(v))}
      >
        <Form.Item name="competitionId" label={t('batchCompetition')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={competitionOptions} />
        </Form.Item>
        <Form.Item name="name" label={t('listName')} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
      </FormDialog>
      <AwardLevelsModal competitionId={levelsOf} onClose={() => setLevelsOf(null)} />
    </ListPage>
  );
};
