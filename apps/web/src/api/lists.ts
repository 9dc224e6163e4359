import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callOperation, type OpData, type OperationId, type OpInit } from './client';
import { queryClient } from './query-client';

/**
 * The paging fields every page-style list answers with; a keyword's total may stop at 1,000
 * (`total_capped`, List mailboxes and List domains), and its pages go on past `pages`.
 */
interface PageAnswer {
  page: number;
  pages: number;
  total: number;
  total_capped?: boolean;
}

/** The infinite query of a page-style list: its key and how a page is read. */
function listQuery<K extends OperationId>(
  id: K,
  initFor: (page: number, limit: number) => OpInit<K>,
  filters: unknown,
  limit: number,
) {
  return {
    queryKey: [id, 'infinite', filters, limit] as QueryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      callOperation(id, { ...(initFor(pageParam, limit) as object), signal } as OpInit<K>),
    getNextPageParam: (last: OpData<K>) => {
      const page = last as unknown as PageAnswer;
      if (page.page < page.pages) return page.page + 1;
      // Past a capped total, read on while a page comes back full (its records: its one array).
      const records = Object.values(page).find(Array.isArray) as unknown[] | undefined;
      return page.total_capped && records?.length === limit ? page.page + 1 : undefined;
    },
  };
}

/**
 * Starts reading a list's first page before its screen is drawn (a route's loader: the request
 * runs while the screen's script loads); `useInfiniteList` with the same arguments takes it over.
 */
export function prefetchList<K extends OperationId>(
  id: K,
  initFor: (page: number, limit: number) => OpInit<K>,
  filters: unknown,
  limit = 200,
): void {
  void queryClient.prefetchInfiniteQuery(listQuery(id, initFor, filters, limit));
}

/** A page-style list read page after page as the table scrolls (infinite query). */
export function useInfiniteList<K extends OperationId, T>(
  id: K,
  /** The call for one page (filters in it; `page` and `limit` set from the arguments). */
  initFor: (page: number, limit: number) => OpInit<K>,
  /** The items of one answer. */
  itemsOf: (data: OpData<K>) => T[],
  /** What identifies this list's filters (part of the cache key). */
  filters: unknown,
  limit = 200,
  /** False while the filters cannot be asked for (the screen says why under the field). */
  enabled = true,
) {
  const query = useInfiniteQuery({ ...listQuery(id, initFor, filters, limit), enabled });
  const pages = query.data?.pages;
  // The same array until a page arrives: a table recomputes its rows only then, not on every
  // render (scrolling re-renders it at each frame).
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsOf is a field accessor, fixed per list
  const rows = useMemo(() => pages?.flatMap((page) => itemsOf(page)) ?? [], [pages]);
  const first = pages?.[0] as unknown as PageAnswer | undefined;
  return { ...query, rows, total: first?.total, totalCapped: first?.total_capped === true };
}
