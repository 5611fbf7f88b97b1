import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, message, Modal, Space, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AwardEntryRow } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { awardApi, awardEntryApi } from '../../../features/awards/award-api.ts';
import { useAwardList } from '../../../features/awards/useAwardList.ts';
import { AddButton } from '../../../features/table-kit/AddButton.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { SearchCard } from '../../../features/table-kit/SearchCard.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { AwardEntryForm } from './AwardEntryForm.tsx';
import { FillFromResultsModal } from './FillFromResultsModal.tsx';
import '../../../features/awards/award-portal.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

/** /competitionReward/detailedList?listId=: an award list's lines; the competition is the list's own. */
export const AwardEntriesPage = () => {
  const { t } = useTranslation('certificate');
  const [params] = useSearchParams();
  const listId = params.get('listId') ?? '';
  const awardList = useAwardList(listId);
  const competitionId = awardList.data?.competitionId ?? '';
  const [form] = Form.useForm<{ keyword?: string }>();
  const [editing, setEditing] = useState<AwardEntryRow | 'new' | null>(null);
  const [filling, setFilling] = useState(false);
  const { t: ta } = useTranslation('awardPortal');
  const list = useListParams<'keyword'>(['keyword']);
  const client = useQueryClient();
  const query = { pageNum: list.pageNum, pageSize: list.pageSize, listId, ...list.filters };
  const page = useListQuery({
    queryKey: ['award', 'entries', query],
    queryFn: () => awardEntryApi.page(query),
    enabled: !!listId,
  });
  const levels = useQuery({
    queryKey: ['award', 'levels', competitionId],
    queryFn: () => awardApi.levels(competitionId),
    enabled: !!competitionId,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['award', 'entries'] });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => void refresh(),
  });

  const importFile = async (file: File) => {
    const result = await awardEntryApi.import(listId, file);
    void refresh();
    if (!result.errorFileUrl) return void message.success(t('award.imported', { count: result.imported }));
    const errors = result.errorFileUrl;
    Modal.warning({
      title: t('award.importPartly', { imported: result.imported, failed: result.failed }),
      okText: t('award.downloadErrors'),
      onOk: () => awardEntryApi.downloadErrors(errors),
    });
  };
  const fromRanks = () => {
    const counts: Record<string, number> = {};
    Modal.confirm({
      title: t('award.fromRanks'),
      content: (
        <Space direction="vertical">
          <span>{t('award.fromRanksHint')}</span>
          {(levels.data ?? []).map((level) => (
            <Space key={level.levelId}>
              <span style={{ minWidth: 100, display: 'inline-block' }}>{level.name}</span>
              <InputNumber
                aria-label={level.name}
                min={0}
                onChange={(v) => (counts[level.levelId] = Number(v ?? 0))}
              />
            </Space>
          ))}
        </Space>
      ),
      onOk: () =>
        act.mutateAsync(() =>
          awardEntryApi.fromRanks(
            listId,
            Object.entries(counts).map(([levelId, count]) => ({ levelId, count })),
          ),
        ),
    });
  };

  const columns: ColumnsType<AwardEntryRow> = [
    { title: t('award.field_rank'), dataIndex: 'rank', width: 70 },
    { title: t('trace.award'), dataIndex: 'awardName', width: 120 },
    { title: t('award.field_winnerName'), dataIndex: 'winnerName', width: 140 },
    { title: t('award.field_schoolName'), dataIndex: 'schoolName', width: 180 },
    { title: t('award.field_teamName'), dataIndex: 'teamName', width: 160 },
    { title: t('award.field_workName'), dataIndex: 'workName', width: 200 },
    { title: t('award.field_teacherNames'), dataIndex: 'teacherNames', width: 160 },
    { title: t('award.field_score'), dataIndex: 'score', width: 90 },
    {
      title: t('batchActions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('award.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              Modal.confirm({
                title: t('award.removeConfirm'),
                onOk: () => act.mutateAsync(() => awardEntryApi.remove(row.entryId)),
              })
            }
          >
            {t('award.remove')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <ListPage
      search={
        <SearchCard
          form={form}
          onFinish={(v) => list.setFilters({ keyword: v.keyword?.trim() || undefined })}
          onReset={() => (form.resetFields(), list.setFilters({}))}
        >
          <Form.Item name="keyword" label={t('award.keyword')}>
            <Input allowClear />
          </Form.Item>
        </SearchCard>
      }
    >
      <ListTable
        storageKey="award-entries"
        rowKey="entryId"
        toolbar={
          <Space wrap>
            <AddButton permission={['reward:edit']} onClick={() => setEditing('new')} />
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={(file) => (void importFile(file), false)}
            >
              <Button>{t('award.import')}</Button>
            </Upload>
            <Button onClick={() => void awardEntryApi.downloadTemplate()}>{t('award.template')}</Button>
            <Button onClick={fromRanks}>{t('award.fromRanks')}</Button>
            <Button onClick={() => setFilling(true)}>{ta('fill.title')}</Button>
          </Space>
        }
        columns={columns}
        rows={page.data?.rows}
        loading={page.isPending && !!listId}
        paging={list}
        total={page.data?.total}
      />
      <FillFromResultsModal
        open={filling}
        listId={listId}
        competitionId={competitionId}
        levels={levels.data ?? []}
        onClose={() => setFilling(false)}
        onDone={() => void refresh()}
      />
      <AwardEntryForm
        open={editing !== null}
        entry={editing === 'new' ? null : editing}
        levels={levels.data ?? []}
        onClose={() => setEditing(null)}
        onSave={(values, entryId) =>
          act.mutateAsync(() => awardEntryApi.save({ ...values, listId, ...(entryId ? { entryId } : {}) }))
        }
      />
    </ListPage>
  );
};
