import { useState } from 'react';

type Opening<V> = { open: boolean; key: string; recordKey: string | null; initialValues?: V };

/**
 * One opening of a dialog for one record: a new key each time the dialog opens or its record changes,
 * with the record's values as they were then. While the dialog closes (its fade-out) the last opening
 * stays, so the form does not flash empty when the page clears its record.
 */
export const useOpening = <V>(open: boolean, recordKey: string | null, initialValues?: V): Opening<V> => {
  const [opening, setOpening] = useState<Opening<V> & { count: number }>({
    open: false,
    key: '0',
    count: 0,
    recordKey,
    initialValues,
  });
  const opens = open && (!opening.open || opening.recordKey !== recordKey);
  if (opens) {
    const count = opening.count + 1;
    setOpening({ open, count, key: String(count), recordKey, initialValues });
  } else if (!open && opening.open) {
    setOpening({ ...opening, open: false });
  }
  return opening;
};
