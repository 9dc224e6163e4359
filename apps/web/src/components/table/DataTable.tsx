import { Box, Button, Checkbox, Group, Loader, Table } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { busy, LOADING, LoadingStatus } from '../common/Loading';
import { checkClass } from './cells';
import { isSelected, type Selection, selectedCount, toggle } from './selection';

const ROW_HEIGHT = 44;

/** One column: its header and how a record's cell is drawn (plain elements: see `cells.tsx`). */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Width in pixels; the others share what is left. */
  width?: number;
}

export interface DataTableProps<T extends { uid: string }> {
  /** Accessible name of the table ("Mailboxes"). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Matching records on the server (the list's `total`). */
  total: number | undefined;
  /** The total stopped counting (`total_capped`): there are more; shown as "1000+". */
  totalCapped?: boolean;
  loading: boolean;
  /** The next page is being read (`loadMore` was called), not a refresh of the rows shown. */
  loadingMore?: boolean;
  /** The list could not be read (its error is shown above): neither empty nor counted. */
  failed?: boolean;
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
 * The app's one table: TanStack Virtual for rows (only the visible rows are in the DOM, at a
 * fixed height, so 10,000 stay smooth), pages read from the server as it scrolls, and a selection
 * of some rows or "all matching, except these". A row is drawn once when it scrolls into view
 * and again only when its record or its checkbox changes: a page arriving draws nothing already
 * shown.
 */
export function DataTable<T extends { uid: string }>(props: DataTableProps<T>) {
  const { rows, columns, selection, onSelectionChange, total = 0 } = props;
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  // The row checkboxes' handler stays the same function, so the rows' memo holds.
  const latest = useRef({ selection, onSelectionChange });
  latest.current = { selection, onSelectionChange };
  const onToggle = useCallback((uid: string) => {
    const { selection: current, onSelectionChange: change } = latest.current;
    if (current && change) change(toggle(current, uid));
  }, []);

  const router = useRouter();
  // Row links are plain anchors: a plain click goes through the router (no page load).
  const followLink = (event: MouseEvent) => {
    const anchor = (event.target as HTMLElement).closest('a[data-row-link]');
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(anchor.getAttribute('href') ?? '');
  };

  const scroller = useRef<HTMLDivElement>(null);
  const { loadMore, hasMore, loading } = props;
  // Rows are being read: the first ones, or the next page (a refresh of the rows shown is not
  // said: the live stream would say it at every change).
  const reading = (loading && rows.length === 0) || props.loadingMore === true;
  const width = columns.length + (selectable ? 1 : 0);
  const allChecked = selection?.all === true && selection.except.size === 0;
  const count = selection ? selectedCount(selection, total) : 0;
  const more = props.totalCapped ? '+' : '';

  return (
    <Box>
      <Box
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={`${props.label} table, scrollable`}
        // Busy while rows are read; the footer's status says so.
        {...busy(reading)}
        onClick={followLink}
        style={{
          maxHeight: props.height ?? 'calc(100vh - 300px)',
          minHeight: 160,
          overflow: 'auto',
        }}
      >
        <Table stickyHeader striped highlightOnHover aria-label={props.label} aria-rowcount={total}>
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th style={{ width: 44 }}>
                  <Checkbox
                    aria-label={`Select all ${total}${more} matching`}
                    checked={allChecked}
                    indeterminate={count > 0 && !allChecked}
                    onChange={() =>
                      onSelectionChange(
                        selection.all || selection.uids.size > 0
                          ? { all: false, uids: new Set() }
                          : { all: true, except: new Set() },
                      )
                    }
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column.header} style={{ width: column.width }}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <VirtualRows
            scroller={scroller}
            rows={rows}
            columns={columns}
            width={width}
            selection={selectable ? selection : undefined}
            onToggle={onToggle}
            more={hasMore && !loading ? loadMore : undefined}
          />
        </Table>
        {!loading && !props.failed && rows.length === 0 && <Box p="xl">{props.empty}</Box>}
      </Box>
      <Group justify="space-between" mt="xs" gap="xs">
        <LoadingStatus size="sm" c="dimmed">
          {reading
            ? LOADING
            : props.failed && rows.length === 0
              ? 'Not loaded'
              : `Showing ${rows.length} of ${total}${more}${count > 0 ? ` · ${count}${selection?.all ? more : ''} selected` : ''}`}
        </LoadingStatus>
        {loading && rows.length > 0 && (
          // The next page, or the rows shown read again (an event or an action changed them).
          <Loader
            size="xs"
            role="progressbar"
            aria-label={props.loadingMore ? 'Loading more' : 'Refreshing'}
          />
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
 * The table's body: the rows in view (and 10 either side) between two spacers. It alone follows
 * the scroll (the virtualizer draws it again at each frame); the header, the footer and the
 * screen around are not drawn again as it scrolls.
 */
function VirtualRows<T extends { uid: string }>(props: {
  scroller: RefObject<HTMLDivElement | null>;
  rows: readonly T[];
  columns: readonly Column<T>[];
  width: number;
  selection: Selection | undefined;
  onToggle: (uid: string) => void;
  /** Reads the next page: given while there is one and none is being read. */
  more: (() => void) | undefined;
}) {
  const { rows, selection, more } = props;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => props.scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const nearEnd = last !== undefined && last.index >= rows.length - 20;
  useEffect(() => {
    if (nearEnd) more?.();
  }, [nearEnd, more]);
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (last?.end ?? 0);
  return (
    <tbody className={Table.classes.tbody}>
      {padTop > 0 && (
        <tr>
          <td colSpan={props.width} style={{ height: padTop, padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <TableRow
            key={row.uid}
            row={row}
            index={item.index}
            columns={props.columns}
            selected={selection ? isSelected(selection, row.uid) : undefined}
            onToggle={props.onToggle}
          />
        );
      })}
      {padBottom > 0 && (
        <tr>
          <td colSpan={props.width} style={{ height: padBottom, padding: 0, border: 0 }} />
        </tr>
      )}
    </tbody>
  );
}

interface RowProps<T> {
  row: T;
  index: number;
  columns: readonly Column<T>[];
  /** Whether its checkbox is ticked; undefined when the table selects nothing. */
  selected: boolean | undefined;
  onToggle: (uid: string) => void;
}

/**
 * One row of plain elements with the classes and attributes Mantine's rows carry (striped,
 * hover, borders), drawn again only when one of its props changes.
 */
const TableRow = memo(function TableRow<T extends { uid: string }>(props: RowProps<T>) {
  const { row } = props;
  return (
    <tr
      className={Table.classes.tr}
      data-striped="odd"
      data-hover=""
      data-with-row-border=""
      aria-rowindex={props.index + 2}
      style={{ height: ROW_HEIGHT }}
    >
      {props.selected !== undefined && (
        <td className={Table.classes.td}>
          <input
            type="checkbox"
            className={checkClass}
            aria-label={`Select ${rowName(row)}`}
            checked={props.selected}
            onChange={() => props.onToggle(row.uid)}
          />
        </td>
      )}
      {props.columns.map((column) => (
        <td key={column.header} className={Table.classes.td}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T extends { uid: string }>(props: RowProps<T>) => ReactNode;

function rowName(row: { uid: string }): string {
  const named = row as { email?: string; name?: string };
  return named.email ?? named.name ?? row.uid;
}
