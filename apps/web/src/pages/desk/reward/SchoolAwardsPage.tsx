import { DownloadOutlined } from '@ant-design/icons';
import { SCHOOL_AWARD_CERT_FILTERS, type SchoolAwardRow } from '@podium/contracts';
import { formatIssueDate } from '@podium/certificate/issue-date';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolAwardApi, schoolAwardKeys } from '../../../features/awards/school-awards-api.ts';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { Permission } from '../../../features/permission/Permission.tsx';
import { signUpApi, signUpKeys } from '../../../features/signup-admin/signup-admin-api.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { DATE_FORMAT } from '../../../i18n/date-formats.ts';

const FILTERS = ['competitionId', 'keyword', 'certificate'] as const;
type SearchValues = Partial<Record<(typeof FILTERS)[number], string>>;

/**
 * competitionReward/school: a school's students' awards in published award lists, with their certificates
 * (read-only) — searched, filtered, paged and exported like the other desk lists. Never another school's.
 */
export const SchoolAwardsPage = () => {
  const { t, i18n } = useTranslation('certificate');
  const list = useListParams(FILTERS);
  const params = { ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: schoolAwardKeys.page(params),
    queryFn: () => schoolAwardApi.page(params),
    placeholderData: keepPreviousData,
  });
  // The school's competitions: those its students entered and those open to it now.
  const competitions = useQuery({ queryKey: signUpKeys.competitions, queryFn: signUpApi.competitions });
  const exporting = useMutation({ mutationFn: () => schoolAwardApi.exportList(list.filters) });
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';

  const columns = useMemo<ColumnsType<SchoolAwardRow>>(
    () => [
      {
        key: 'competitionName',
        title: t('schoolAwards.competition'),
        dataIndex: 'competitionName',
        width: 220,
      },
      {
        key: 'levelName',
        title: t('schoolAwards.level'),
        dataIndex: 'levelName',
        width: 100,
        render: (v: string) => <Tag color="gold">{v}</Tag>,
      },
      { key: 'winnerName', title: t('schoolAwards.winner'), dataIndex: 'winnerName', width: 120 },
      { key: 'memberNames', title: t('schoolAwards.members'), dataIndex: 'memberNames', width: 160 },
      {
        key: 'certNos',
        title: t('schoolAwards.certNos'),
        dataIndex: 'certNos',
        width: 170,
        render: (v: string[]) =>
          v.length ? (
            <Space orientation="vertical" size={0}>
              {v.map((no) => (
                <span key={no}>{no}</span>
              ))}
            </Space>
          ) : (
            <Tag>{t('schoolAwards.noCertificate')}</Tag>
          ),
      },
      {
        key: 'issuedAt',
        title: t('schoolAwards.issuedAt'),
        dataIndex: 'issuedAt',
        width: 130,
        // The date the certificate prints, by the one formatting function.
        render: (v: string | null) => (v ? formatIssueDate(v, lang) : '—'),
      },
      { key: 'teamName', title: t('schoolAwards.team'), dataIndex: 'teamName', width: 130 },
      { key: 'workName', title: t('schoolAwards.work'), dataIndex: 'workName', width: 180 },
      { key: 'teacherNames', title: t('schoolAwards.teachers'), dataIndex: 'teacherNames', width: 100 },
      { key: 'listName', title: t('schoolAwards.list'), dataIndex: 'listName', width: 150 },
      { key: 'rank', title: t('schoolAwards.rank'), dataIndex: 'rank', width: 70, render: (v) => v ?? '—' },
      {
        key: 'score',
        title: t('schoolAwards.score'),
        dataIndex: 'score',
        width: 80,
        render: (v) => v ?? '—',
      },
      {
        key: 'publishedAt',
        title: t('schoolAwards.publishedAt'),
        dataIndex: 'publishedAt',
        width: 110,
        render: (v: string | null) => (v ? formatBeijing(v, DATE_FORMAT) : '—'),
      },
    ],
    [t, lang],
  );

  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={list.filters} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="competitionId" label={t('schoolAwards.competition')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('schoolAwards.all')}
              options={(competitions.data ?? []).map((c) => ({ value: c.competitionId, label: c.name }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('schoolAwards.keyword')}>
            <Input allowClear placeholder={t('schoolAwards.keywordPlaceholder')} />
          </Form.Item>
          <Form.Item name="certificate" label={t('schoolAwards.certificate')}>
            <Select
              allowClear
              placeholder={t('schoolAwards.all')}
              options={SCHOOL_AWARD_CERT_FILTERS.map((v) => ({
                value: v,
                label: t(v === 'issued' ? 'schoolAwards.certIssued' : 'schoolAwards.certNone'),
              }))}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <Alert type="info" showIcon message={t('schoolAwards.readOnly')} style={{ marginBottom: 12 }} />
      <ListTable<SchoolAwardRow>
        storageKey="school-awards"
        rowKey="entryId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <Permission list={['reward:school']}>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting.isPending}
              onClick={() => exporting.mutate()}
            >
              {t('schoolAwards.export')}
            </Button>
          </Permission>
        }
      />
    </ListPage>
  );
};
