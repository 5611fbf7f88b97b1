import {
  keepPreviousData,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

/** Marks a query as the rows of a list, so the table kit knows which queries to ask again. */
export const LIST_META = { list: true } as const;

const isListQuery = (meta: Record<string, unknown> | undefined) => meta?.list === true;

/**
 * Asks the server again for every list on screen. A search with the same filters keeps the same query
 * key, so the query itself would answer from its cache: the person pressed 搜索 to see what is there now.
 */
export const refetchShownLists = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => isListQuery(query.meta) }, { cancelRefetch: true });

/** The options that make a query a list's (see `useListQuery`). */
export const listQueryOptions = <TData, TKey extends QueryKey>(
  options: Omit<UseQueryOptions<TData, Error, TData, TKey>, 'meta' | 'refetchOnWindowFocus'>,
): UseQueryOptions<TData, Error, TData, TKey> => ({
  placeholderData: keepPreviousData,
  ...options,
  meta: LIST_META,
  // 'always': also when the rows are fresh by a page's own staleTime.
  refetchOnWindowFocus: 'always',
});

/**
 * The query of every list of the desk and portal (a page of rows or a tree): marked as a list, it
 * refetches when the window regains focus, after the person's own changes and on every search; while a
 * new page or filter loads, the previous rows stay (no flash of an empty table).
 */
export const useListQuery = <TData, TKey extends QueryKey>(
  options: Omit<UseQueryOptions<TData, Error, TData, TKey>, 'meta' | 'refetchOnWindowFocus'>,
) => useQuery(listQueryOptions(options));
