import { Alert, Button, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useOperatorAction } from '../../api/operator';
import { formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';

/** The checks the CLI runs (`billing verify`, `counts check`), with their results. */
export function OperatorChecks() {
  const [repair, setRepair] = useState(false);
  const run = useOperatorAction('runOperatorChecks', {});
  const r = run.data;
  return (
    <Stack>
      <PageHeader title="Checks" />
      <Card withBorder>
        <Text size="sm" mb="sm">
          Billing: every wallet's balance equals the sum of its ledger (
          <code>mailwright billing verify</code>). Counts: every list counter equals a count of its
          rows (<code>mailwright counts check</code>).
        </Text>
        <Group>
          <Checkbox
            label="Repair counters that differ"
            checked={repair}
            onChange={(e) => setRepair(e.currentTarget.checked)}
          />
          <Button
            loading={run.isPending}
            onClick={() => run.mutate({ body: { repair_counts: repair } })}
          >
            Run checks
          </Button>
        </Group>
      </Card>
      {r && (
        <>
          <Alert
            color={r.ok ? 'green' : 'red'}
            title={r.ok ? 'All checks pass' : 'Differences found'}
          >
            Checked {formatDate(r.checked_at)}.
          </Alert>
          <Card withBorder>
            <Text fw={600}>Billing: {r.billing.ok ? 'OK' : 'differences'}</Text>
            <Text size="sm">
              {r.billing.wallets} wallets, {r.billing.entries} ledger entries.
            </Text>
            {r.billing.differences.map((d) => (
              <Text key={d} size="sm" c="red.9">
                {d}
              </Text>
            ))}
          </Card>
          <Card withBorder>
            <Text fw={600}>
              Counts: {r.counts.ok ? 'OK' : 'differences'}
              {r.counts.repaired ? ' (repaired)' : ''}
            </Text>
            {r.counts.differences.length > 0 && (
              <TableScroll minWidth={560}>
                <Table aria-label="Count differences" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>List</Table.Th>
                      <Table.Th>Key</Table.Th>
                      <Table.Th>Expected</Table.Th>
                      <Table.Th>Stored</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.counts.differences.map((d) => (
                      <Table.Tr key={`${d.list}-${d.scope_id}-${d.key}`}>
                        <Table.Td>{d.list}</Table.Td>
                        <Table.Td>{d.key}</Table.Td>
                        <Table.Td>{d.expected}</Table.Td>
                        <Table.Td>{d.stored}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
