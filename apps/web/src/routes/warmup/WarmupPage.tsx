import { Alert, Card, Group, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useOp } from '../../api/query';
import { SeriesChart } from '../../components/charts/Charts';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits } from '../../components/common/format';
import { AnchorLink, ButtonLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { shortDay, WarmupActions } from './warmup-parts';

/** The workspace's warmup: figures, the last 30 days of all its mailboxes, every subscription. */
export function WarmupPage() {
  const workspace = useWorkspace();
  const [withCancelled, setWithCancelled] = useState(false);
  const stats = useOp('getWarmupStats', { workspace, params: { query: { days: 30 } } });
  const list = useOp('listWarmupSubscriptions', {
    workspace,
    body: { limit: 100, include_cancelled: withCancelled },
  });
  const s = stats.data?.stats;
  const subscriptions = list.data?.subscriptions ?? [];
  return (
    <Stack>
      <PageHeader title="Warmup">
        <ButtonLink to="/w/$workspace/mailboxes" params={{ workspace }} variant="light">
          Add mailboxes to warmup
        </ButtonLink>
      </PageHeader>
      <ErrorNotice error={stats.error ?? list.error} />
      {s && (
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Figure label="Active" value={s.activeCount} />
          <Figure label="Pending" value={s.pendingCount} />
          <Figure label="Paused" value={s.pausedCount} />
          <Figure
            label="Average health"
            value={s.avgHealthScore === null ? '—' : `${Math.round(s.avgHealthScore)}%`}
          />
          <Figure label="Per month" value={formatCredits(s.monthlyTotal)} />
        </SimpleGrid>
      )}
      {s?.daily.some((d) => d.sent > 0) && (
        <Card withBorder>
          <SeriesChart
            title="All mailboxes, last 30 days"
            data={s.daily.map((d) => ({ ...d, day: shortDay(d.date) }))}
            xKey="day"
            xLabel="Day"
            yLabel="Emails"
            series={[
              { key: 'inbox', label: 'Inbox', color: '#2f9e44', type: 'bar', stack: 'landed' },
              { key: 'spam', label: 'Spam', color: '#e03131', type: 'bar', stack: 'landed' },
              { key: 'target', label: 'Target', color: '#1c7ed6' },
              { key: 'sent', label: 'Sent', color: '#495057' },
            ]}
          />
        </Card>
      )}
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            Subscriptions
          </Title>
          <Switch
            label="Show cancelled"
            checked={withCancelled}
            onChange={(e) => setWithCancelled(e.currentTarget.checked)}
          />
        </Group>
        {list.data && subscriptions.length === 0 ? (
          <EmptyState title="No mailbox is warming">
            Pick mailboxes in the mailbox table and choose Actions → Start warmup.
          </EmptyState>
        ) : (
          <TableScroll minWidth={800}>
            <Table aria-label="Warmup subscriptions" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mailbox</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Health</Table.Th>
                  <Table.Th>Ramp</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {subscriptions.map((sub) => (
                  <Table.Tr key={sub.uid}>
                    <Table.Td>
                      <AnchorLink
                        to="/w/$workspace/warmup/$mailbox"
                        params={{ workspace, mailbox: sub.mailbox.uid }}
                      >
                        {sub.mailbox_email}
                      </AnchorLink>
                      {sub.status_reason && (
                        <Text size="xs" c="orange.9" maw={360}>
                          {sub.status_reason.split(':')[0]}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={sub.status} />
                    </Table.Td>
                    <Table.Td>{sub.day}</Table.Td>
                    <Table.Td>{sub.health_score === null ? '—' : `${sub.health_score}%`}</Table.Td>
                    <Table.Td>
                      {sub.warmup_start} + {sub.warmup_increment}/day, up to {sub.warmup_limit}
                    </Table.Td>
                    <Table.Td>
                      <WarmupActions subscription={sub} compact />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      {subscriptions.some((x) => x.status_reason.startsWith('No warmup partner')) && (
        <Alert color="orange" title="Some mailboxes cannot warm">
          Open a mailbox to see why and what to do.
        </Alert>
      )}
    </Stack>
  );
}

function Figure(props: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="xl">
        {props.value}
      </Text>
    </Card>
  );
}
