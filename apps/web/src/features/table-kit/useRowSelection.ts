import type { Key } from 'react';
import { useCallback, useState } from 'react';

/** The ticked rows of a list table (ids as strings), with a `clear` for after a batch delete. */
export const useRowSelection = () => {
  const [selected, setSelected] = useState<string[]>([]);
  const clear = useCallback(() => setSelected([]), []);
  return {
    selected,
    clear,
    rowSelection: { selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(String)) },
  };
};

export type RowSelectionState = ReturnType<typeof useRowSelection>;
