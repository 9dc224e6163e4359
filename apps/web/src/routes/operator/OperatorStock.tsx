import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useOperatorAction, useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits, formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { TableCard } from '../../components/table/TableCard';

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
      <TableCard
        title="Placement seeds"
        minWidth={800}
        fz="sm"
        rows={seeds.data?.seeds ?? []}
        rowKey={(s) => s.uid}
        columns={[
          { header: 'Seed', cell: (s) => s.email },
          { header: 'Provider', cell: (s) => s.provider },
          { header: 'Kind', cell: (s) => s.kind },
          {
            header: 'Health',
            cell: (s) => (
              <>
                <Badge
                  color={s.health === 'healthy' ? 'green' : s.health === 'unknown' ? 'gray' : 'red'}
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
              </>
            ),
          },
          { header: 'Checked', cell: (s) => formatDate(s.checked_at) },
          {
            header: 'Actions',
            cell: (s) => {
              const init = { params: { path: { seed: s.uid } } };
              return (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="light" onClick={() => check.mutate(init)}>
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
                    <Button size="compact-sm" variant="subtle" onClick={() => enable.mutate(init)}>
                      Enable
                    </Button>
                  )}
                </Group>
              );
            },
          },
        ]}
      />
      <TableCard
        title="Prewarm stock"
        minWidth={800}
        fz="sm"
        actions={
          <Switch
            label="Include sold and not for sale"
            checked={all}
            onChange={(e) => setAll(e.currentTarget.checked)}
          />
        }
        rows={stock.data?.stock ?? []}
        rowKey={(d) => d.domain_id}
        columns={[
          { header: 'Domain', cell: (d) => d.domain_name },
          { header: 'Platform', cell: (d) => d.platform },
          { header: 'Mailboxes', cell: (d) => d.mailbox_count },
          { header: 'Warming for', cell: (d) => `${d.age_days} days (${d.age_tier})` },
          { header: 'Price', cell: (d) => formatCredits(d.total_price) },
          { header: 'Status', cell: (d) => (d.available ? 'for sale' : d.status) },
        ]}
      />
    </Stack>
  );
}
