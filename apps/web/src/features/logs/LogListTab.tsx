import type { PageResult } from '@podium/contracts';
import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnSettings } from '../table-kit/ColumnSettings.tsx';
import { listPagination } from '../table-kit/list-pagination.ts';
import type { ListParams } from '../table-kit/useListParams.ts';
import { ExportButton } from './ExportButton.tsx';
import { LogFilters } from './LogFilters.tsx';

type LogListTabProps<T> = {
  kind: 'operation' | 'login';
  /** The tab's own URL state (each tab prefixes its keys, so both keep their filters). */
  list: ListParams<string>;
  /** The tab's own filter fields, placed among the common ones. */
  extraFilters: ReactNode;
  columns: ColumnsType<T>;
  page: PageResult<T> | undefined;
  loading: boolean;
  rowKey: (row: T) => string;
  onRow?: TableProps<T>['onRow'];
};

/**
 * The frame both log tabs share: filters, export of what they select, column settings, and the paged
 * table. Logs have no id, so each tab says how to key a row.
 */
export const LogListTab = <T extends object>({
  kind,
  list,
  extraFilters,
  columns,
  page,
  loading,
  rowKey,
  onRow,
}: LogListTabProps<T>) => {
  const { t } = useTranslation('sysAccess');
  const settings = useColumnSettings(`system-log-${kind}`, columns);
  return (
    <>
      <div className="sys-search">
        <LogFilters
          name={`${kind}-log-filters`}
          values={list.filters}
          onSearch={list.setFilters}
          extra={extraFilters}
        />
      </div>
      <div className="sys-toolbar" style={{ marginTop: 16 }}>
        <ExportButton kind={kind} filters={list.filters} />
        {settings.trigger}
      </div>
      <Table<T>
        rowKey={rowKey}
        columns={settings.columns}
        dataSource={page?.rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        onRow={onRow}
        pagination={listPagination(list, page?.total, (total) => t('common.total', { total }))}
      />
    </>
  );
};
