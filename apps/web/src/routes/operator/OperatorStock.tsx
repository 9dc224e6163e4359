import { Badge, Button, Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useOperatorAction, useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits, formatDate } from '../../components/common/money';
import { PageHeader } from '../../components/common/PageHeader';

/** The placement seed pool (enable, disable, check) and the prewarmed domains in stock. */
export function OperatorStock() {
  const seeds = useOperatorOp('listOperatorPlacementSeeds', undefined as never);
  const [all, setAll] = useState(false);
  const stock = useOperatorOp('listOperatorPrewarmStock', { params: { query: { all } } });
  const options = { invalidates: ['listOperatorPlacementSeeds' as const] };
  const enable = useOperatorAction('enableOperatorPlacementSeed', {
    ...options,
    success: 'Enabled',
  });
  const disable = useOperatorAction('disableOperatorPlacementSeed', {
    ...options,
    success: 'Disabled',
  });
  const check = useOperatorAction('checkOperatorPlacementSeed', {
    ...options,
    success: (d) => `${d.seed.email}: ${d.seed.health}`,
  });
  return (
    <Stack>
      <PageHeader title="Seeds and prewarm stock" />
      <ErrorNotice error={seeds.error ?? stock.error} />
      <Card withBorder>
        <Text fw={600} mb="xs">
          Placement seeds
        </Text>
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label="Placement seeds" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Seed</Table.Th>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Health</Table.Th>
                <Table.Th>Checked</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(seeds.data?.seeds ?? []).map((s) => {
                const init = { params: { path: { seed: s.uid } } };
                return (
                  <Table.Tr key={s.uid}>
                    <Table.Td>{s.email}</Table.Td>
                    <Table.Td>{s.provider}</Table.Td>
                    <Table.Td>{s.kind}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={
                          s.health === 'healthy' ? 'green' : s.health === 'unknown' ? 'gray' : 'red'
                        }
                        variant="light"
                        tt="none"
                      >
                        {s.enabled ? s.health : `${s.health}, disabled`}
                      </Badge>
                      {s.health_error && (
                        <Text size="xs" c="red.9">
                          {s.health_error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(s.checked_at)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => check.mutate(init)}
                        >
                          Check
                        </Button>
                        {s.enabled ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => disable.mutate(init)}
                          >
                            Disable
                          </Button>
                        ) : (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => enable.mutate(init)}
                          >
                            Enable
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Prewarm stock</Text>
          <Switch
            label="Include sold and not for sale"
            checked={all}
            onChange={(e) => setAll(e.currentTarget.checked)}
          />
        </Group>
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label="Prewarm stock" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Platform</Table.Th>
                <Table.Th>Mailboxes</Table.Th>
                <Table.Th>Warming for</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(stock.data?.stock ?? []).map((d) => (
                <Table.Tr key={d.domain_id}>
                  <Table.Td>{d.domain_name}</Table.Td>
                  <Table.Td>{d.platform}</Table.Td>
                  <Table.Td>{d.mailbox_count}</Table.Td>
                  <Table.Td>
                    {d.age_days} days ({d.age_tier})
                  </Table.Td>
                  <Table.Td>{formatCredits(d.total_price)}</Table.Td>
                  <Table.Td>{d.available ? 'for sale' : d.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
