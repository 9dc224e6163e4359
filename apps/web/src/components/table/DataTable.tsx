import { Box, Button, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { isSelected, type Selection, selectedCount, toggle } from './selection';

const ROW_HEIGHT = 44;

export interface DataTableProps<T extends { uid: string }> {
  /** Accessible name of the table ("Mailboxes"). */
  label: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  /** Matching records on the server (the list's `total`). */
  total: number | undefined;
  loading: boolean;
  /** Reads the next page; called as the last loaded rows scroll into view. */
  loadMore?: () => void;
  hasMore?: boolean;
  selection?: Selection;
  onSelectionChange?: (selection: Selection) => void;
  /** Shown when nothing matches: what to do next. */
  empty: ReactNode;
  /** Height of the scrolling area. */
  height?: string;
}

/**
 * The app's one table: TanStack Table for columns, TanStack Virtual for rows (only the visible
 * rows are in the DOM, so 10,000 stay smooth), pages read from the server as it scrolls, and a
 * selection of some rows or "all matching, except these".
 */
export function DataTable<T extends { uid: string }>(props: DataTableProps<T>) {
  const { rows, selection, onSelectionChange, total = 0 } = props;
  const columns = useMemo(() => {
    if (!selection || !onSelectionChange) return props.columns;
    const select: ColumnDef<T, unknown> = {
      id: 'select',
      size: 44,
      header: () => (
        <Checkbox
          aria-label={`Select all ${total} matching`}
          checked={selection.all && selection.except.size === 0}
          indeterminate={
            selectedCount(selection, total) > 0 && !(selection.all && selection.except.size === 0)
          }
          onChange={() =>
            onSelectionChange(
              selection.all || selection.uids.size > 0
                ? { all: false, uids: new Set() }
                : { all: true, except: new Set() },
            )
          }
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${rowName(row.original)}`}
          checked={isSelected(selection, row.original.uid)}
          onChange={() => onSelectionChange(toggle(selection, row.original.uid))}
        />
      ),
    };
    return [select, ...props.columns];
  }, [props.columns, selection, onSelectionChange, total]);

  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.uid,
    getCoreRowModel: getCoreRowModel(),
  });
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const { loadMore, hasMore, loading } = props;
  useEffect(() => {
    if (last && last.index >= rows.length - 20 && hasMore && !loading) loadMore?.();
  }, [last, rows.length, hasMore, loading, loadMore]);

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (last?.end ?? 0);
  const tableRows = table.getRowModel().rows;
  const width = columns.length;

  return (
    <Box>
      <Box
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={`${props.label} table, scrollable`}
        style={{
          maxHeight: props.height ?? 'calc(100vh - 300px)',
          minHeight: 160,
          overflow: 'auto',
        }}
      >
        <Table stickyHeader striped highlightOnHover aria-label={props.label} aria-rowcount={total}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id} style={{ width: header.column.columnDef.size }}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {padTop > 0 && (
              <tr>
                <td colSpan={width} style={{ height: padTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = tableRows[item.index];
              if (!row) return null;
              return <TableRow key={row.id} row={row} index={item.index} columns={columns} />;
            })}
            {padBottom > 0 && (
              <tr>
                <td colSpan={width} style={{ height: padBottom, padding: 0, border: 0 }} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
        {!loading && rows.length === 0 && <Box p="xl">{props.empty}</Box>}
      </Box>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm" c="dimmed" role="status">
          {loading && rows.length === 0
            ? 'Loading…'
            : `Showing ${rows.length} of ${total}${selection && selectedCount(selection, total) > 0 ? ` · ${selectedCount(selection, total)} selected` : ''}`}
        </Text>
        {loading && rows.length > 0 && (
          <Loader size="xs" role="progressbar" aria-label="Loading more" />
        )}
        {hasMore && !loading && (
          <Button size="xs" variant="subtle" onClick={loadMore}>
            Load more
          </Button>
        )}
      </Group>
    </Box>
  );
}

/**
 * One row, drawn again only when its record, its place or the columns change (the columns change
 * with the selection): scrolling re-renders the table at each frame, and only the rows that came
 * into view are drawn then.
 */
const TableRow = memo(function TableRow<T>(props: {
  row: Row<T>;
  index: number;
  columns: readonly ColumnDef<T, unknown>[];
}) {
  return (
    <Table.Tr aria-rowindex={props.index + 2} style={{ height: ROW_HEIGHT }}>
      {props.row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}) as <T>(props: {
  row: Row<T>;
  index: number;
  columns: readonly ColumnDef<T, unknown>[];
}) => ReactNode;

function rowName(row: { uid: string }): string {
  const named = row as { email?: string; name?: string };
  return named.email ?? named.name ?? row.uid;
}
