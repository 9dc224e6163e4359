import { useInfiniteQuery } from '@tanstack/react-query';
import { callOperation, type OpData, type OperationId, type OpInit } from './client';

/** The paging fields every page-style list answers with. */
interface PageAnswer {
  page: number;
  pages: number;
  total: number;
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
) {
  const query = useInfiniteQuery({
    queryKey: [id, 'infinite', filters, limit],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callOperation(id, { ...(initFor(pageParam, limit) as object), signal } as OpInit<K>),
    getNextPageParam: (last) => {
      const page = last as unknown as PageAnswer;
      return page.page < page.pages ? page.page + 1 : undefined;
    },
  });
  const rows = query.data?.pages.flatMap((page) => itemsOf(page)) ?? [];
  const first = query.data?.pages[0] as unknown as PageAnswer | undefined;
  return { ...query, rows, total: first?.total };
}
