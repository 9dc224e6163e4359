import { Badge, Table, Text } from '@mantine/core';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { formatCredits } from '../../components/common/format';
import { TableScroll } from '../../components/table/TableScroll';
import type { Checked } from './purchase-rows';
import type { RowResult } from './usePurchase';

/**
 * The review: every row, valid or refused with its reason, then (after buying) its result. What a
 * person typed (or a file held) may be one long word: it breaks rather than push the check and the
 * price out of the card.
 */
export function CheckedRows(props: {
  rows: Checked[];
  results?: RowResult[] | null;
  limit?: number;
}) {
  const results = new Map((props.results ?? []).map((r) => [r.line, r]));
  const shown = props.rows.slice(0, props.limit ?? props.rows.length);
  return (
    <TableScroll minWidth={640} mah={420}>
      <Table aria-label="Rows to buy" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Platform</Table.Th>
            <Table.Th>Check</Table.Th>
            <Table.Th>Price a month</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => {
            const result = results.get(row.line);
            return (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td style={BREAK_ANYWHERE}>{row.email}</Table.Td>
                <Table.Td style={BREAK_ANYWHERE}>
                  {row.first_name} {row.last_name}
                </Table.Td>
                <Table.Td>{row.platform}</Table.Td>
                <Table.Td>
                  {result ? (
                    result.error ? (
                      <Text size="sm" c="red">
                        Not bought: {result.error}
                      </Text>
                    ) : (
                      <Badge color="green" variant="light" tt="none">
                        bought
                      </Badge>
                    )
                  ) : row.refused ? (
                    <Text size="sm" c="red.8">
                      Refused: {row.refused}
                    </Text>
                  ) : (
                    <Badge color="green" variant="light" tt="none">
                      valid
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.refused ? '—' : formatCredits(row.price)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
