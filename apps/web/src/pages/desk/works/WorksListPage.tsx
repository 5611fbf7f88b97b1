import { DownloadOutlined } from '@ant-design/icons';
import type { WorkRow } from '@podium/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { competitionApi } from '../../../features/competition/competition-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { GroupSelect } from '../../../features/table-kit/GroupSelect.tsx';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { WorkDeskDrawer } from '../../../features/works/WorkDeskDrawer.tsx';
import { worksApi, worksKeys } from '../../../features/works/works-api.ts';
import { JobProgressModal } from '../../../features/jobs/JobProgressModal.tsx';
import '../../../features/organization/organization.css';
import '../../../features/works/works.css';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = [
  'competitionId',
  'stageId',
  'itemId',
  'participantGroupId',
  'schoolId',
  'status',
  'keyword',
] as const;
type SearchValues = Partial<Record<(typeof FILTERS)[number], string>>;

/** The competition's stages, items and participant groups as select options (once a competition is chosen). */
const useCompetitionParts = (competitionId?: string) => {
  const detail = useQuery({
    queryKey: ['works', 'competition-parts', competitionId],
    queryFn: () => competitionApi.detail(competitionId!),
    enabled: Boolean(competitionId),
  });
  const stages = useQuery({
    queryKey: ['works', 'competition-stages', competitionId],
    queryFn: () => competitionApi.stages(competitionId!),
    enabled: Boolean(competitionId),
  });
  return {
    stages: (stages.data ?? []).map((s) => ({ value: s.stageId, label: s.name })),
    items: (detail.data?.items ?? []).map((i) => ({ value: i.itemId, label: i.name })),
    groups: (detail.data?.participantGroups ?? []).map((g) => ({ value: g.groupId, label: g.name })),
  };
};

/** works/list: approved sign-ups in reach with their works; filters, detail drawer and the zip download. */
export const WorksListPage = () => {
  const { t } = useTranslation('works');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: worksKeys.deskPage(params),
    queryFn: () => worksApi.deskPage(params),
    placeholderData: keepPreviousData,
  });
  const competitions = useQuery({
    queryKey: ['works', 'competition-options'],
    queryFn: competitionApi.options,
  });
  const [form] = Form.useForm<SearchValues>();
  const chosenCompetition = Form.useWatch('competitionId', form) ?? list.filters.competitionId;
  const parts = useCompetitionParts(chosenCompetition);
  const [viewing, setViewing] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const zip = useMutation({
    mutationFn: () =>
      worksApi.zip({ ...list.filters, status: undefined } as Parameters<typeof worksApi.zip>[0]),
    onSuccess: (result) => setJobId(result.jobId),
  });
  const searchValues = useMemo<SearchValues>(() => ({ ...list.filters }), [list.filters]);

  const columns = useMemo<ColumnsType<WorkRow>>(
    () => [
      {
        key: 'title',
        title: t('desk.workTitle'),
        dataIndex: 'title',
        ellipsis: true,
        render: (title: string, row) =>
          row.workId ? <a onClick={() => setViewing(row.workId)}>{title}</a> : <span>—</span>,
      },
      { key: 'teamName', title: t('desk.teamName'), dataIndex: 'teamName', width: 120, ellipsis: true },
      { key: 'schoolName', title: t('desk.schoolName'), dataIndex: 'schoolName', width: 140, ellipsis: true },
      {
        key: 'competitionName',
        title: t('desk.competitionName'),
        dataIndex: 'competitionName',
        width: 200,
        ellipsis: true,
      },
      { key: 'stageName', title: t('desk.stageName'), dataIndex: 'stageName', width: 100, ellipsis: true },
      { key: 'itemName', title: t('desk.itemName'), dataIndex: 'itemName', width: 160, ellipsis: true },
      {
        key: 'participantGroupName',
        title: t('desk.participantGroupName'),
        dataIndex: 'participantGroupName',
        width: 90,
      },
      {
        key: 'status',
        title: t('desk.status'),
        dataIndex: 'status',
        width: 90,
        render: (s: WorkRow['status'], row: WorkRow) =>
          row.returned ? (
            <Tag color="orange">{t('desk.returned')}</Tag>
          ) : (
            <Tag color={s === 'submitted' ? 'green' : 'default'}>{t(`desk.statuses.${s}`)}</Tag>
          ),
      },
      { key: 'versionCount', title: t('desk.versionCount'), dataIndex: 'versionCount', width: 80 },
      {
        key: 'submittedAt',
        title: t('desk.submittedAt'),
        dataIndex: 'submittedAt',
        width: 150,
        render: (v: string | null) => (v ? formatBeijing(v) : '—'),
      },
      {
        key: 'actions',
        title: t('desk.actions'),
        width: 80,
        render: (_: unknown, row) =>
          row.workId ? <a onClick={() => setViewing(row.workId)}>{t('desk.view')}</a> : null,
      },
    ],
    [t],
  );

  return (
    <ListPage
      search={
        <SearchBar<SearchValues> form={form} values={searchValues} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="competitionId" label={t('desk.competitionId')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 220 }}
              options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
              onChange={() =>
                form.setFieldsValue({ stageId: undefined, itemId: undefined, participantGroupId: undefined })
              }
            />
          </Form.Item>
          <Form.Item name="stageId" label={t('desk.stageId')}>
            <Select allowClear style={{ width: 140 }} options={parts.stages} />
          </Form.Item>
          <Form.Item name="itemId" label={t('desk.itemId')}>
            <Select allowClear style={{ width: 180 }} options={parts.items} />
          </Form.Item>
          <Form.Item name="participantGroupId" label={t('desk.participantGroupId')}>
            <Select allowClear style={{ width: 120 }} options={parts.groups} />
          </Form.Item>
          <Form.Item name="schoolId" label={t('desk.schoolId')}>
            <GroupSelect allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('desk.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={(['submitted', 'notSubmitted'] as const).map((s) => ({
                value: s,
                label: t(`desk.statuses.${s}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('desk.keyword')}>
            <Input placeholder={t('desk.keywordPlaceholder')} allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<WorkRow>
        storageKey="works-list"
        rowKey="teamId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Button icon={<DownloadOutlined />} loading={zip.isPending} onClick={() => zip.mutate()}>
            {t('desk.zip')}
          </Button>
        }
      />
      <WorkDeskDrawer workId={viewing} onClose={() => setViewing(null)} />
      <JobProgressModal
        jobId={jobId}
        onClose={() => setJobId(null)}
        texts={{
          title: t('desk.zipTitle'),
          starting: t('desk.zipStarting'),
          progress: (done, total) => t('desk.zipProgress', { done, total }),
          failed: (error) => t('desk.zipFailed', { error }),
          done: (result) => t('desk.zipDone', { works: result.works, files: result.files }),
          download: t('desk.zipDownload'),
        }}
      />
    </ListPage>
  );
};
