import { type ReactNode, useEffect } from 'react';
import type { OpData, OperationId, OpInit } from '../../api/client';
import { useInfiniteList } from '../../api/lists';
import { ErrorNotice } from '../common/ErrorNotice';
import { DataTable, type DataTableProps } from './DataTable';

export interface ListTableProps<K extends OperationId, T extends { uid: string }>
  extends Omit<
    DataTableProps<T>,
    'rows' | 'total' | 'totalCapped' | 'loading' | 'loadingMore' | 'loadMore' | 'hasMore'
  > {
  /** The page-style list operation the table reads (List mailboxes, List domains). */
  operation: K;
  /** The call for one page of the table's filters. */
  initFor: (page: number, limit: number) => OpInit<K>;
  /** The records of one answer (a field accessor, the same for the table's life). */
  itemsOf: (data: OpData<K>) => T[];
  /** What identifies the filters (the cache key; a route's prefetch uses the same). */
  filters: unknown;
  /** Told the list's `total` when it changes (the screen's selection counts need it). */
  onTotal: (total: number | undefined) => void;
  /** Title of the error shown when a page cannot be read. */
  errorTitle: string;
  /** Drawn between the error and the table (the bulk-action bar). */
  above?: ReactNode;
}

/**
 * A list read page after page into a `DataTable`, with the error of a page that could not be
 * read and **Try again** (in place of the empty state: a list that could not be read is not
 * empty). It owns the list's query, so a page arriving draws this table and not the screen around
 * it (the screen's filters, menus and bulk bar are told only the total).
 */
export function ListTable<K extends OperationId, T extends { uid: string }>(
  props: ListTableProps<K, T>,
) {
  const { operation, initFor, itemsOf, filters, onTotal, errorTitle, above, ...table } = props;
  const list = useInfiniteList(operation, initFor, itemsOf, filters);
  useEffect(() => onTotal(list.total), [list.total, onTotal]);
  const { fetchNextPage } = list;
  return (
    <>
      <ErrorNotice
        error={list.error}
        title={errorTitle}
        retry={() => void (list.rows.length > 0 ? fetchNextPage() : list.refetch())}
      />
      {above}
      <DataTable
        {...table}
        rows={list.rows}
        total={list.total}
        totalCapped={list.totalCapped}
        loading={list.isFetching}
        loadingMore={list.isFetchingNextPage}
        failed={list.isError}
        hasMore={list.hasNextPage}
        loadMore={() => void fetchNextPage()}
      />
    </>
  );
}
