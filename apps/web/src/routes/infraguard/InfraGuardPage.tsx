import { Card, Group, MultiSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAction, useOp } from '../../api/query';
import { ConfirmButton } from '../../components/common/ConfirmButton';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf, formatCredits, formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { ActionItems, Alerts } from './alerts';

/** InfraGuard: the protected domains, their open alerts and the action items that fix them. */
export function InfraGuardPage() {
  const workspace = useWorkspace();
  const stats = useOp('getInfraGuardStats', { workspace });
  const subs = useOp('listInfraGuardSubscriptions', {
    workspace,
    params: { query: { limit: 100 } },
  });
  const protectedDomains = subs.data?.subscriptions ?? [];
  const s = stats.data?.stats;
  return (
    <Stack>
      <PageHeader title="InfraGuard" />
      <ErrorNotice error={stats.error ?? subs.error} />
      {s && (
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {(
            [
              ['Protected domains', s.protected_domains],
              ['Open alerts', s.open_alerts],
              ['Listings in 24 h', s.listings_last_24h],
              [
                'Average bounce rate',
                s.average_bounce_rate === null ? '—' : `${s.average_bounce_rate}%`,
              ],
              ['Per month', formatCredits(s.monthly_cost)],
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
        <Title order={2} size="h4" mb="xs">
          Protected domains
        </Title>
        <Protect protectedUids={protectedDomains.map((p) => p.domain_uid)} />
        {subs.data && protectedDomains.length === 0 ? (
          <EmptyState title="No domain is protected">
            Protect a domain above: its blocklists, DNS and bounces are checked and you are alerted
            when something needs fixing.
          </EmptyState>
        ) : (
          <TableScroll minWidth={700}>
            <Table aria-label="Protected domains">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Domain</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Open alerts</Table.Th>
                  <Table.Th>Blocklists checked</Table.Th>
                  <Table.Th>DNS checked</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {protectedDomains.map((p) => (
                  <Table.Tr key={p.uid}>
                    <Table.Td>
                      <AnchorLink
                        to="/w/$workspace/infraguard/$uid"
                        params={{ workspace, uid: p.domain_uid }}
                      >
                        {p.domain_name}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={p.status} />
                    </Table.Td>
                    <Table.Td>{p.open_alerts}</Table.Td>
                    <Table.Td>{formatDate(p.last_blocklist_check_at)}</Table.Td>
                    <Table.Td>{formatDate(p.last_dns_check_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <Alerts />
      <ActionItems />
    </Stack>
  );
}

/** Protect more of the workspace's active domains. */
function Protect({ protectedUids }: { protectedUids: string[] }) {
  const workspace = useWorkspace();
  const domains = useOp('listDomains', { workspace, body: { status: ['active'], limit: 500 } });
  const [chosen, setChosen] = useState<string[]>([]);
  const enable = useAction('enableInfraGuard', {
    success: (d) => d.message,
    invalidates: ['listInfraGuardSubscriptions', 'getInfraGuardStats'],
    onSuccess: () => setChosen([]),
  });
  const price = useOp('getInfraGuardPricing', { workspace }).data?.pricing.price_per_domain;
  const open = (domains.data?.domains ?? []).filter((d) => !protectedUids.includes(d.uid));
  if (open.length === 0) return null;
  return (
    <Group align="end" mb="sm">
      <MultiSelect
        label="Protect domains"
        placeholder="Active domains"
        searchable
        w={{ base: '100%', xs: 360 }}
        data={open.map((d) => ({ value: d.uid, label: d.name }))}
        value={chosen}
        onChange={setChosen}
      />
      <ConfirmButton
        disabled={chosen.length === 0}
        loading={enable.isPending}
        title={`Protect ${countOf(chosen.length, 'domain', 'domains')}?`}
        message={
          price === undefined
            ? 'InfraGuard is charged monthly per domain, the first month now from the wallet.'
            : `InfraGuard is ${formatCredits(price)} a month per domain: ${formatCredits(price * chosen.length)} now from the wallet for the first month, then monthly.`
        }
        confirmLabel="Protect"
        onConfirm={() => enable.mutate({ workspace, body: { domain_uids: chosen } })}
      >
        Protect
      </ConfirmButton>
    </Group>
  );
}
