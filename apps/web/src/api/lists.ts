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

/**
 * Every uid of a list's matching records, page after page (500 at a time, the lists' largest
 * page), for an action on "all matching": `onProgress(read, total)` after each page.
 */
export async function collectUids<K extends OperationId, T extends { uid: string }>(
  id: K,
  initFor: (page: number, limit: number) => OpInit<K>,
  itemsOf: (data: OpData<K>) => T[],
  keep: (item: T) => boolean,
  onProgress: (read: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  const uids: string[] = [];
  for (let page = 1; ; page++) {
    const data = await callOperation(id, {
      ...(initFor(page, 500) as object),
      signal,
    } as OpInit<K>);
    const answer = data as unknown as PageAnswer;
    for (const item of itemsOf(data)) if (keep(item)) uids.push(item.uid);
    onProgress(Math.min(answer.total, page * 500), answer.total);
    if (answer.page >= answer.pages) return uids;
  }
}
