import { Card, Group, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { TableScroll } from './TableScroll';

/**
 * A titled card holding one short table (a page of at most a few hundred rows, drawn whole):
 * the operator console's and the placement screen's tables. Its columns are the same
 * `Column`s as a `DataTable`'s; `empty` is shown instead of the table when there is no row.
 */
export function TableCard<T>(props: {
  title: string;
  /** Accessible name of the table (the title unless said). */
  label?: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Below this width the table scrolls sideways (it does anyway when its columns need more). */
  minWidth?: number;
  /** Beside the title (a switch, a filter). */
  actions?: ReactNode;
  empty?: ReactNode;
  fz?: 'sm';
}) {
  const empty = props.rows.length === 0 && props.empty !== undefined;
  const table = empty ? (
    props.empty
  ) : (
    <Table aria-label={props.label ?? props.title} fz={props.fz}>
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((column) => (
            <Table.Th key={column.header} style={{ width: column.width }}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={props.rowKey(row)}>
            {props.columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.actions}
      </Group>
      {empty ? (
        table
      ) : (
        // Wider than the card (its columns' words, or `minWidth`), it scrolls inside the card
        // instead of running past its edge, cut off.
        <TableScroll minWidth={props.minWidth ?? 0}>{table}</TableScroll>
      )}
    </Card>
  );
}
