import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { refetchShownLists } from './list-query.ts';

export type ListParams<K extends string> = {
  pageNum: number;
  pageSize: number;
  filters: Partial<Record<K, string>>;
  /** Replaces the filters and goes back to page 1; the same filters again ask the server again. */
  setFilters: (filters: Partial<Record<K, string | undefined>>) => void;
  setPage: (pageNum: number, pageSize: number) => void;
};

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * List state (page, size, filters) in the URL search params, so a list can be shared, bookmarked and
 * survives a reload. `prefix` keeps two lists on one page apart (e.g. the two log tabs).
 */
export const useListParams = <K extends string>(keys: readonly K[], prefix = ''): ListParams<K> => {
  const [params, setParams] = useSearchParams();
  const name = useCallback((key: string) => (prefix ? `${prefix}.${key}` : key), [prefix]);
  const pageNum = positive(params.get(name('pageNum')), 1);
  const pageSize = positive(params.get(name('pageSize')), 10);
  // Call sites pass a fresh array each render: depend on its contents, not its identity.
  const keyList = keys.join('\u0001');
  const serialized = keys.map((key) => params.get(name(key)) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const values = serialized.split('\u0000');
    const stableKeys = keyList.split('\u0001') as K[];
    return Object.fromEntries(
      stableKeys.flatMap((key, i) => (values[i] ? [[key, values[i]]] : [])),
    ) as Partial<Record<K, string>>;
  }, [serialized, keyList]);

  const client = useQueryClient();
  const setFilters = useCallback(
    (next: Partial<Record<K, string | undefined>>) => {
      const nextSerialized = keyList
        .split('\u0001')
        .map((key) => next[key as K] || '')
        .join('\u0000');
      // Same filters, same query key: the list would answer from its cache, so ask the server again.
      if (nextSerialized === serialized && pageNum === 1) void refetchShownLists(client);
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const key of keyList.split('\u0001') as K[]) {
            const value = next[key];
            if (value) out.set(name(key), value);
            else out.delete(name(key));
          }
          out.delete(name('pageNum'));
          return out;
        },
        { replace: true },
      );
    },
    [setParams, name, keyList, serialized, pageNum, client],
  );

  const setPage = useCallback(
    (nextNum: number, nextSize: number) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set(name('pageNum'), String(nextSize === pageSize ? nextNum : 1));
          out.set(name('pageSize'), String(nextSize));
          return out;
        },
        { replace: true },
      ),
    [setParams, name, pageSize],
  );

  return { pageNum, pageSize, filters, setFilters, setPage };
};
