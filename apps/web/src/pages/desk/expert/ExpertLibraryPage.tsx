import type { ExpertRow } from '@podium/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Form, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../features/organization/SearchBar.tsx';
import { reviewApi, reviewKeys } from '../../../features/review/review-api.ts';
import { ListPage } from '../../../features/table-kit/ListPage.tsx';
import { ListTable } from '../../../features/table-kit/ListTable.tsx';
import { useListParams } from '../../../features/table-kit/useListParams.ts';
import { dictLabel, useDictOptions } from '../../../features/competition/competition-api.ts';
import { DictType } from '@podium/contracts';
import { LibraryToolbar } from '../../../features/experts/LibraryToolbar.tsx';
import { ExpertFormModal } from '../../../features/experts/ExpertFormModal.tsx';
import { usePermission } from '../../../features/permission/usePermission.ts';
import { usePunctuation } from '../../../i18n/usePunctuation.ts';
import { useListQuery } from '../../../features/table-kit/list-query.ts';

const FILTERS = ['name', 'temporary'] as const;
type SearchValues = { name?: string };

/**
 * expert/library (and expert/temporary): the organiser's experts with masked phone and bank card, fields of
 * expertise from the dictionary, declared conflicts and the sign-in account.
 */
const ExpertList = ({ temporary }: { temporary?: boolean }) => {
  const { t } = useTranslation('review');
  const { t: tx } = useTranslation('experts');
  const punct = usePunctuation();
  const canEdit = usePermission()(['expert:edit']);
  /** The expert being edited, `null` when adding, `undefined` when the form is closed. */
  const [editing, setEditing] = useState<ExpertRow | null | undefined>(undefined);
  const list = useListParams(FILTERS);
  const fieldOptions = useDictOptions(DictType.expertField).data;
  const params = {
    ...list.filters,
    ...(temporary ? { temporary: '1' } : {}),
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
  const page = useListQuery({
    queryKey: reviewKeys.experts(params),
    queryFn: () => reviewApi.expertPage(params),
    placeholderData: keepPreviousData,
  });
  const searchValues = useMemo<SearchValues>(() => ({ name: list.filters.name }), [list.filters.name]);
  const columns = useMemo<ColumnsType<ExpertRow>>(
    () => [
      { key: 'name', title: t('library.name'), dataIndex: 'name', width: 110 },
      { key: 'title', title: t('library.title'), dataIndex: 'title', width: 100 },
      { key: 'organisation', title: t('library.organisation'), dataIndex: 'organisation', ellipsis: true },
      {
        key: 'fields',
        title: t('library.fields'),
        dataIndex: 'fields',
        width: 200,
        render: (fields: string[]) => (
          <Space size={[0, 4]} wrap>
            {fields.map((f) => (
              <Tag key={f} color="blue">
                {dictLabel(fieldOptions, f)}
              </Tag>
            ))}
          </Space>
        ),
      },
      {
        key: 'conflicts',
        title: t('library.conflicts'),
        dataIndex: 'conflictSchoolNames',
        width: 150,
        render: (names: string[], row) => punct.list([row.schoolName, ...names].filter(Boolean)),
      },
      { key: 'phone', title: t('library.phone'), dataIndex: 'phone', width: 130 },
      { key: 'bankCard', title: t('library.bankCard'), dataIndex: 'bankCard', width: 180 },
      {
        key: 'account',
        title: t('library.account'),
        dataIndex: 'username',
        width: 150,
        render: (username: string, row) => (
          <Space size={4} wrap>
            {username || t('library.noAccount')}
            {row.accessEndsAt && (
              <Tag color="orange">
                {t('library.accessEnds', { at: formatBeijing(row.accessEndsAt, 'YYYY-MM-DD') })}
              </Tag>
            )}
          </Space>
        ),
      },
      {
        key: 'status',
        title: t('library.status'),
        dataIndex: 'status',
        width: 90,
        render: (status: ExpertRow['status']) =>
          status === 'active' ? (
            <Tag color="green">{t('library.statusActive')}</Tag>
          ) : (
            <Tag>{t('library.statusDisabled')}</Tag>
          ),
      },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: tx('common.actions'),
              width: 80,
              fixed: 'right' as const,
              render: (_: unknown, row: ExpertRow) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {tx('library.edit')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, tx, fieldOptions, canEdit, punct],
  );
  return (
    <ListPage
      search={
        <SearchBar<SearchValues> values={searchValues} onSearch={(v) => list.setFilters(v)}>
          <Form.Item name="name" label={t('library.name')}>
            <Input placeholder={t('library.namePlaceholder')} allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<ExpertRow>
        storageKey={temporary ? 'expert-temporary' : 'expert-library'}
        toolbar={<LibraryToolbar temporary={temporary} onAdd={() => setEditing(null)} />}
        rowKey="expertId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
      />
      <ExpertFormModal open={editing !== undefined} expert={editing} onClose={() => setEditing(undefined)} />
    </ListPage>
  );
};

export const ExpertLibraryPage = () => <ExpertList />;
export const TemporaryExpertPage = () => <ExpertList temporary />;
