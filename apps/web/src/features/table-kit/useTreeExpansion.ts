import type { TableProps } from 'antd';
import { useState } from 'react';
import { allKeys } from '../roles/tree-keys.ts';

export type TreeExpansion<T> = {
  expandAll: () => void;
  collapseAll: () => void;
  /** Spread into the tree table's `expandable`. */
  expandable: NonNullable<TableProps<T>['expandable']>;
};

/**
 * Which rows of a tree table are open, for the "expand all" / "collapse all" toolbar buttons. Until the
 * user picks, the table starts collapsed (antd's own state) or, with `startExpanded`, fully open.
 */
export const useTreeExpansion = <T extends { children?: T[] }>(
  nodes: T[],
  keyOf: (n: T) => string,
  startExpanded = false,
): TreeExpansion<T> => {
  const [expanded, setExpanded] = useState<string[] | null>(null);
  return {
    expandAll: () => setExpanded(allKeys(nodes, keyOf)),
    collapseAll: () => setExpanded([]),
    expandable: {
      expandedRowKeys: expanded ?? (startExpanded ? allKeys(nodes, keyOf) : undefined),
      onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
    },
  };
};
