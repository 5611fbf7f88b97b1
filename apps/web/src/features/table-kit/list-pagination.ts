import type { TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';

/** Where a paged list is: the page shown, its size, and how to move (useListParams gives all three). */
export type Paging = {
  pageNum: number;
  pageSize: number;
  setPage: (pageNum: number, pageSize: number) => void;
};

/**
 * The `pagination` of a server-paged list table, the same on every list: size changer on, the total
 * as the page words it (`showTotal`, optional), the total 0 while nothing has loaded.
 */
export const listPagination = (
  paging: Paging,
  total: number | undefined,
  showTotal?: (total: number) => ReactNode,
): TablePaginationConfig => ({
  current: paging.pageNum,
  pageSize: paging.pageSize,
  total: total ?? 0,
  showSizeChanger: true,
  responsive: true,
  ...(showTotal ? { showTotal } : {}),
  onChange: paging.setPage,
});
