import { Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useAction, useOp } from '../../api/query';
import { RecordError } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { ActionItems, Alerts } from './alerts';

const HISTORY = {
  blocklist: 'listBlacklistChecks',
  dns: 'listDnsChecks',
  bounce: 'listBounceChecks',
} as const;

/** A protected domain: its open alerts, action items, and the history of each kind of check. */
export function InfraGuardDomain() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/infraguard/$uid' });
  const details = useOp('getInfraGuardDetails', { workspace, params: { query: { uid } } });
  const [kind, setKind] = useState<keyof typeof HISTORY>('blocklist');
  const history = useOp(HISTORY[kind], { workspace, params: { query: { uid, limit: 100 } } });
  const check = useAction('triggerInfraGuardCheck', {
    success: (d) => d.message,
    invalidates: [
      'getInfraGuardDetails',
      'listBlacklistChecks',
      'listDnsChecks',
      'listBounceChecks',
    ],
  });
  const cancel = useAction('cancelInfraGuard', {
    success: (d) => d.message,
    invalidates: ['getInfraGuardDetails', 'listInfraGuardSubscriptions'],
  });
  if (details.error)
    return (
      <RecordError
        read={details}
        what="protected domain"
        list={{ to: '/w/$workspace/infraguard', label: 'InfraGuard' }}
      />
    );
  const sub = details.data?.subscription;
  if (!sub) return <Loading />;
  return (
    <Stack>
      <PageHeader title={`InfraGuard: ${sub.domain_name}`}>
        <Button
          variant="light"
          loading={check.isPending}
          onClick={() => check.mutate({ workspace, body: { uid } })}
        >
          Check now
        </Button>
        {sub.status === 'active' && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => cancel.mutate({ workspace, body: { domain_uids: [uid] } })}
          >
            Stop protecting
          </Button>
        )}
      </PageHeader>
      <Group>
        <StatusBadge status={sub.status} />
        <Text size="sm">Open alerts: {sub.open_alerts}</Text>
        <Text size="sm" c="dimmed">
          Since {formatDate(sub.created_at)}
        </Text>
      </Group>
      <Alerts domain={uid} />
      <ActionItems domain={uid} />
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            History
          </Title>
          <SegmentedControl
            aria-label="Kind of check"
            value={kind}
            onChange={(v) => setKind(v as keyof typeof HISTORY)}
            data={[
              { value: 'blocklist', label: 'Blocklists' },
              { value: 'dns', label: 'DNS' },
              { value: 'bounce', label: 'Bounces' },
            ]}
          />
        </Group>
        <TableScroll minWidth={700}>
          <Table aria-label="Check history" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Checked</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Target</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(history.data?.checks ?? []).map((c) => (
                <Table.Tr key={c.uid}>
                  <Table.Td>{formatDate(c.checked_at)}</Table.Td>
                  <Table.Td>{c.source}</Table.Td>
                  <Table.Td>{c.target}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={c.status} />
                  </Table.Td>
                  <Table.Td>{c.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
    </Stack>
  );
}
