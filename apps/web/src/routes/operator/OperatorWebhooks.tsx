import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';

/** Webhook delivery health across every workspace: what waits, what failed, what is stopped. */
export function OperatorWebhooks() {
  const health = useOperatorOp('getOperatorWebhookHealth', { params: { query: { limit: 100 } } });
  const t = health.data?.totals;
  return (
    <Stack>
      <PageHeader title="Webhook health" />
      <ErrorNotice error={health.error} />
      {t && (
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {(
            [
              ['Workspaces with a URL', t.workspaces],
              ['Events waiting', t.events_pending],
              ['Events failed', t.events_failed],
              ['Endpoints stopped', t.webhooks_disabled],
              ['Failed attempts', `${t.failed_attempts} of ${t.attempts}`],
            ] as const
          ).map(([label, value]) => (
            <Card key={label} withBorder padding="sm">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700} size="xl">
                {value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Card withBorder>
        <TableScroll minWidth={900}>
          <Table aria-label="Webhook health by workspace" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Workspace</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th>URL</Table.Th>
                <Table.Th>Waiting</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th>Oldest undelivered</Table.Th>
                <Table.Th>Stopped</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(health.data?.workspaces ?? []).map((w) => (
                <Table.Tr key={w.workspace.uid}>
                  <Table.Td>{w.workspace.name}</Table.Td>
                  <Table.Td>{w.team.name}</Table.Td>
                  <Table.Td>{w.webhook_url ?? '—'}</Table.Td>
                  <Table.Td>{w.events_pending}</Table.Td>
                  <Table.Td>{w.events_failed}</Table.Td>
                  <Table.Td>{formatDate(w.oldest_undelivered_at)}</Table.Td>
                  <Table.Td>
                    {w.webhook_disabled_at
                      ? `${formatDate(w.webhook_disabled_at)}: ${w.webhook_disabled_reason ?? ''}`
                      : '—'}
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
