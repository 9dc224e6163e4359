import { Card, Stack, Table } from '@mantine/core';
import { useOperatorOp } from '../../api/operator';
import { SeriesChart } from '../../components/charts/Charts';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits, formatMonth } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { statusLabel } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';

/** Usage and revenue per month, from the ledger. */
export function OperatorRevenue() {
  const revenue = useOperatorOp('getOperatorRevenue', { params: { query: { months: 12 } } });
  const months = revenue.data?.months ?? [];
  return (
    <Stack>
      <PageHeader title="Usage and revenue" />
      <ErrorNotice error={revenue.error} />
      <Card withBorder>
        <SeriesChart
          title="Per month (credits)"
          data={[...months].reverse()}
          xKey="month"
          xLabel="Month"
          xFormat={{ tick: (m) => formatMonth(m, 'short'), tooltip: formatMonth }}
          yLabel="Credits"
          series={[
            { key: 'paid_in', label: 'Paid in', color: '#2f9e44', type: 'bar' },
            { key: 'granted', label: 'Granted', color: '#74c0fc', type: 'bar' },
            { key: 'usage', label: 'Usage', color: '#e8590c' },
          ]}
        />
      </Card>
      <Card withBorder>
        <TableScroll minWidth={700}>
          <Table aria-label="Revenue per month">
            <Table.Thead style={{ whiteSpace: 'nowrap' }}>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th>Paid in</Table.Th>
                <Table.Th>Granted</Table.Th>
                <Table.Th>Charged</Table.Th>
                <Table.Th>Refunded</Table.Th>
                <Table.Th>Usage</Table.Th>
                <Table.Th>Usage by record</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMonth(m.month)}</Table.Td>
                  <Table.Td>{formatCredits(m.paid_in)}</Table.Td>
                  <Table.Td>{formatCredits(m.granted)}</Table.Td>
                  <Table.Td>{formatCredits(m.charged)}</Table.Td>
                  <Table.Td>{formatCredits(m.refunded)}</Table.Td>
                  <Table.Td>{formatCredits(m.usage)}</Table.Td>
                  <Table.Td>
                    {Object.entries(m.usage_by_record as Record<string, number>)
                      .map(([kind, value]) => `${statusLabel(kind)} ${formatCredits(value)}`)
                      .join(', ') || '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
    </Stack>
  );
}
