import type { PageResult } from '@podium/contracts';
import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ListTable } from '../table-kit/ListTable.tsx';
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
  return (
    <div className="sys-page">
      <LogFilters
        name={`${kind}-log-filters`}
        values={list.filters}
        onSearch={list.setFilters}
        extra={extraFilters}
      />
      <div>
        <ListTable<T>
          storageKey={`system-log-${kind}`}
          rowKey={rowKey}
          columns={columns}
          rows={page?.rows}
          total={page?.total}
          loading={loading}
          paging={list}
          onRow={onRow}
          toolbar={<ExportButton kind={kind} filters={list.filters} />}
        />
      </div>
    </div>
  );
};
