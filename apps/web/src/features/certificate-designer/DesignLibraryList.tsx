import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateDesignKind, CertificateDesignRow } from '@podium/contracts';
import { SearchBar } from '../organization/SearchBar.tsx';
import { AddButton } from '../table-kit/AddButton.tsx';
import { ListPage } from '../table-kit/ListPage.tsx';
import { ListTable } from '../table-kit/ListTable.tsx';
import { ActionLink, DeleteAction, RowActions } from '../table-kit/RowActions.tsx';
import { useListParams } from '../table-kit/useListParams.ts';
import { designApi, designKeys } from './designer-api.ts';
import { useListQuery } from '../table-kit/list-query.ts';

const FILTERS = ['title'] as const;
const PERMISSION = ['certificate:make'] as const;

type Props = { kind: CertificateDesignKind; onEdit: (designId: string) => void; onNew: () => void };

/** The stored designs or library templates of the acting group's reach, on the table kit. */
export const DesignLibraryList = ({ kind, onEdit, onNew }: Props) => {
  const { t } = useTranslation('certificateDesigner');
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const params = { ...list.filters, kind, pageNum: list.pageNum, pageSize: list.pageSize };
  const page = useListQuery({
    queryKey: designKeys.page(params),
    queryFn: () => designApi.page(params),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: designApi.remove,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: designKeys.all });
      void message.success(t('page.deleted'));
    },
  });
  const columns = useMemo<ColumnsType<CertificateDesignRow>>(() => {
    const originLabel = (origin: string) => {
      if (origin.startsWith('library:')) return `${t('origins.library')} · ${origin.slice(8)}`;
      const known = ['awardWinner', 'teacher', 'company', 'personal', 'blank'] as const;
      const key = known.find((k) => k === origin);
      return key ? t(`origins.${key}`) : origin;
    };
    return [
      {
        key: 'title',
        title: t('page.name'),
        dataIndex: 'title',
        render: (title: string, row) => <a onClick={() => onEdit(row.designId)}>{title}</a>,
      },
      {
        key: 'origin',
        title: t('page.origin'),
        dataIndex: 'origin',
        width: 140,
        render: (v: string) => originLabel(v),
      },
      { key: 'groupName', title: t('page.groupName'), dataIndex: 'groupName', width: 180 },
      { key: 'updatedBy', title: t('page.updatedBy'), dataIndex: 'updatedBy', width: 120 },
      {
        key: 'updatedAt',
        title: t('page.updatedAt'),
        dataIndex: 'updatedAt',
        width: 150,
        render: (v: string) => formatBeijing(v),
      },
      {
        key: 'actions',
        title: t('page.actions'),
        width: 130,
        render: (_: unknown, row) => (
          <RowActions>
            <ActionLink permission={PERMISSION} onClick={() => onEdit(row.designId)}>
              {t('page.edit')}
            </ActionLink>
            <DeleteAction
              permission={PERMISSION}
              title={t('page.deleteConfirm', { title: row.title })}
              onConfirm={() => remove.mutate(row.designId)}
            >
              {t('page.delete')}
            </DeleteAction>
          </RowActions>
        ),
      },
    ];
  }, [t, onEdit, remove]);

  return (
    <ListPage
      search={
        <SearchBar<{ title?: string }>
          values={{ title: list.filters.title }}
          onSearch={(v) => list.setFilters(v)}
        >
          <Form.Item name="title" label={t('page.keyword')}>
            <Input allowClear />
          </Form.Item>
        </SearchBar>
      }
    >
      <ListTable<CertificateDesignRow>
        storageKey={`certificate-${kind}-list`}
        rowKey="designId"
        columns={columns}
        rows={page.data?.rows}
        loading={page.isFetching}
        paging={list}
        total={page.data?.total}
        toolbar={
          <AddButton permission={PERMISSION} onClick={onNew}>
            {kind === 'template' ? t('page.newTemplate') : t('page.newDesign')}
          </AddButton>
        }
      />
    </ListPage>
  );
};
